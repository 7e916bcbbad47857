import { z } from 'zod';
import { oneOf, UNKNOWN_FIELDS } from './schema-messages';
import { CHECK_IN_TYPES, FUTURE_TOLERANCE_MS, HOT_FLASH_TRIGGERS, NOTES_MAX_LENGTH, RELIEF_METHODS } from './symptom-options';
import { SYMPTOM_PAGE_DEFAULT, SYMPTOM_PAGE_MAX } from './symptom-paging';

export * from './symptom-options';

/** A 1-5 whole number, with one message a person can act on whatever is wrong with it. */
const oneToFive = (label: string) => {
  const error = `${label} must be a whole number from 1 to 5`;
  return z.number({ error }).int({ error }).min(1, { error }).max(5, { error });
};

const uniqueList = <T extends string>(values: readonly [T, ...T[]], label: string) =>
  z
    .array(z.enum(values, oneOf(label, values)), {
      error: `Choose ${label}s as a list (an empty list for none)`,
    })
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, `Each ${label} may be chosen once`);

/** An ISO date-time that is not in the future (beyond a small clock skew). */
export const pastTimestampSchema = z.iso
  // abort: a value that is not an ISO date-time gets that one message, not also "in the future".
  .datetime({ offset: true, abort: true, error: 'Time must be an ISO date-time, e.g. 2025-01-31T08:30:00Z' })
  .refine((value) => Date.parse(value) <= Date.now() + FUTURE_TOLERANCE_MS, 'Time cannot be in the future');

const notesSchema = z
  .string({ error: 'Notes must be text (an empty string for none)' })
  .max(NOTES_MAX_LENGTH, `Notes can be at most ${NOTES_MAX_LENGTH} characters`);

export const hotFlashLogSchema = z.strictObject(
  {
    symptomType: z.literal('hot_flash'),
    severity: oneToFive('Severity'),
    duration: z.union([z.literal(1), z.literal(3), z.literal(5), z.literal(10)], {
      error: 'Duration must be 1, 3, 5 or 10 minutes',
    }),
    triggers: uniqueList(HOT_FLASH_TRIGGERS as unknown as [string, ...string[]], 'trigger'),
    reliefMethods: uniqueList(RELIEF_METHODS as unknown as [string, ...string[]], 'relief method'),
    notes: notesSchema,
    timestamp: pastTimestampSchema,
  },
  UNKNOWN_FIELDS,
);

export const checkInLogSchema = z.strictObject(
  {
    symptomType: z.enum(CHECK_IN_TYPES),
    rating: oneToFive('Rating'),
    notes: notesSchema.optional(),
    timestamp: pastTimestampSchema,
  },
  UNKNOWN_FIELDS,
);

/** POST /api/symptoms/log body: a hot flash (spec payload) or a quick check-in. */
export const symptomLogRequestSchema = z.discriminatedUnion('symptomType', [hotFlashLogSchema, checkInLogSchema], {
  error: (issue) =>
    issue.code === 'invalid_union'
      ? `symptomType must be one of: hot_flash, ${CHECK_IN_TYPES.join(', ')}`
      : issue.code === 'invalid_type'
        ? 'A symptom log must be a JSON object'
        : undefined,
});
export type SymptomLogRequest = z.infer<typeof symptomLogRequestSchema>;
export type HotFlashLogRequest = z.infer<typeof hotFlashLogSchema>;

export const SYMPTOM_TYPES = ['hot_flash', ...CHECK_IN_TYPES] as const;
export type SymptomType = (typeof SYMPTOM_TYPES)[number];

/** A stored log as the API returns it. */
export const symptomLogSchema = z.object({
  id: z.string(),
  symptomType: z.enum(SYMPTOM_TYPES),
  severity: z.number().int().optional(),
  duration: z.number().int().optional(),
  triggers: z.array(z.string()).optional(),
  reliefMethods: z.array(z.string()).optional(),
  rating: z.number().int().optional(),
  notes: z.string(),
  timestamp: z.string(),
  createdAt: z.string(),
});
export type SymptomLog = z.infer<typeof symptomLogSchema>;

/** Paging: newest first; pass `nextCursor` back as `before` for the next page (symptom-paging.ts). */
export { SYMPTOM_PAGE_DEFAULT, SYMPTOM_PAGE_MAX };

export const symptomListQuerySchema = z.strictObject({
  type: z.enum(SYMPTOM_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(SYMPTOM_PAGE_MAX).default(SYMPTOM_PAGE_DEFAULT),
  before: z
    .string()
    .regex(/^[a-f0-9]{24}$/, 'before must be a cursor from a previous page')
    .optional(),
  /** Only logs that happened at or after this time (the tracking screen's 30/90-day views). */
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO date-time, e.g. 2025-01-31T00:00:00Z' }).optional(),
});
export type SymptomListQuery = z.infer<typeof symptomListQuerySchema>;

export const symptomLogPageSchema = z.object({ items: z.array(symptomLogSchema), nextCursor: z.string().nullable() });
export type SymptomLogPage = z.infer<typeof symptomLogPageSchema>;

/** DELETE /api/symptoms/{id} path: one of the session's own logs. */
export const symptomLogPathSchema = z.strictObject({
  id: z.string().regex(/^[a-f0-9]{24}$/, 'id must be the id of a log from your list'),
});
export type SymptomLogPath = z.infer<typeof symptomLogPathSchema>;
