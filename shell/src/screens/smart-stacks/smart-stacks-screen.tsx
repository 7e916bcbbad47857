import type { SmartStackDto } from '@renewed/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  LoadingMessage,
} from '@renewed/ui';
import { useState } from 'react';
import { SectionPage } from '../section-page';
import { symptomLabels } from './smart-stack-format';
import { useSmartStacks } from './use-smart-stacks';

function KeyValueList({ title, values }: { title: string; values?: Record<string, string> }) {
  if (!values || Object.keys(values).length === 0) return null;
  return (
    <div>
      <h3 className="mb-1 font-semibold">{title}</h3>
      <dl className="space-y-1">
        {Object.entries(values).map(([key, value]) => (
          <div key={key}>
            <dt className="inline font-medium">{key}: </dt>
            <dd className="inline text-muted-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ProtocolDetails({ stack }: { stack: SmartStackDto }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {stack.targetSymptoms.map((symptom) => (
          <Badge key={symptom} variant="secondary">
            {symptom.replace(/_/g, ' ')}
          </Badge>
        ))}
      </div>
      <div>
        <h3 className="mb-1 font-semibold">The protocol</h3>
        <ul className="list-disc space-y-1 pl-5">
          {stack.supplements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="mb-1 font-semibold">How to use it</h3>
        <p>{stack.instructions}</p>
      </div>
      <dl className="grid gap-2 sm:grid-cols-3">
        <div>
          <dt className="font-semibold">Timing</dt>
          <dd className="text-muted-foreground">{stack.timing}</dd>
        </div>
        <div>
          <dt className="font-semibold">Duration</dt>
          <dd className="text-muted-foreground">{stack.duration}</dd>
        </div>
        <div>
          <dt className="font-semibold">What to expect</dt>
          <dd className="text-muted-foreground">{stack.expectedTimeline}</dd>
        </div>
      </dl>
      <KeyValueList title="Core elements" values={stack.coreProducts} />
      <KeyValueList title="Additional supports" values={stack.additionalSupports} />
      <KeyValueList title="Fitting it into your day" values={stack.lifestyleIntegration} />
      <div className="rounded-md bg-accent p-3 text-accent-foreground">
        <h3 className="mb-1 font-semibold">What the evidence says</h3>
        <p>{stack.evidenceNote}</p>
      </div>
      {stack.references.length > 0 ? (
        <div>
          <h3 className="mb-1 font-semibold">Sources</h3>
          <ul className="space-y-1 text-sm text-muted-foreground">
            {stack.references.map((reference) => (
              <li key={reference.title}>
                {reference.title}. {reference.source}, {reference.year}.
                {reference.url ? (
                  <>
                    {' '}
                    <a href={reference.url} target="_blank" rel="noopener noreferrer" className="underline">
                      Read it
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export function SmartStacksScreen() {
  const { stacks, isLoading, usingFallback } = useSmartStacks();
  const [selected, setSelected] = useState<SmartStackDto | null>(null);

  return (
    <SectionPage
      title="Smart Stacks"
      intro="Evidence-honest protocols that pair everyday habits with the few supplements that have some research behind them. Always free. Talk to your clinician or pharmacist before adding anything new."
    >
      {isLoading ? <LoadingMessage /> : null}
      {usingFallback ? (
        <p role="status" className="rounded-md bg-muted p-3 text-muted-foreground">
          We couldn't reach the server, so these are the protocols saved in the app.
        </p>
      ) : null}
      {!isLoading && stacks.length === 0 ? <p className="text-muted-foreground">No protocols are available right now.</p> : null}
      <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-label="Protocols">
        {stacks.map((stack) => {
          const { labels, more } = symptomLabels(stack.targetSymptoms);
          return (
            <li key={stack.id}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <CardTitle>{stack.name}</CardTitle>
                  <CardDescription>{stack.description}</CardDescription>
                </CardHeader>
                <CardContent className="flex flex-wrap items-center gap-2">
                  {labels.map((label) => (
                    <Badge key={label} variant="secondary">
                      {label}
                    </Badge>
                  ))}
                  {more > 0 ? (
                    <Badge variant="outline" aria-label={`and ${more} more`}>
                      +{more}
                    </Badge>
                  ) : null}
                  {stack.difficulty ? (
                    <span className="ml-auto text-sm text-muted-foreground">Effort {stack.difficulty}/5</span>
                  ) : null}
                </CardContent>
                <CardFooter className="mt-auto">
                  <Button onClick={() => setSelected(stack)} aria-label={`View Protocol: ${stack.name}`}>
                    View Protocol
                  </Button>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
      <Dialog open={selected !== null} onOpenChange={(open) => !open && setSelected(null)}>
        {selected ? (
          <DialogContent className="max-w-2xl">
            <DialogHeader>
              <DialogTitle>{selected.name}</DialogTitle>
              <DialogDescription>{selected.description}</DialogDescription>
            </DialogHeader>
            <ProtocolDetails stack={selected} />
          </DialogContent>
        ) : null}
      </Dialog>
    </SectionPage>
  );
}
