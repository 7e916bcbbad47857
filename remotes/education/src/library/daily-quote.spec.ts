import { DAILY_QUOTES } from '@renewed/content';
import { randomQuote } from './daily-quote';

describe('daily quote', () => {
  it('picks from all 32 quotes, first to last', () => {
    expect(DAILY_QUOTES).toHaveLength(32);
    expect(randomQuote(DAILY_QUOTES, () => 0)).toBe(DAILY_QUOTES[0]);
    expect(randomQuote(DAILY_QUOTES, () => 0.5)).toBe(DAILY_QUOTES[16]);
    expect(randomQuote(DAILY_QUOTES, () => 0.999999)).toBe(DAILY_QUOTES[31]);
    expect(randomQuote([], () => 0.5)).toBeUndefined();
  });
});
