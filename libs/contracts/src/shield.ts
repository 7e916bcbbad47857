import { z } from 'zod';
import { MANTRA_MAX_LENGTH, MOOD_STATES, PROTECTION_LEVELS, type MoodState, type ProtectionLevel } from './shield-options';
import { oneOf, UNKNOWN_FIELDS } from './schema-messages';
import { NOTES_MAX_LENGTH } from './symptom-options';
import { pastTimestampSchema } from './symptoms';

export * from './shield-options';

const PROTECTION_LEVEL_VALUES = PROTECTION_LEVELS.map((level) => level.value) as [ProtectionLevel, ...ProtectionLevel[]];
const MOOD_STATE_VALUES = MOOD_STATES.map((mood) => mood.value) as [MoodState, ...MoodState[]];

export const shieldApplicationRequestSchema = z.strictObject(
  {
    protectionLevel: z.enum(PROTECTION_LEVEL_VALUES, oneOf('protection level', PROTECTION_LEVEL_VALUES)),
    moodState: z.enum(MOOD_STATE_VALUES, oneOf('mood', MOOD_STATE_VALUES)),
    /** Empty means the stock phrase. */
    dailyMantra: z.string().max(MANTRA_MAX_LENGTH, `The mantra can be at most ${MANTRA_MAX_LENGTH} characters`),
    applicationNotes: z.string().max(NOTES_MAX_LENGTH, `Notes can be at most ${NOTES_MAX_LENGTH} characters`).nullable(),
    appliedAt: pastTimestampSchema,
  },
  UNKNOWN_FIELDS,
);
export type ShieldApplicationRequest = z.infer<typeof shieldApplicationRequestSchema>;

export const shieldApplicationSchema = z.object({
  id: z.string(),
  protectionLevel: z.string(),
  moodState: z.string(),
  dailyMantra: z.string(),
  applicationNotes: z.string().nullable(),
  appliedAt: z.string(),
  createdAt: z.string(),
});
export type ShieldApplication = z.infer<typeof shieldApplicationSchema>;

export const shieldListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z
    .string()
    .regex(/^[a-f0-9]{24}$/, 'before must be a cursor from a previous page')
    .optional(),
});
export type ShieldListQuery = z.infer<typeof shieldListQuerySchema>;

export const shieldApplicationPageSchema = z.object({
  items: z.array(shieldApplicationSchema),
  nextCursor: z.string().nullable(),
});
export type ShieldApplicationPage = z.infer<typeof shieldApplicationPageSchema>;
