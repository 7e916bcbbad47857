import { dailyProtocolFor } from '@renewed/content';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn, Progress, Skeleton } from '@renewed/ui';
import type { DailyProtocolDay } from '@renewed/contracts';
import { useState } from 'react';
import { completionText, dailyCompletion, withStep } from './daily-completion';
import { useDailyProtocolDay, useSetDailyProtocolStep } from './use-daily-protocol';

/**
 * Today's protocol with three real checkboxes. Ticks are saved for this browser's anonymous session
 * and this local date, so the completion shown is the visitor's own (docs/product.md, "Daily protocol").
 */
export function DailyProtocolCard({ date, className }: { date: string; className?: string }) {
  const protocol = dailyProtocolFor(date);
  const day = useDailyProtocolDay(date);
  const setStep = useSetDailyProtocolStep(date);
  // The query cache notifies on a later tick, so a controlled checkbox would spring back for a moment
  // after a click. This local copy shows the click at once and gives way as soon as the cache changes.
  const [clicked, setClicked] = useState<{ base: DailyProtocolDay | undefined; steps: number[] } | null>(null);
  const completed = clicked && clicked.base === day.data ? clicked.steps : (day.data?.completedSteps ?? []);
  const completion = dailyCompletion(completed, protocol.steps.length);

  return (
    <Card className={className}>
      <CardHeader>
        <CardDescription>Today's protocol</CardDescription>
        <CardTitle>{protocol.name}</CardTitle>
        <p className="text-muted-foreground">{protocol.summary}</p>
      </CardHeader>
      <CardContent className="space-y-3">
        <fieldset aria-describedby="daily-protocol-hint">
          <legend className="sr-only">Tick the steps you have done today</legend>
          <p id="daily-protocol-hint" className="mb-2 text-sm text-muted-foreground">
            Tick a step when you have done it. Ticks are saved for today in this browser only.
          </p>
          <ol className="space-y-2">
            {protocol.steps.map((step, index) => (
              <li key={step}>
                <label
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border bg-background px-3 py-2',
                    'hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:checked]:text-secondary-foreground',
                    'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
                    'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70',
                  )}
                >
                  <input
                    type="checkbox"
                    checked={completed.includes(index)}
                    disabled={!day.isSuccess}
                    onChange={(event) => {
                      const done = event.target.checked;
                      setClicked({ base: day.data, steps: withStep(completed, index, done) });
                      setStep({ step: index, done, label: step });
                    }}
                    className="h-5 w-5 shrink-0 accent-primary focus-visible:outline-none"
                  />
                  <span>{step}</span>
                </label>
              </li>
            ))}
          </ol>
        </fieldset>
        {day.isPending ? (
          <div className="space-y-2" role="status" aria-label="Loading your ticks for today">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-2.5 w-full" />
          </div>
        ) : day.isError ? (
          <div role="alert" className="space-y-2 rounded-md border border-border bg-muted p-3">
            <p>We couldn't load today's ticks, so the boxes are locked for now. {day.error.message}</p>
            <Button variant="outline" onClick={() => void day.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="space-y-1">
            <p className="text-sm text-muted-foreground" data-testid="daily-completion" aria-live="polite">
              {completionText(completion)}
            </p>
            <Progress value={completion.percent} label="Daily protocol completion" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
