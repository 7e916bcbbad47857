import { completedLines, isBingoMastery, percentComplete } from '@renewed/contracts/bingo-rules';
import type { BingoBoardDto, BingoCellDto } from '@renewed/contracts/bingo';
import { Badge, Button, ErrorCard, LoadingMessage, Progress } from '@renewed/ui';
import { getSessionId } from '@renewed/web-kit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BingoCell } from './bingo-cell';
import { DifficultyBadge, ThemeBadge } from './board-badges';
import { LOADING_TEXT } from './board-list';
import { Icon } from './icons';
import { NewBoardDialog } from './new-board-dialog';
import { RewardOverlay, type Reward } from './reward-overlay';
import { useBingoCells, useBingoProgress, useCompleteBingoCell } from './use-bingo';

function Achievements({ completed }: { completed: readonly number[] }) {
  const lines = completedLines(completed);
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby="bingo-achievements"
      className="rounded-lg border border-border bg-accent p-5 text-accent-foreground"
    >
      <h2 id="bingo-achievements" className="mb-3 flex items-center gap-2 font-serif text-2xl font-semibold">
        <Icon name="trophy" className="h-6 w-6" />
        Achievements Unlocked!
      </h2>
      <ul className="flex flex-wrap gap-2">
        {lines.map((line) => (
          <li key={line.id}>
            <Badge variant="success" className="text-base">
              {line.label} Complete
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Mastery() {
  return (
    <section
      role="status"
      aria-labelledby="bingo-mastery"
      className="rounded-lg border-2 border-primary bg-secondary p-6 text-center text-secondary-foreground"
    >
      <Icon name="crown" className="mx-auto h-12 w-12" />
      <h2 id="bingo-mastery" className="mt-2 font-serif text-3xl font-bold">
        COMPLETE BINGO MASTERY!
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-lg">
        You&apos;ve completed your entire self-care board! You&apos;re absolutely radiant with self-love and care! Ready for a new
        adventure?
      </p>
    </section>
  );
}

function BoardGrid({
  board,
  cells,
  completed,
  sessionId,
}: {
  board: BingoBoardDto;
  cells: BingoCellDto[];
  completed: readonly number[];
  sessionId: string;
}) {
  const [reward, setReward] = useState<Reward | null>(null);
  const closeReward = useCallback(() => setReward(null), []);
  const completion = useCompleteBingoCell(sessionId, board.id, (cell) => {
    // The server refused: the celebration of that cell is withdrawn with the tick.
    setReward((current) => (current && cell.rewardMessage === current.message ? null : current));
  });
  const done = useMemo(() => new Set(completed), [completed]);

  const complete = (cell: BingoCellDto) => {
    if (done.has(cell.position)) return;
    completion.mutate(cell);
    if (cell.rewardMessage) setReward({ id: Date.now(), message: cell.rewardMessage });
  };

  return (
    <>
      <ul aria-label={`${board.name} squares`} className="-mx-3 grid grid-cols-5 gap-1 sm:mx-0 sm:gap-2 lg:gap-3">
        {cells.map((cell) => (
          <li key={cell.id} className="min-w-0">
            <BingoCell cell={cell} completed={done.has(cell.position)} onComplete={complete} />
          </li>
        ))}
      </ul>
      <RewardOverlay reward={reward} onClose={closeReward} />
    </>
  );
}

export function BoardView({ board, onBack }: { board: BingoBoardDto; onBack: () => void }) {
  const [sessionId] = useState(getSessionId);
  const cells = useBingoCells(board.id);
  const progress = useBingoProgress(sessionId, board.id);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const completed = useMemo(() => {
    const positions = new Set((cells.data ?? []).map((cell) => cell.position));
    return (progress.data?.completedCells ?? []).filter((position) => positions.has(position));
  }, [cells.data, progress.data]);
  const total = cells.data?.length ?? 0;
  const percent = percentComplete(completed.length, total);
  const mastery = isBingoMastery(
    completed,
    (cells.data ?? []).map((cell) => cell.position),
  );

  return (
    <section aria-labelledby="bingo-board-title" className="space-y-6">
      <Button variant="ghost" onClick={onBack} className="-ml-3">
        <span aria-hidden="true">←</span> Back to Boards
      </Button>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-3">
          <h1 id="bingo-board-title" ref={heading} tabIndex={-1} className="font-serif text-4xl font-bold focus:outline-none">
            {board.name}
          </h1>
          <p className="max-w-3xl text-lg text-muted-foreground">{board.description}</p>
          <div className="flex flex-wrap gap-2">
            <ThemeBadge theme={board.theme} />
            <DifficultyBadge difficulty={board.difficulty} />
          </div>
        </div>
        <NewBoardDialog sessionId={sessionId} boardId={board.id} boardName={board.name} />
      </header>

      {cells.isPending || progress.isPending ? <LoadingMessage>{LOADING_TEXT}</LoadingMessage> : null}
      {cells.isError || progress.isError ? (
        <ErrorCard
          title="Oops! Something went wrong"
          message="We couldn't load this board right now."
          onRetry={() => {
            if (cells.isError) void cells.refetch();
            if (progress.isError) void progress.refetch();
          }}
        />
      ) : null}

      {cells.isSuccess && progress.isSuccess ? (
        <>
          <div className="space-y-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2" aria-live="polite">
              <p className="font-medium">
                Progress: {completed.length}/{total} activities
              </p>
              <p className="text-muted-foreground">{percent}% complete</p>
            </div>
            <Progress value={percent} label={`${board.name} progress`} />
          </div>
          {mastery ? <Mastery /> : null}
          <Achievements completed={completed} />
          <BoardGrid board={board} cells={cells.data} completed={completed} sessionId={sessionId} />
          <p className="rounded-lg bg-muted p-5 text-center text-lg">
            Every square you tick is a step on your journey into the power years. Go at your own pace and remember: progress over
            perfection.
          </p>
        </>
      ) : null}
    </section>
  );
}
