import type { EducationModuleSummary, EducationProgress } from '@renewed/contracts';
import {
  Badge,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Skeleton,
} from '@renewed/ui';
import { useEducationModule } from '../api/use-education';
import { CategoryBadge } from '../library/category-badge';
import { formatDuration } from '../library/library-logic';
import { ModuleReader } from './module-reader';

function ReaderPlaceholder() {
  return (
    <div className="grid gap-3">
      <p role="status" className="sr-only">
        Loading the module...
      </p>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** The module detail overlay (spec: "Module dialog"). */
export function ModuleDialog({
  summary,
  saved,
  onClose,
}: {
  summary: EducationModuleSummary | null;
  saved: EducationProgress | undefined;
  onClose: () => void;
}) {
  const detail = useEducationModule(summary?.id ?? null);

  return (
    <Dialog open={summary !== null} onOpenChange={(open) => !open && onClose()}>
      {summary ? (
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{summary.title}</DialogTitle>
            <DialogDescription>{summary.description}</DialogDescription>
            <div className="flex flex-wrap items-center gap-2 pt-1">
              <CategoryBadge category={summary.category} />
              <Badge variant="success">Free Access</Badge>
              <Badge variant="outline">{formatDuration(summary.duration)}</Badge>
            </div>
          </DialogHeader>
          {detail.data ? (
            <ModuleReader key={summary.id} module={detail.data} saved={saved} />
          ) : detail.isError ? (
            <div role="alert" className="grid gap-3 rounded-lg border border-border p-4">
              <p>We couldn't load this module right now. Check your connection and try again.</p>
              <Button variant="outline" className="justify-self-start" onClick={() => void detail.refetch()}>
                Try Again
              </Button>
            </div>
          ) : (
            <ReaderPlaceholder />
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Close Module</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
