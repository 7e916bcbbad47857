/**
 * The library and the Smart Stacks use US spelling ("estrogen", "hot flashes", "color"). These are
 * the common UK forms a writer slips into; the content checks flag any of them in the text we
 * write. Published titles of references keep their own spelling and are not checked.
 */
const UK_FORMS: ReadonlyArray<{ pattern: RegExp; us: string }> = [
  { pattern: /\boestr\w*/gi, us: 'estrogen, estradiol' },
  {
    pattern: /\b\w*(colour|behaviour|favour|flavour|honour|labour|neighbour|humour|tumour|odour|vapour)\w*/gi,
    us: '-or (color, behavior)',
  },
  { pattern: /\b(centre|centres|centred|metre|metres|litre|litres|fibre|fibres|theatre)\b/gi, us: '-er (center, fiber)' },
  { pattern: /\b\w*programme\w*/gi, us: 'program' },
  {
    pattern:
      /\b\w*(organ|recogn|real|apolog|priorit|minim|maxim|util|special|personal|normal|stabil|categor|emphas|summar|final|custom|visual|memor|mobil|sensit|familiar|optim|critic|energ|revital)is(e|ed|es|ing|ation|ations)\b/gi,
    us: '-ize (organize, recognize)',
  },
  { pattern: /\b\w*(analys(?=e|ed|es|ing)|paralys(?=e|ed|es|ing))\w*/gi, us: '-yze (analyze)' },
  {
    pattern: /\b\w*(paediatr|anaem|haem|oedema|gynaecolog|foet|leukaem|orthopaed|diarrhoea|dyspnoea|amenorrhoea|oesophag)\w*/gi,
    us: 'e instead of ae/oe (pediatric, anemia, edema)',
  },
  {
    pattern:
      /\b(ageing|sulphate|sulphur|grey|mould|practise|practised|practising|licence|defence|offence|judgement|counselling|counsellor|modelling|travelled|enrol|fulfil|tonne|aluminium|manoeuvre|plough|cheque|pyjamas|jewellery|catalogue)\b/gi,
    us: 'US form (aging, sulfate, gray, practice, counseling)',
  },
];

/** Words of `text` written the UK way, each with the US form to use instead. */
export function ukSpellings(text: string): string[] {
  const found: string[] = [];
  for (const { pattern, us } of UK_FORMS) {
    for (const match of text.matchAll(pattern)) {
      // Naming the UK spelling on purpose ("in the UK it is spelled lipoedema") is allowed.
      if (/spel(led|t) (as )?\W?$/i.test(text.slice(Math.max(0, match.index - 16), match.index))) continue;
      found.push(`"${match[0]}" (use ${us})`);
    }
  }
  return found;
}
