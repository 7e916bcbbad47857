import { LIPEDEMA_CATEGORIES } from '@renewed/contracts/assessments/lipedema';
import { Button, Card, CardContent, CardHeader, Progress } from '@renewed/ui';
import { Link } from 'react-router-dom';
import { BackToAssessments, PrintButton, PrintedOn } from '../common/actions';
import { ViewHeading } from '../common/view-heading';
import {
  CATEGORY_NAMES,
  EDUCATIONAL_NOTE,
  LEVEL_DESCRIPTIONS,
  LIPEDEMA_MODULE_PATH,
  PREVALENCE_NOTE,
  QUESTIONNAIRE_LIMITS,
  SPECIALIST_CHECKS,
  SUPPORT_PLAN,
} from './lipedema-content';
import { groupSymptoms, signsHeadline, signsPercent, SYMPTOMS, weightedScoreText, type LipedemaResult } from './lipedema-flow';

/** Where 'Explore Support Resources' leads: the library's lipedema module, opened directly. */
export const SUPPORT_RESOURCES_PATH = LIPEDEMA_MODULE_PATH;

/**
 * The lipedema results, presented as how many signs were recognised: neutral colours, no risk
 * badge, the educational-only note on every result, and the questionnaire's limits
 * (docs/product.md, "Honest claims and results").
 */
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
          <h2 className="font-serif text-3xl font-semibold" data-testid="signs-recognised">
            {signsHeadline(result.total)}
          </h2>
          <Progress value={signsPercent(result.total)} label="Signs you recognised" />
          <p>{LEVEL_DESCRIPTIONS[result.level]}</p>
          <p className="text-sm text-muted-foreground" data-testid="weighted-score">
            {weightedScoreText(result.riskScore)}
          </p>
        </CardHeader>
      </Card>

      <div
        role="note"
        aria-labelledby="important-note-title"
        className="break-inside-avoid rounded-lg border-2 border-border bg-muted p-4"
      >
        <h2 id="important-note-title" className="text-xl font-semibold">
          Important Note
        </h2>
        <p>{EDUCATIONAL_NOTE}</p>
      </div>

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
            {result.total} of {SYMPTOMS.length} signs in total.
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
          <h2 className="font-serif text-2xl font-semibold">What a specialist would look at</h2>
        </CardHeader>
        <CardContent className="space-y-3">
          <ul className="list-disc space-y-2 pl-6">
            {SPECIALIST_CHECKS.map((check) => (
              <li key={check}>{check}</li>
            ))}
          </ul>
          <p>
            <Link to={LIPEDEMA_MODULE_PATH} className="font-medium text-primary underline underline-offset-4">
              Read &ldquo;Understanding Lipedema&rdquo; in the library
            </Link>{' '}
            to learn how it differs from weight gain and lymphedema, and what care can help.
          </p>
        </CardContent>
      </Card>

      <Card className="break-inside-avoid">
        <CardHeader>
          <h2 className="font-serif text-2xl font-semibold">The limits of this questionnaire</h2>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-6" data-testid="questionnaire-limits">
            {QUESTIONNAIRE_LIMITS.map((limit) => (
              <li key={limit}>{limit}</li>
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
