// Type declarations for the wink packages the chat safety screen uses (they ship JavaScript only).
declare module 'wink-lemmatizer' {
  const lemmatizer: { noun(word: string): string; verb(word: string): string; adjective(word: string): string };
  export = lemmatizer;
}
declare module 'wink-porter2-stemmer' {
  function stem(word: string): string;
  export = stem;
}
declare module 'wink-lexicon/src/wn-words.js' {
  /** Every WordNet word (base forms), as keys. */
  const words: Readonly<Record<string, unknown>>;
  export = words;
}
declare module 'wink-lexicon/src/lexicon.js' {
  /** About 13,000 common English words, function words included ("for", "the", "with"), as keys. */
  const words: Readonly<Record<string, unknown>>;
  export = words;
}
