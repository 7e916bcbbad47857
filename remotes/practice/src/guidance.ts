/** Practice guidance is plain text with paragraphs separated by blank lines (docs/product.md, "Sacred Practice"). */
export function guidanceParagraphs(guidance: string): string[] {
  return guidance
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
