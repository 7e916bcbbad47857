/** Practice guidance is plain text with paragraphs separated by blank lines (spec section 3). */
export function guidanceParagraphs(guidance: string): string[] {
  return guidance
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
