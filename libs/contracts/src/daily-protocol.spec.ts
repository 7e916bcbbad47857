import {
  dailyProtocolDateSchema,
  dailyProtocolStepParamSchema,
  dailyProtocolStepUpdateSchema,
  daysBeforeToday,
  isCalendarDate,
  isNearToday,
} from './daily-protocol';

describe('daily protocol contract', () => {
  it('accepts real calendar dates only', () => {
    expect(['2026-11-23', '2024-02-29', '2026-12-31', '2027-01-01'].map(isCalendarDate)).toEqual([true, true, true, true]);
    expect(
      ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-11-00', '2026-11-5', '26-11-23', 'today', ''].map(
        isCalendarDate,
      ),
    ).toEqual(Array(9).fill(false));
    expect(dailyProtocolDateSchema.safeParse('2026-04-31').error?.issues[0]?.message).toBe(
      'Date must be a real calendar date, like 2026-11-23',
    );
    expect(dailyProtocolDateSchema.safeParse('2026/11/23').error?.issues[0]?.message).toBe(
      'Date must be a calendar date written YYYY-MM-DD, like 2026-11-23',
    );
  });

  it('counts whole calendar days to the UTC date of now, across month and year ends', () => {
    const lateEvening = new Date('2026-11-23T23:59:59.000Z');
    expect(daysBeforeToday('2026-11-23', lateEvening)).toBe(0);
    expect(daysBeforeToday('2026-11-22', lateEvening)).toBe(1);
    expect(daysBeforeToday('2026-11-25', lateEvening)).toBe(-2);
    expect(daysBeforeToday('2026-12-31', new Date('2027-01-01T00:00:00.000Z'))).toBe(1);
    expect(daysBeforeToday('2026-03-01', new Date('2026-02-28T12:00:00.000Z'))).toBe(-1);
  });

  it('treats a date within 2 days of the UTC date as today somewhere (time zones and a slightly wrong clock)', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    expect(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'].map((date) => isNearToday(date, now))).toEqual(
      Array(5).fill(true),
    );
    expect(['2026-11-20', '2026-11-26', '2025-11-23'].map((date) => isNearToday(date, now))).toEqual([false, false, false]);
  });

  it('reads a step from a URL path as 0, 1 or 2 and nothing else', () => {
    expect(['0', '1', '2'].map((step) => dailyProtocolStepParamSchema.parse(step))).toEqual([0, 1, 2]);
    for (const step of ['3', '-1', '01', '1.0', '1e0', 'x', ''])
      expect(dailyProtocolStepParamSchema.safeParse(step).success).toBe(false);
  });

  it('takes a body of exactly { done: boolean }', () => {
    expect(dailyProtocolStepUpdateSchema.parse({ done: false })).toEqual({ done: false });
    for (const body of [{}, { done: 'true' }, { done: 1 }, { done: true, extra: 1 }, null]) {
      expect(dailyProtocolStepUpdateSchema.safeParse(body).success).toBe(false);
    }
    expect(dailyProtocolStepUpdateSchema.safeParse({ done: 'yes' }).error?.issues[0]?.message).toBe('done must be true or false');
  });
});
