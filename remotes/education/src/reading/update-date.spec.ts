import { formatUpdateDate } from './update-date';

describe('formatUpdateDate', () => {
  it('writes the review day in words, the same day whatever the time zone', () => {
    expect(formatUpdateDate('2026-11-23')).toBe('November 23, 2026');
    expect(formatUpdateDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatUpdateDate('2024-12-31')).toBe('December 31, 2024');
  });

  it('gives nothing for a value that is not a real YYYY-MM-DD day', () => {
    for (const value of ['', '2026-13-01', '2026-02-30', '23/11/2026', '2026-11-23T10:00:00Z', 'soon'])
      expect({ value, formatted: formatUpdateDate(value) }).toEqual({ value, formatted: null });
  });
});
