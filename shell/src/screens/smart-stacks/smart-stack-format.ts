/** The product's card rule: up to 2 target symptoms, then a '+N' count; underscores shown as spaces. */
export function symptomLabels(targetSymptoms: readonly string[], shown = 2): { labels: string[]; more: number } {
  return {
    labels: targetSymptoms.slice(0, shown).map((symptom) => symptom.replace(/_/g, ' ')),
    more: Math.max(0, targetSymptoms.length - shown),
  };
}
