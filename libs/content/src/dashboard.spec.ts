import { DAILY_PROTOCOLS, dailyProtocolFor, localDateKey } from './dashboard';

describe('daily protocol rotation', () => {
  it('gives day 1 the first protocol and rotates by day of the month', () => {
    expect(dailyProtocolFor('2026-11-01')).toBe(DAILY_PROTOCOLS[0]);
    expect(dailyProtocolFor('2026-11-02')).toBe(DAILY_PROTOCOLS[1]);
    expect(dailyProtocolFor('2026-11-03')).toBe(DAILY_PROTOCOLS[2]);
    expect(dailyProtocolFor('2026-11-04')).toBe(DAILY_PROTOCOLS[0]);
    expect(dailyProtocolFor('2026-11-23')).toBe(DAILY_PROTOCOLS[22 % 3]);
    expect(dailyProtocolFor('2026-12-31')).toBe(DAILY_PROTOCOLS[30 % 3]);
  });

  it('refuses something that is not a date rather than guessing', () => {
    expect(() => dailyProtocolFor('2026-11-xx')).toThrow('Not a calendar date');
    expect(() => dailyProtocolFor('2026-11-00')).toThrow('Not a calendar date');
  });

  it('every protocol has exactly three steps and unique ids', () => {
    for (const protocol of DAILY_PROTOCOLS) expect(protocol.steps).toHaveLength(3);
    expect(new Set(DAILY_PROTOCOLS.map((protocol) => protocol.id)).size).toBe(DAILY_PROTOCOLS.length);
  });

  it('writes the calendar day the Date has where it is read (local time), zero-padded', () => {
    expect(localDateKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDateKey(new Date(2026, 10, 23, 0, 0))).toBe('2026-11-23');
  });
});
