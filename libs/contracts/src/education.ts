import { z } from 'zod';

/** Module ids are kebab-case (e.g. `global-menopause-wisdom`) and stable forever. */
export const EDUCATION_MODULE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EDUCATION_MODULE_ID_MAX_LENGTH = 80;

export const educationModuleIdSchema = z
  .string()
  .max(EDUCATION_MODULE_ID_MAX_LENGTH, `A module id has at most ${EDUCATION_MODULE_ID_MAX_LENGTH} characters`)
  .regex(EDUCATION_MODULE_ID_PATTERN, 'A module id is lowercase words joined by hyphens, e.g. global-menopause-wisdom');

/** GET /api/education/modules: one card of the library (docs/product.md, "Education library"). */
export const educationModuleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  orderIndex: z.number().int(),
  /** Reading time in minutes; absent means self-paced. */
  duration: z.number().int().positive().optional(),
});
export type EducationModuleSummary = z.infer<typeof educationModuleSummarySchema>;
export const educationModuleListSchema = z.array(educationModuleSummarySchema);

export const educationReferenceSchema = z.object({
  title: z.string(),
  source: z.string(),
  year: z.number().int(),
  /** A DOI link or the publisher's page (every reference has one). */
  url: z.string(),
});

/** GET /api/education/modules/:id: the whole module, body in the library's simple markup. */
export const educationModuleSchema = educationModuleSummarySchema.extend({
  /** Day the module's text last changed, YYYY-MM-DD (shown as "Last updated ..."). */
  lastUpdated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'lastUpdated is a date written YYYY-MM-DD'),
  content: z.string(),
  keyInsight: z.string(),
  references: z.array(educationReferenceSchema),
});
export type EducationModule = z.infer<typeof educationModuleSchema>;

/** GET /api/education/categories: every education category of the product. */
export const educationCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A colour token of the design system (primary, secondary, accent, success, warning, muted). */
  colour: z.string(),
  icon: z.string(),
  description: z.string(),
  /** How many modules the library has in this category (0 for categories without modules yet). */
  moduleCount: z.number().int(),
});
export type EducationCategoryDto = z.infer<typeof educationCategorySchema>;
export const educationCategoryListSchema = z.array(educationCategorySchema);

/**
 * PUT /api/education/progress/:moduleId. Progress is monotonic: the stored value becomes the
 * larger of the stored and the sent one, so a late or repeated report never moves it backwards.
 * - `completed: true` marks the module complete (progress 100, completedAt set once).
 * - `reset: true` is the only way back: progress becomes the sent value (normally 0) and
 *   completion is cleared.
 * `completed: false` changes nothing by itself (only a reset undoes completion).
 */
export const educationProgressUpdateSchema = z
  .strictObject({
    progress: z
      .number({ error: 'progress must be a whole number from 0 to 100' })
      .int('progress must be a whole number from 0 to 100')
      .min(0, 'progress must be a whole number from 0 to 100')
      .max(100, 'progress must be a whole number from 0 to 100'),
    completed: z.boolean().optional(),
    reset: z.boolean().optional(),
  })
  .refine((update) => !(update.reset === true && update.completed === true), {
    message: 'A progress update cannot both reset and complete a module',
  });
export type EducationProgressUpdate = z.infer<typeof educationProgressUpdateSchema>;

/** Reading progress of one module for the visitor's session (docs/product.md, "Education library"). */
export const educationProgressSchema = z.object({
  moduleId: z.string(),
  progressPercentage: z.number().int().min(0).max(100),
  completed: z.boolean(),
  /** ISO time of the first completion since the last reset, or null. */
  completedAt: z.string().nullable(),
  moduleTitle: z.string(),
  moduleCategory: z.string(),
  updatedAt: z.string(),
});
export type EducationProgress = z.infer<typeof educationProgressSchema>;
export const educationProgressListSchema = z.array(educationProgressSchema);
