import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import { Badge, Button, Card, CardContent, CardFooter, CardHeader } from '@renewed/ui';
import { Link } from 'react-router-dom';
import { ViewHeading } from '../common/view-heading';
import { ASSESSMENT_CARDS, type AssessmentId } from './hub-state';

type Props = { completed: readonly AssessmentId[]; onOpen: (id: AssessmentId) => void; autoFocus: boolean };

/** The hub's selection view: both assessments with their time and benefits. */
export function SelectionView({ completed, onOpen, autoFocus }: Props) {
  return (
    <section aria-labelledby="assessments-title" className="space-y-8">
      <div className="space-y-3">
        <ViewHeading id="assessments-title" autoFocus={autoFocus}>
          Health Assessments
        </ViewHeading>
        <p className="max-w-3xl text-lg text-muted-foreground">
          Short questionnaires to help you reflect on how you are and prepare for a conversation with your clinician. They are
          educational, not a diagnosis, and your answers stay tied only to this browser&rsquo;s anonymous session.
        </p>
      </div>
      <ul className="grid gap-6 md:grid-cols-2">
        {ASSESSMENT_CARDS.map((card) => {
          const done = completed.includes(card.id);
          const titleId = `card-${card.id}-title`;
          return (
            <li key={card.id}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary">{card.duration}</Badge>
                    {done ? (
                      <Badge variant="success">
                        <span aria-hidden="true">✓</span> Completed
                      </Badge>
                    ) : null}
                  </div>
                  <h2 id={titleId} className="font-serif text-2xl font-semibold leading-tight">
                    {card.title}
                  </h2>
                  <p className="text-muted-foreground">{card.summary}</p>
                </CardHeader>
                <CardContent className="flex-1">
                  <h3 className="mb-2 font-semibold">What you get</h3>
                  <ul className="space-y-2">
                    {card.benefits.map((benefit) => (
                      <li key={benefit} className="flex gap-2">
                        <span aria-hidden="true" className="text-primary">
                          ✦
                        </span>
                        <span>{benefit}</span>
                      </li>
                    ))}
                  </ul>
                </CardContent>
                <CardFooter>
                  <Button className="w-full sm:w-auto" onClick={() => onOpen(card.id)} aria-describedby={titleId}>
                    {done ? 'Review Results' : 'Begin Assessment'}
                  </Button>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-6 md:grid-cols-2">
        <Card data-testid="mrs-card" className="flex h-full flex-col">
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">About 5 minutes</Badge>
              <Badge variant="secondary">Repeatable</Badge>
            </div>
            <h2 className="font-serif text-2xl font-semibold leading-tight">Menopause Rating Scale</h2>
            <p className="text-muted-foreground">
              A published, widely used scale (Heinemann and colleagues): rate 11 symptoms, see your scores in body, mind and mood,
              and bladder and vaginal health, and take it again to watch them change.
            </p>
          </CardHeader>
          <CardFooter className="mt-auto">
            <Button asChild className="w-full sm:w-auto">
              <Link to={PAGE_PATHS.menopauseRatingScale}>Open the Menopause Rating Scale</Link>
            </Button>
          </CardFooter>
        </Card>
        <Card data-testid="course-card" className="flex h-full flex-col">
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">4 weeks</Badge>
              <Badge variant="secondary">Self-guided</Badge>
            </div>
            <h2 className="font-serif text-2xl font-semibold leading-tight">Hot Flash Course</h2>
            <p className="text-muted-foreground">
              A four-week self-help course based on CBT for hot flashes and night sweats, with worksheets and a weekly check of
              how much they bother you.
            </p>
          </CardHeader>
          <CardFooter className="mt-auto">
            <Button asChild className="w-full sm:w-auto">
              <Link to={PAGE_PATHS.hotFlashCourse}>Open the Hot Flash Course</Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
    </section>
  );
}
