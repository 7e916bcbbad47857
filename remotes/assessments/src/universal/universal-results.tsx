import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import { Badge, Button, Card, CardContent, CardHeader, Progress } from '@renewed/ui';
import type { ScoreLevel } from '@renewed/contracts/assessments/universal-scoring';
import { SCORE_LEVEL_MESSAGES, scoreLevel } from '@renewed/contracts/assessments/universal-scoring';
import { Link } from 'react-router-dom';
import { BackToAssessments, PrintButton, PrintedOn } from '../common/actions';
import { ViewHeading } from '../common/view-heading';
import { categoryResults, previewList, stageName, symptomLabels } from './result-summary';
import type { UniversalResult } from './universal-flow';

const LEVEL_BADGES: Readonly<Record<ScoreLevel, 'success' | 'secondary' | 'accent' | 'warning'>> = {
  Optimal: 'success',
  Good: 'secondary',
  Moderate: 'accent',
  'Needs Focus': 'warning',
};

type Props = { result: UniversalResult; onBack: () => void; onRetake: () => void; autoFocus: boolean };

/** The universal results: overall and category scores, perimenopause stage and symptoms. */
export function UniversalResults({ result, onBack, onRetake, autoFocus }: Props) {
  const { scores } = result;
  const overallLevel = scoreLevel(scores.overall);
  const peri = scores.perimenopause;
  const symptoms = symptomLabels(peri.symptoms);
  const preview = previewList(symptoms);

  return (
    <section aria-labelledby="universal-results-title" className="mx-auto max-w-4xl space-y-6 print:space-y-3">
      <BackToAssessments onBack={onBack} />
      <ViewHeading id="universal-results-title" autoFocus={autoFocus}>
        Your Health Assessment Results
      </ViewHeading>
      <PrintedOn title="Universal Health Assessment" completedAt={result.completedAt} />
      <p className="text-lg text-muted-foreground print:hidden">
        A snapshot of how things are for you now, to reflect on and to share with a clinician if you wish. It is educational, not
        a diagnosis.
      </p>

      <Card className="break-inside-avoid">
        <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="font-serif text-2xl font-semibold">Overall score</h2>
            <p className="text-muted-foreground">{SCORE_LEVEL_MESSAGES[overallLevel]}</p>
          </div>
          <p className="flex items-baseline gap-3">
            <span className="font-serif text-5xl font-bold" data-testid="overall-score">
              {scores.overall}
            </span>
            <span className="text-muted-foreground">out of 100</span>
            <Badge variant={LEVEL_BADGES[overallLevel]}>{overallLevel}</Badge>
          </p>
        </CardHeader>
      </Card>

      <section aria-labelledby="category-scores-title" className="space-y-3">
        <h2 id="category-scores-title" className="font-serif text-2xl font-semibold">
          Your five areas
        </h2>
        <ul className="grid gap-4 md:grid-cols-2 print:grid-cols-3 print:gap-2">
          {categoryResults(scores).map((item) => (
            <li key={item.category} aria-labelledby={`category-${item.category}`} className="break-inside-avoid">
              <Card className="h-full">
                <CardContent className="space-y-3 pt-5">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 id={`category-${item.category}`} className="text-xl font-semibold">
                      {item.name}
                    </h3>
                    <Badge variant={LEVEL_BADGES[item.level]}>{item.level}</Badge>
                  </div>
                  <p>
                    <span className="text-3xl font-bold" data-testid={`score-${item.category}`}>
                      {item.score}
                    </span>
                    <span className="text-muted-foreground"> / 100</span>
                  </p>
                  <Progress value={item.score} label={`${item.name} score`} />
                  <p className="text-muted-foreground">{item.message}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <Card className="break-inside-avoid">
        <CardHeader>
          <h2 className="font-serif text-2xl font-semibold">Perimenopause</h2>
        </CardHeader>
        <CardContent className="space-y-4">
          <div>
            <p className="text-muted-foreground">Stage</p>
            <p className="text-xl font-semibold" data-testid="peri-stage">
              {stageName(peri.stage)}
            </p>
            <p className="mt-1">{peri.stageDescription}</p>
          </div>
          <div>
            <p className="text-muted-foreground">Symptoms you noted</p>
            <p className="text-xl font-semibold" data-testid="symptom-count">
              {peri.symptomCount} {peri.symptomCount === 1 ? 'symptom' : 'symptoms'}
            </p>
            {preview.shown.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-2 print:hidden" aria-label="Symptoms">
                {preview.shown.map((label) => (
                  <li key={label}>
                    <Badge variant="outline">{label}</Badge>
                  </li>
                ))}
                {preview.more > 0 ? (
                  <li>
                    <Badge variant="secondary">+{preview.more} more</Badge>
                  </li>
                ) : null}
              </ul>
            ) : null}
            {symptoms.length > 0 ? <p className="mt-2 hidden print:block">{symptoms.join(', ')}</p> : null}
          </div>
          {peri.needsSupport ? (
            <p className="rounded-md bg-accent p-4 text-accent-foreground">
              You noted more than three symptoms. Many women find it helps to talk them through with a clinician who is confident
              with menopause care: effective options exist, and you deserve support.
            </p>
          ) : null}
        </CardContent>
      </Card>

      <div className="flex flex-wrap gap-3 print:hidden">
        <Button asChild>
          <Link to={PAGE_PATHS.education}>Explore Education Modules</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={PAGE_PATHS.tracking}>Continue to Other Assessments</Link>
        </Button>
        <PrintButton />
        <Button variant="outline" onClick={onRetake}>
          Retake Assessment
        </Button>
      </div>
    </section>
  );
}
