import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ErrorCard, Skeleton } from '@renewed/ui';
import { toast } from '@renewed/web-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SectionPage } from '../section-page';
import { DeleteDataDialogs } from './delete-data-dialogs';
import { clearDeviceData } from '../../offline/clear-device';
import { clearLocalData } from './local-data';
import { useDeleteAllData, useExportData, usePrivacyDashboard } from './use-privacy';

/** How many kinds of record the server lists today (one row each): the loading state's height. */
const CATEGORY_ROWS = 9;

function StoredData() {
  const dashboard = usePrivacyDashboard();
  if (dashboard.isLoading) {
    return (
      // Laid out like the answer (a line, a row per category, a line), so the cards below do not
      // jump when it arrives (Lighthouse counted a layout shift of 0.16 on a phone).
      <div className="space-y-3" data-testid="privacy-loading">
        <p role="status" className="sr-only">
          Loading what is stored...
        </p>
        <Skeleton className="h-6 w-2/3" />
        <ul className="divide-y divide-border" aria-hidden="true">
          {Array.from({ length: CATEGORY_ROWS }, (_, row) => (
            <li key={row} className="py-1.5">
              <Skeleton className="h-6 w-full" />
            </li>
          ))}
        </ul>
        <Skeleton className="h-6 w-3/5" />
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <ErrorCard
        title="What is stored could not be loaded"
        message={`${dashboard.error.message} You can still export or delete your data below.`}
        onRetry={() => void dashboard.refetch()}
      />
    );
  }
  const data = dashboard.data!;
  return (
    <div className="space-y-3">
      <p>
        {data.totalRecords === 0
          ? 'Nothing is stored for this browser right now.'
          : `${data.totalRecords} ${data.totalRecords === 1 ? 'record is' : 'records are'} stored for this browser:`}
      </p>
      <ul className="divide-y divide-border" data-testid="privacy-categories">
        {data.categories.map((category) => (
          <li key={category.key} className="flex justify-between gap-3 py-1.5">
            <span>{category.label}</span>
            <span className="font-semibold">{category.count}</span>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground" data-testid="privacy-retention">
        Each record is deleted automatically {data.retentionDays} days after it was saved.
      </p>
    </div>
  );
}

export function PrivacyScreen() {
  const navigate = useNavigate();
  const exporter = useExportData();
  const remover = useDeleteAllData();
  const [step, setStep] = useState<'closed' | 'first' | 'final'>('closed');

  const exportData = () =>
    exporter.mutate(undefined, {
      onSuccess: () => toast({ title: 'Data Export Complete', description: 'Your complete data has been downloaded.' }),
      onError: () =>
        toast({ title: 'Export Failed', description: 'Unable to export your data. Please try again.', variant: 'destructive' }),
    });

  const deleteData = () =>
    remover.mutate(undefined, {
      onSuccess: () => {
        setStep('closed');
        try {
          clearLocalData(localStorage);
        } catch {
          // storage blocked: nothing of ours was kept there
        }
        toast({ title: 'Data Deleted', description: 'Everything stored for this browser has been permanently deleted.' });
        // Entries waiting to sync and cached progress go too; then a fresh start.
        void clearDeviceData()
          .catch(() => undefined)
          .finally(() => void navigate('/'));
      },
      onError: (error) =>
        toast({
          title: 'Deletion Failed',
          description: `${error.message} Please try again; deleting again is safe.`,
          variant: 'destructive',
        }),
    });

  return (
    <SectionPage
      title="Privacy and Data Control"
      intro="What Renewed keeps, for how long, and how to take it with you or delete it."
    >
      <div className="flex flex-wrap gap-2">
        <Badge variant="success">No account</Badge>
        <Badge variant="success">No analytics</Badge>
        <Badge variant="success">No third-party trackers</Badge>
        <Badge variant="secondary">Export and delete any time</Badge>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>What is stored</CardTitle>
            <CardDescription>
              This browser made a random, anonymous id. What you save here (hot flash logs, check-ins, progress and results) is
              stored on Renewed&rsquo;s server under that id, and nothing else links it to you: no name, no email, no account.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <StoredData />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>What is not stored or shared</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="list-disc space-y-1.5 pl-5">
              <li>No account, login, name or email.</li>
              <li>No analytics, advertising or third-party trackers.</li>
              <li>
                Questions you ask Auntie are not stored by Renewed. If this site connects an AI service, your question is sent to
                it to write the reply.
              </li>
              <li>Card donations go through Stripe&rsquo;s own form, under Stripe&rsquo;s privacy policy.</li>
            </ul>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>What is kept on this device</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1.5 pl-5" data-testid="privacy-device">
            <li>The anonymous id and small settings such as your light or dark choice.</li>
            <li>
              Renewed&rsquo;s own files and the library&rsquo;s text, so the app opens and every module reads without a
              connection. Nothing personal is in them.
            </li>
            <li>Your bingo and reading progress as last loaded, so those screens work offline.</li>
            <li>Entries you save while offline, until they are sent. They are then stored like any other entry.</li>
            <li>&ldquo;Delete all my data&rdquo; removes all of this from this device as well.</li>
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Your data, your choice</CardTitle>
          <CardDescription>
            Export downloads everything stored for this browser as a JSON file. Delete removes all of it from Renewed and clears
            the anonymous id and settings in this browser.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <Button onClick={exportData} disabled={exporter.isPending}>
            {exporter.isPending ? 'Exporting...' : 'Export my data'}
          </Button>
          <Button variant="destructive" onClick={() => setStep('first')}>
            Delete all my data
          </Button>
        </CardContent>
      </Card>
      <DeleteDataDialogs step={step} onStepChange={setStep} onConfirm={deleteData} deleting={remover.isPending} />
    </SectionPage>
  );
}
