/**
 * The education library's heading and introduction. The shell paints them on the library page while
 * the education remote's code loads (without a count: it has not asked the API yet), and the
 * remote renders them in place of the shell's once it mounts, so the first paint of the page is
 * its real text.
 */
export const EDUCATION_LIBRARY_TITLE = 'Education Library';

/**
 * The library's opening line. The number is the count of modules the API served, never a typed
 * figure, so it stays true as modules are added (docs/content.md, "Claims the app makes").
 */
export function libraryIntro(moduleCount: number): string {
  const what = moduleCount > 0 ? `${moduleCount} evidence-based modules` : 'Evidence-based modules';
  return `${what} on perimenopause and the years after it, written in plain language and sourced from current guidelines and research. Every module is free. They are for learning, not a diagnosis or a treatment plan.`;
}
