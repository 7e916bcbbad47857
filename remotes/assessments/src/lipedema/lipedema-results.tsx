import { LIPEDEMA_CATEGORIES } from '@renewed/contracts/assessments/lipedema';
import { Badge, Button, Card, CardContent, CardHeader, Progress } from '@renewed/ui';
import { Link } from 'react-router-dom';
import { BackToAssessments, PrintButton, PrintedOn } from '../common/actions';
import { ViewHeading } from '../common/view-heading';
import { CATEGORY_NAMES, LEVEL_BADGES, LEVEL_DESCRIPTIONS, PREVALENCE_NOTE, SUPPORT_PLAN } from './lipedema-content';
import { groupSymptoms, showImportantNote, SYMPTOMS, type LipedemaResult } from './lipedema-flow';

/** Where 'Explore Support Resources' leads: the education library, filtered to its lipedema module. */
export const SUPPORT_RESOURCES_PATH = '/education?search=Lipedema';

type Props = { result: LipedemaResult; onBack: () => void; onAgain: () => void; autoFocus: boolean };

export function LipedemaResults({ result, onBack, onAgain, autoFocus }: Props) {
  const chosen = SYMPTOMS.filter((symptom) => result.selected.includes(symptom.id));
  return (
    <section aria-labelledby="lipedema-results-title" className="mx-auto max-w-4xl space-y-6 print:space-y-3">
      <BackToAssessments onBack={onBack} />
      <ViewHeading id="lipedema-results-title" autoFocus={autoFocus}>
        Your Lipedema Recognition Results
      </ViewHeading>
      <PrintedOn title="Lipedema Recognition Assessment" completedAt={result.completedAt} />

      <Card className="break-inside-avoid">
        <CardHeader className="gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-serif text-2xl font-semibold">Risk level</h2>
            <Badge variant={LEVEL_BADGES[result.level]} className="px-4 py-1 text-base" data-testid="risk-level">
              {result.level} Risk
            </Badge>
          </div>
          <p className="flex items-baseline gap-2">
            <span className="font-serif text-5xl font-bold" data-testid="risk-score">
              {result.riskScore}
            </span>
            <span className="text-muted-foreground">out of 100</span>
          </p>
          <Progress value={result.riskScore} label="Risk score" />
          <p>{LEVEL_DESCRIPTIONS[result.level]}</p>
        </CardHeader>
      </Card>

      {showImportantNote(result.riskScore) ? (
        <div
          role="note"
          aria-labelledby="important-note-title"
          className="break-inside-avoid rounded-lg border-2 border-warning p-4"
        >
          <h2 id="important-note-title" className="text-xl font-semibold">
            Important Note
          </h2>
          <p>
            These results are educational only and cannot diagnose lipedema. Please consult a healthcare provider, ideally one
            experienced with lipedema, who can examine you and discuss what you have noticed.
          </p>
        </div>
      ) : null}

      <Card className="break-inside-avoid">
        <CardHeader>
          <h2 className="font-serif text-2xl font-semibold">What you recognised</h2>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul className="grid gap-3 sm:grid-cols-3">
            {LIPEDEMA_CATEGORIES.map((category) => (
              <li key={category} className="rounded-md bg-muted p-4" data-testid={`count-${category}`}>
                <p className="text-muted-foreground">{CATEGORY_NAMES[category]}</p>
                <p className="text-2xl font-bold">
                  {result.categories[category]} of {groupSymptoms(category, []).symptoms.length}
                </p>
              </li>
            ))}
          </ul>
          <p>
            {result.total} of {SYMPTOMS.length} statements in total.
          </p>
          <ul className="hidden list-disc pl-6 print:block">
            {chosen.map((symptom) => (
              <li key={symptom.id}>{symptom.label}</li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card className="break-inside-avoid">
        <CardHeader>
          <h2 className="font-serif text-2xl font-semibold">Your support plan</h2>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-6">
            {SUPPORT_PLAN[result.level].map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <aside
        aria-label="How common lipedema is"
        className="break-inside-avoid rounded-lg bg-secondary p-4 text-secondary-foreground"
      >
        <p>{PREVALENCE_NOTE}</p>
        <p className="mt-2">
          Sources: NHS, &ldquo;Lipoedema&rdquo;; Herbst KL et al., Phlebology 2021 (standard of care for lipedema).
        </p>
      </aside>

      <div className="flex flex-wrap gap-3 print:hidden">
        <Button asChild>
          <Link to={SUPPORT_RESOURCES_PATH}>Explore Support Resources</Link>
        </Button>
        <PrintButton />
        <Button variant="outline" onClick={onAgain}>
          Take Assessment Again
        </Button>
      </div>
    </section>
  );
}
