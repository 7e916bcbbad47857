import { dailyProtocolFor } from '@renewed/content';
import { DAILY_PROTOCOL_MAX_DAY_OFFSET, DAILY_PROTOCOL_STEP_COUNT, isNearToday, type DailyProtocolDay } from '@renewed/contracts';
import { DomainException } from '../../common/domain-exception';

/**
 * The date in the path is the visitor's local calendar day. It must be "today" somewhere on Earth,
 * give or take a slightly wrong clock: within 2 days of the server's UTC date. Older or future days
 * are refused, so the checklist stays a record of days as they were lived (docs/product.md, "Daily protocol").
 */
export function requireNearToday(date: string, now: Date): void {
  if (!isNearToday(date, now)) {
    throw new DomainException(
      'VALIDATION_FAILED',
      `Date ${date} is too far from today: the daily protocol can be read and ticked only within ${DAILY_PROTOCOL_MAX_DAY_OFFSET} days of today`,
    );
  }
}

/** The day as the API returns it: the protocol of that date and its ticked steps. */
export function toDailyProtocolDay(date: string, completedSteps: number[]): DailyProtocolDay {
  return { date, protocolId: dailyProtocolFor(date).id, completedSteps, totalSteps: DAILY_PROTOCOL_STEP_COUNT };
}
