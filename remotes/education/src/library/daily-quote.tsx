import { DAILY_QUOTES, type DailyQuote } from '@renewed/content';
import { useState } from 'react';

export function randomQuote(quotes: readonly DailyQuote[], random: () => number = Math.random): DailyQuote | undefined {
  if (quotes.length === 0) return undefined;
  return quotes[Math.min(quotes.length - 1, Math.floor(random() * quotes.length))];
}

/** The library's footer: one of the 32 daily quotes, chosen at random when the page opens. */
export function DailyQuoteFooter() {
  const [quote] = useState(() => randomQuote(DAILY_QUOTES));
  if (!quote) return null;
  return (
    <footer className="rounded-lg border border-border bg-secondary p-6 text-center text-secondary-foreground">
      <figure className="mx-auto max-w-2xl space-y-2">
        <figcaption className="text-base font-semibold uppercase tracking-wide">Daily wisdom</figcaption>
        <blockquote className="font-serif text-xl italic">
          <p>“{quote.text}”</p>
        </blockquote>
      </figure>
    </footer>
  );
}
