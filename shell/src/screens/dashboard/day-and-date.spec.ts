import { dayAndDate } from './day-and-date';

describe("the dashboard's date line", () => {
  it('names the local weekday, the day and the month', () => {
    expect(dayAndDate(new Date(2026, 10, 26))).toBe('Thursday 26 November');
    expect(dayAndDate(new Date(2027, 0, 3, 23, 59))).toBe('Sunday 3 January');
  });

  it('reads as the browser would write it in British English, every day of a leap year', () => {
    for (let day = 1; day <= 366; day += 1) {
      const date = new Date(2028, 0, day);
      expect(dayAndDate(date)).toBe(date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' }));
    }
  });
});
