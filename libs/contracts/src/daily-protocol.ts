import { z } from 'zod';

/**
 * The dashboard's daily protocol checklist: three steps a visitor can tick, saved per session and
 * per local calendar day (docs/product.md, "Daily protocol").
 */
export const DAILY_PROTOCOL_STEP_COUNT = 3;

/** How far (in calendar days) the visitor's local date may be from the server's UTC date. */
export const DAILY_PROTOCOL_MAX_DAY_OFFSET = 2;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (no 2026-02-30, no 2026-13-01). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole days from `date` (YYYY-MM-DD) to the UTC calendar day of `now`; negative when `date` is later. */
export function daysBeforeToday(date: string, now: Date): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((today - Date.UTC(year, month - 1, day)) / 86_400_000);
}

/**
 * A visitor's local date can be a day ahead of or behind UTC (time zones span UTC-12 to UTC+14);
 * a day more of slack covers a clock that is slightly off. Anything further is not "today".
 */
export function isNearToday(date: string, now: Date, maxOffset = DAILY_PROTOCOL_MAX_DAY_OFFSET): boolean {
  return Math.abs(daysBeforeToday(date, now)) <= maxOffset;
}

/** The visitor's local calendar date, as the browser knows it. */
export const dailyProtocolDateSchema = z
  .string()
  .regex(ISO_DATE, 'Date must be a calendar date written YYYY-MM-DD, like 2026-11-23')
  .refine(isCalendarDate, 'Date must be a real calendar date, like 2026-11-23');

/** A step index as it arrives in a URL path: 0, 1 or 2, nothing else. */
export const dailyProtocolStepParamSchema = z
  .string()
  .regex(/^[0-2]$/, `Step must be a whole number from 0 to ${DAILY_PROTOCOL_STEP_COUNT - 1}`)
  .transform(Number);

const stepIndexSchema = z
  .number()
  .int()
  .min(0)
  .max(DAILY_PROTOCOL_STEP_COUNT - 1);

/** Path of GET /api/daily-protocol/{date}. */
export const dailyProtocolPathSchema = z.object({ date: dailyProtocolDateSchema });
export type DailyProtocolPath = z.infer<typeof dailyProtocolPathSchema>;

/** Path of PUT /api/daily-protocol/{date}/steps/{step}. */
export const dailyProtocolStepPathSchema = dailyProtocolPathSchema.extend({ step: dailyProtocolStepParamSchema });
export type DailyProtocolStepPath = z.output<typeof dailyProtocolStepPathSchema>;

/** Body of PUT /api/daily-protocol/{date}/steps/{step}: sets the step ticked or not (idempotent). */
export const dailyProtocolStepUpdateSchema = z.strictObject({
  done: z.boolean({ error: 'done must be true or false' }),
});
export type DailyProtocolStepUpdate = z.infer<typeof dailyProtocolStepUpdateSchema>;

/** One day's checklist for the session: the protocol of that day and the ticked steps, ascending. */
export const dailyProtocolDaySchema = z.object({
  date: z.string(),
  protocolId: z.string(),
  completedSteps: z.array(stepIndexSchema),
  totalSteps: z.literal(DAILY_PROTOCOL_STEP_COUNT),
});
export type DailyProtocolDay = z.infer<typeof dailyProtocolDaySchema>;
