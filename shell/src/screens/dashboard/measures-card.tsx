import { PAGE_PATHS } from '@renewed/contracts/page-paths';
import type { MrsHistory } from '@renewed/contracts';
import { apiUrl } from '@renewed/contracts/api-paths';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@renewed/ui';
import { apiGet } from '@renewed/web-kit';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

const longDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'long', day: 'numeric', year: 'numeric' });

/** The Menopause Rating Scale on the dashboard: when she last took it, and a link to take it (again). */
export function MeasuresCard() {
  const history = useQuery({ queryKey: [apiUrl('mrsAssessments')], queryFn: () => apiGet<MrsHistory>(apiUrl('mrsAssessments')) });
  const latest = history.data?.[history.data.length - 1];
  return (
    <Card data-testid="measures-card">
      <CardHeader>
        <CardTitle>Menopause Rating Scale</CardTitle>
        <CardDescription>Rate 11 common symptoms in about five minutes, and repeat it to see how they change.</CardDescription>
      </CardHeader>
      <CardContent>
        <p>
          {latest
            ? `Last taken ${longDate(latest.submittedAt)}: total ${latest.scores.total} of 44.`
            : history.isLoading
              ? 'Checking your past scores...'
              : 'Not taken yet.'}
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild variant="secondary">
          <Link to={PAGE_PATHS.menopauseRatingScale}>{latest ? 'Take the MRS again' : 'Take the MRS'}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
