/**
 * Education library content types.
 *
 * Every module lives in its own file under `./modules/<id>.ts`, exported as a named
 * `EducationModuleContent` constant, so content is reviewed like code and the type checker
 * catches a missing reference or key insight. The API seeds MongoDB from these files
 * idempotently at boot (upsert by id).
 */

/** Category values, exactly the tab values of the product's education library (except `all`). */
export const EDUCATION_CATEGORIES = [
  'truth-telling',
  'sacred-science',
  'biohacking',
  'boundary-mastery',
  'community',
  'self-care',
  'practice',
  'nutrition-foundations',
  'awakening-practices',
] as const;

export type EducationCategory = (typeof EDUCATION_CATEGORIES)[number];

export type ResearchReference = {
  /** Title of the guideline, statement, review or paper, as published. */
  title: string;
  /** Who published it and where: authors or organisation, journal or site. */
  source: string;
  /** Year of publication (or of the latest update for living guidelines). */
  year: number;
  /**
   * Where a reader can find the item itself: a DOI link (https://doi.org/...) or the publisher's
   * page for it. Never a search page (content.spec.ts refuses PubMed, WorldCat and other searches).
   */
  url: string;
};

export type EducationModuleContent = {
  /** kebab-case, unique, stable forever (reading progress is keyed by it). */
  id: string;
  title: string;
  /** One or two plain sentences shown on the card. */
  description: string;
  category: EducationCategory;
  /** Order within the whole library (1-based, unique). */
  orderIndex: number;
  /** Reading time in minutes: body word count / 200, rounded, at least 1. */
  duration: number;
  /**
   * Body in the library's simple markup: `## Heading` lines, `- bullet` lines, `**bold**`
   * inside a line, paragraphs separated by a blank line. No HTML, no links, no other markup.
   */
  content: string;
  /** One or two sentences: the thing to remember. */
  keyInsight: string;
  /** Two or more reputable sources with enough detail to find them. */
  references: ResearchReference[];
  /**
   * Day the module's text last changed (YYYY-MM-DD), shown to visitors as "Last updated <date>".
   * Not written in the module file: it comes from `MODULE_UPDATES` (module-updates.ts), which a
   * content test keeps in step with the text (docs/content.md, "Last updated").
   */
  lastUpdated: string;
};

/** A module as written in its file: everything but the date, which module-updates.ts keeps. */
export type EducationModuleSource = Omit<EducationModuleContent, 'lastUpdated'>;
