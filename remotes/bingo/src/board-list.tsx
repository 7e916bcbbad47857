import type { BingoBoardDto } from '@renewed/contracts/bingo';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  ErrorCard,
  LoadingMessage,
} from '@renewed/ui';
import { DifficultyBadge } from './board-badges';
import { themeLook } from './bingo-looks';
import { Icon } from './icons';
import { useBingoBoards } from './use-bingo';

export const LOADING_TEXT = 'Loading your self-care adventures...';

function HowItWorks() {
  return (
    <section aria-labelledby="bingo-how-it-works" className="rounded-lg border border-border bg-muted p-5">
      <h2 id="bingo-how-it-works" className="mb-2 font-serif text-2xl font-semibold">
        How It Works
      </h2>
      <ol className="list-decimal space-y-1 pl-5">
        <li>Choose a board that suits your energy: daily, weekly, monthly or seasonal, from gentle to challenging.</li>
        <li>Do one of the activities, then tap its square to mark it done. Done squares stay done.</li>
        <li>Finish a row, a column or a diagonal to unlock an achievement. Fill all 25 squares for full bingo mastery.</li>
        <li>
          Your ticks are saved with this browser&apos;s anonymous session id, with no account and no name. You can export or
          delete them any time on the Privacy page.
        </li>
      </ol>
      <p className="mt-3 text-muted-foreground">
        Listen to your body: skip or swap anything that doesn&apos;t feel right, and check with your clinician before starting a
        new exercise routine.
      </p>
    </section>
  );
}

function BoardCard({ board, onOpen }: { board: BingoBoardDto; onOpen: (board: BingoBoardDto) => void }) {
  const theme = themeLook(board.theme);
  return (
    <Card className="flex h-full cursor-pointer flex-col transition-shadow hover:shadow-md" onClick={() => onOpen(board)}>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Icon name={theme.icon} className="h-7 w-7" />
          </span>
          <DifficultyBadge difficulty={board.difficulty} />
        </div>
        <CardTitle>{board.name}</CardTitle>
        <CardDescription>{board.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
        <span>{board.theme} journey</span>
        <span>25 activities</span>
      </CardContent>
      <CardFooter>
        {/* The click bubbles to the card, which opens the board. */}
        <Button className="w-full" aria-label={`Start Your Journey: ${board.name}`} data-board-id={board.id}>
          Start Your Journey
        </Button>
      </CardFooter>
    </Card>
  );
}

export function BoardList({ onOpen, notice }: { onOpen: (board: BingoBoardDto) => void; notice?: string }) {
  const boards = useBingoBoards();
  return (
    <section aria-labelledby="bingo-title" className="space-y-8">
      <header className="space-y-3">
        <h1 id="bingo-title" className="font-serif text-4xl font-bold">
          Self-Care Bingo
        </h1>
        {boards.isSuccess ? (
          <p className="max-w-3xl text-lg text-muted-foreground">
            Small, doable acts of care laid out as a 5 by 5 bingo board. Pick a board, tick off squares as you go and watch your
            rows, columns and diagonals light up. Every square counts.
          </p>
        ) : null}
      </header>
      {boards.isPending ? <LoadingMessage>{LOADING_TEXT}</LoadingMessage> : null}
      {boards.isError ? (
        <ErrorCard
          title="Oops! Something went wrong"
          message="We couldn't load your bingo boards right now."
          onRetry={() => void boards.refetch()}
        />
      ) : null}
      {boards.isSuccess ? (
        <>
          {notice ? (
            <p role="status" className="rounded-md bg-muted p-3">
              {notice}
            </p>
          ) : null}
          <HowItWorks />
          {boards.data.length === 0 ? (
            <p className="text-muted-foreground">There are no bingo boards to play right now.</p>
          ) : (
            <ul aria-label="Bingo boards" className="grid gap-5 md:grid-cols-2 xl:grid-cols-4">
              {boards.data.map((board) => (
                <li key={board.id}>
                  <BoardCard board={board} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
