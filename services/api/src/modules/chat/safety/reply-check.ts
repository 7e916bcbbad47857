import { DOSE_AMOUNT } from './safety-rules';

/**
 * The checks a model's reply must pass before it is sent (docs/chat-safety.md, "With an OpenAI
 * key"): no dose or amount, no diagnosis, and no link except the library pages retrieval found.
 * A reply that fails any of them is replaced as a whole, never patched.
 */
export type ReplyProblem = 'dose' | 'diagnosis' | 'foreign-link';

const DIAGNOSIS: readonly RegExp[] = [
  /\byou (?:probably|likely|definitely|clearly|certainly|almost certainly|most likely|may well|might) (?:have|have got|suffer from|are suffering from)\b/i,
  /\byou(?:'ve| have)? (?:probably|likely|definitely|clearly|certainly|almost certainly)? ?(?:have|have got|'ve got|are suffering from|suffer from) (?:a |an )?(?:case of )?(?:[a-z]+ )?(?:condition|disease|disorder|syndrome|infection|cancer|tumou?r|diabetes|depression|thyroid|pcos|endometriosis|fibroids?|osteoporosis|adenomyosis|[a-z]+itis|[a-z]+osis|[a-z]+ism|[a-z]+a?emia)\b/i,
  /\b(?:it|this|that) (?:sounds|looks|seems) (?:like|to be) (?:you have|a case of|an? (?:[a-z]+ )?(?:infection|condition|disease|disorder|syndrome|tumou?r))\b/i,
  /\b(?:it|this|that) (?:is|'s) (?:definitely|probably|likely|almost certainly|clearly) (?:a |an )?(?:[a-z]+ )?(?:cancer|infection|condition|disease|disorder|syndrome|tumou?r|[a-z]+itis|[a-z]+osis)\b/i,
  /\bi (?:think|believe|suspect|am sure|'m sure) (?:that )?(?:you have|you've got|it'?s (?:a|an) )/i,
  /\b(?:my|the) diagnosis (?:is|would be)\b/i,
  /\byou (?:are|have been) diagnosed\b/i,
];

const LINK = /\bhttps?:\/\/[^\s)>\]]+|\bwww\.[^\s)>\]]+|(?<![\w.])\/[a-z][\w-]*(?:\/[\w-]+)*(?:\?[^\s)>\]]*)?/gi;

/** What is wrong with a model's reply, given the paths of the library pages it may point to. */
export function replyProblems(reply: string, allowedPaths: ReadonlySet<string>): ReplyProblem[] {
  const problems: ReplyProblem[] = [];
  if (DOSE_AMOUNT.test(reply)) problems.push('dose');
  if (DIAGNOSIS.some((pattern) => pattern.test(reply))) problems.push('diagnosis');
  const links = reply.match(LINK) ?? [];
  if (links.some((link) => !allowedPaths.has(link.replace(/[.,;:!?]+$/, '')))) problems.push('foreign-link');
  return problems;
}
