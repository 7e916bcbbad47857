import {
  EVIDENCE_LABELS,
  INGREDIENTS_TO_AVOID,
  LABEL_READING_TIPS,
  PRODUCT_CRITERIA,
  SCORE_BANDS,
  ingredientSpeechParts,
  productScore,
  scoreBand,
  type EvidenceStrength,
  type IngredientToAvoid,
  type ScoreBand,
} from '@renewed/content';
import { Badge, Card, CardContent, CardHeader, CardTitle, ListenControl } from '@renewed/ui';
import { useId, useState } from 'react';
import { useSiteConfig } from '../../site/site-config';
import { SectionPage } from '../section-page';
import { ExternalButtonLink, ExternalLink } from '../static-pages/external-link';
import { PageTabs } from '../static-pages/page-tabs';

const EVIDENCE_VARIANT: Record<EvidenceStrength, 'success' | 'warning' | 'outline'> = {
  strong: 'success',
  moderate: 'warning',
  limited: 'outline',
};

const BAND_STYLE: Record<ScoreBand['id'], string> = {
  green: 'bg-success text-success-foreground',
  amber: 'bg-warning text-warning-foreground',
  red: 'bg-destructive text-destructive-foreground',
};

function IngredientCard({ ingredient }: { ingredient: IngredientToAvoid }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <CardTitle>{ingredient.name}</CardTitle>
        <Badge variant={EVIDENCE_VARIANT[ingredient.evidence]} className="self-start">
          {EVIDENCE_LABELS[ingredient.evidence]}
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <dl className="space-y-3">
          <div>
            <dt className="font-semibold">Where it is found</dt>
            <dd>{ingredient.found}</dd>
          </div>
          <div>
            <dt className="font-semibold">On the label</dt>
            <dd className="break-words">{ingredient.labelNames.join(', ')}</dd>
          </div>
          <div>
            <dt className="font-semibold">The concern</dt>
            <dd>{ingredient.concern}</dd>
          </div>
          <div>
            <dt className="font-semibold">How strong is the evidence?</dt>
            <dd>{ingredient.evidenceNote}</dd>
          </div>
          <div>
            <dt className="font-semibold">Alternatives</dt>
            <dd>
              <ul className="list-disc pl-5">
                {ingredient.alternatives.map((alternative) => (
                  <li key={alternative}>{alternative}</li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        <div>
          <h3 className="font-semibold">Sources</h3>
          <ul className="space-y-1 text-sm">
            {ingredient.sources.map((source) => (
              <li key={source.url}>
                <ExternalLink href={source.url}>{source.title}</ExternalLink>
                <span className="text-muted-foreground">
                  {' '}
                  {source.publisher}
                  {source.year ? `, ${source.year}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-auto">
          <ListenControl parts={ingredientSpeechParts(ingredient)} label={`Listen to ${ingredient.name}`} listenText="Listen" />
        </div>
      </CardContent>
    </Card>
  );
}

function BandsLegend() {
  return (
    <section aria-labelledby="bands-title" className="space-y-2">
      <h3 id="bands-title" className="font-semibold">
        Score bands (our checklist)
      </h3>
      <ul className="flex flex-wrap gap-2">
        {SCORE_BANDS.map((band) => (
          <li key={band.id} className={`rounded-md px-3 py-2 ${BAND_STYLE[band.id]}`}>
            <span className="font-semibold">
              {band.min}-{band.max}: {band.label}
            </span>{' '}
            <span>{band.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductChecker() {
  const [answers, setAnswers] = useState<ReadonlySet<string>>(new Set());
  const idPrefix = useId();
  const score = productScore(answers);
  const band = scoreBand(score);
  const toggle = (id: string, checked: boolean) => {
    setAnswers((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  return (
    <div className="space-y-4">
      <p className="max-w-3xl">
        Product formulas change often, and we do not test products, so we do not rank brands. Instead, check any product or brand
        you use against our own checklist. The points reflect how strong the evidence is for each concern. Your answers stay on
        this page and are not saved or sent anywhere.
      </p>
      <fieldset className="space-y-2 rounded-lg border border-border p-4">
        <legend className="px-1 font-semibold">Check a product</legend>
        {PRODUCT_CRITERIA.map((criterion) => {
          const id = `${idPrefix}-${criterion.id}`;
          return (
            <div key={criterion.id} className="flex items-start gap-3">
              <input
                id={id}
                type="checkbox"
                className="mt-1 h-6 w-6 shrink-0 accent-primary"
                checked={answers.has(criterion.id)}
                onChange={(event) => toggle(criterion.id, event.target.checked)}
              />
              <label htmlFor={id} className="cursor-pointer">
                <span className="font-medium">{criterion.question}</span>{' '}
                <span className="text-sm text-muted-foreground">
                  ({criterion.points} points) {criterion.why}
                </span>
              </label>
            </div>
          );
        })}
      </fieldset>
      <p
        role="status"
        aria-live="polite"
        className={`inline-block rounded-md px-4 py-2 text-lg font-semibold ${BAND_STYLE[band.id]}`}
      >
        Score {score} of 100: {band.label}
      </p>
      <BandsLegend />
    </div>
  );
}

function ScanningTab() {
  const { scannerUrl } = useSiteConfig();
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">How to read a label</h3>
      <ul className="max-w-3xl list-disc space-y-1 pl-5">
        {LABEL_READING_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <h3 className="font-semibold">Scan with an app</h3>
      {scannerUrl ? (
        <div className="space-y-2">
          <p className="max-w-3xl">
            An ingredient-scanner app can read a barcode and show what is inside. Its scores are its own, based on its own rules,
            and can change over time; they are not the same as our checklist.
          </p>
          <ExternalButtonLink href={scannerUrl}>Open the ingredient scanner</ExternalButtonLink>
        </div>
      ) : (
        <p role="note" className="rounded-md bg-muted p-3 text-muted-foreground">
          The ingredient scanner site is not set up on this server. You can still use the label tips above and the checklist in
          the Clean Brands tab.
        </p>
      )}
    </div>
  );
}

export function CleanIngredientsScreen() {
  return (
    <SectionPage
      title="Clean Beauty Guide"
      intro="Ingredients some people choose to avoid, what the evidence really says about each, and a simple way to check your own products. Skin often gets drier and more sensitive around menopause, so gentle, simple products can help."
    >
      <PageTabs
        label="Clean beauty guide sections"
        tabs={[
          {
            value: 'avoid',
            label: 'Ingredients to Avoid',
            content: (
              <div className="space-y-4">
                <p className="max-w-3xl text-muted-foreground">
                  Many claims about “hormone-disrupting” cosmetics rest on lab or animal studies. We say how strong the evidence
                  is for each one, so you can decide what matters to you.
                </p>
                <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" aria-label="Ingredients to avoid">
                  {INGREDIENTS_TO_AVOID.map((ingredient) => (
                    <li key={ingredient.id}>
                      <IngredientCard ingredient={ingredient} />
                    </li>
                  ))}
                </ul>
              </div>
            ),
          },
          { value: 'brands', label: 'Clean Brands', content: <ProductChecker /> },
          { value: 'scanning', label: 'Ingredient Scanning', content: <ScanningTab /> },
        ]}
      />
    </SectionPage>
  );
}
