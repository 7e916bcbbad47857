import type { EducationModuleSummary, EducationProgress } from '@renewed/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, Progress } from '@renewed/ui';
import { formatDuration, moduleStatus, type ModuleStatus } from './library-logic';

const STATUS_VARIANT: Record<ModuleStatus, 'success' | 'secondary' | 'outline'> = {
  Completed: 'success',
  'In Progress': 'secondary',
  'Not Started': 'outline',
};

/**
 * A module card (spec: title, Free Access badge, description, duration, status, progress bar
 * when above 0). The title is the button that opens the module; its hit area covers the card.
 */
export function ModuleCard({
  module,
  progress,
  onOpen,
}: {
  module: EducationModuleSummary;
  progress: EducationProgress | undefined;
  onOpen: (module: EducationModuleSummary) => void;
}) {
  const status = moduleStatus(progress);
  const percent = progress?.completed ? 100 : (progress?.progressPercentage ?? 0);
  return (
    <Card
      className="relative flex h-full flex-col transition-shadow hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2"
      data-module-id={module.id}
    >
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="success">Free Access</Badge>
          <span className="text-base text-muted-foreground">
            <span aria-hidden="true">⏱ </span>
            {formatDuration(module.duration)}
          </span>
        </div>
        <h3 className="font-serif text-xl font-semibold leading-tight">
          <button
            type="button"
            onClick={() => onOpen(module)}
            className="text-left after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none focus-visible:ring-0"
          >
            {module.title}
          </button>
        </h3>
        <CardDescription>{module.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto grid gap-2">
        <Badge variant={STATUS_VARIANT[status]} className="justify-self-start">
          {status}
        </Badge>
        {percent > 0 ? <Progress value={percent} label={`${module.title}: ${percent}% read`} /> : null}
      </CardContent>
    </Card>
  );
}
