import { z } from 'zod';
import { COURSE_WEEKS, courseWeek, WORKSHEET_ANSWER_MAX, worksheetStep } from './hot-flash-course-plan';

export * from './hot-flash-course-plan';

const weekNumber = z.number().int().min(1).max(COURSE_WEEKS.length);

/**
 * PUT /api/hot-flash-course/progress: where she is (week and step within it), whether she paused,
 * and whether she finished. Restarting is a PUT of week 1, step 0.
 */
export const courseProgressUpdateSchema = z
  .strictObject({ week: weekNumber, step: z.number().int().min(0), paused: z.boolean(), finished: z.boolean() })
  .superRefine((update, context) => {
    const week = courseWeek(update.week);
    if (week && update.step >= week.steps.length) {
      context.addIssue({ code: 'custom', path: ['step'], message: `Week ${update.week} has ${week.steps.length} steps` });
    }
  });
export type CourseProgressUpdate = z.infer<typeof courseProgressUpdateSchema>;

export const courseProgressSchema = z.object({
  week: z.number().int(),
  step: z.number().int(),
  paused: z.boolean(),
  finished: z.boolean(),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/**
 * POST /api/hot-flash-course/entries: a filled-in worksheet, or the weekly check (how much hot
 * flashes bothered her, 1-10, and about how many she had in the week). `entryId` is made by the
 * browser once per entry, so a retried POST stores it once.
 */
export const courseEntryRequestSchema = z.discriminatedUnion('kind', [
  z
    .strictObject({
      kind: z.literal('worksheet'),
      entryId: z.uuid(),
      week: weekNumber,
      stepId: z.string().max(64),
      answers: z.record(z.string().max(64), z.string().trim().max(WORKSHEET_ANSWER_MAX)),
    })
    .superRefine((entry, context) => {
      const step = worksheetStep(entry.week, entry.stepId);
      if (!step) {
        context.addIssue({ code: 'custom', path: ['stepId'], message: `Week ${entry.week} has no worksheet '${entry.stepId}'` });
        return;
      }
      const unknown = Object.keys(entry.answers).filter((field) => !step.fields!.includes(field));
      if (unknown.length)
        context.addIssue({ code: 'custom', path: ['answers'], message: `Unknown fields: ${unknown.join(', ')}` });
      if (!Object.values(entry.answers).some((answer) => answer.length > 0)) {
        context.addIssue({ code: 'custom', path: ['answers'], message: 'Fill in at least one answer' });
      }
    }),
  z.strictObject({
    kind: z.literal('check'),
    entryId: z.uuid(),
    week: weekNumber,
    problemRating: z.number().int().min(1).max(10),
    frequencyPerWeek: z.number().int().min(0).max(500),
  }),
]);
export type CourseEntryRequest = z.infer<typeof courseEntryRequestSchema>;

export const courseEntrySchema = z.union([
  z.object({
    id: z.string(),
    kind: z.literal('worksheet'),
    week: z.number().int(),
    stepId: z.string(),
    answers: z.record(z.string(), z.string()),
    savedAt: z.string(),
  }),
  z.object({
    id: z.string(),
    kind: z.literal('check'),
    week: z.number().int(),
    problemRating: z.number().int(),
    frequencyPerWeek: z.number().int(),
    savedAt: z.string(),
  }),
]);
export type CourseEntry = z.infer<typeof courseEntrySchema>;

/** GET /api/hot-flash-course: her place in the course (null before she starts) and her entries, oldest first. */
export const courseStateSchema = z.object({ progress: courseProgressSchema.nullable(), entries: z.array(courseEntrySchema) });
export type CourseState = z.infer<typeof courseStateSchema>;
