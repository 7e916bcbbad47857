import { BINGO_BOARDS } from '@renewed/content';
import { bingoBoardListSchema, bingoCellListSchema, bingoProgressSchema, errorBodySchema } from '@renewed/contracts';
import type { Connection } from 'mongoose';
import { MONGO_CONNECTION } from '../../infrastructure/database/database.module';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';
import { BINGO_PROGRESS_COLLECTION } from './bingo.schema';

const BOARD = BINGO_BOARDS[0]!.id;
const OTHER_BOARD = BINGO_BOARDS[1]!.id;
const ALL_POSITIONS = Array.from({ length: 25 }, (_unused, index) => index);

describe('bingo API', () => {
  let running: RunningApi;
  const names = isolatedNames('bingo');

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...names }));
  });
  afterAll(() => running?.close());

  // The session is the header's only: it is never part of the URL.
  const progressPath = (board = BOARD) => `/api/bingo/progress/${board}`;
  const complete = (session: string, position: number | string, board = BOARD, header: string | undefined = session) =>
    api(running.baseUrl, `${progressPath(board)}/${position}`, { method: 'POST', session: header });
  const progressOf = async (session: string, board = BOARD) => {
    const response = await api(running.baseUrl, progressPath(board), { session });
    expect(response.status).toBe(200);
    return bingoProgressSchema.parse(response.json).completedCells;
  };
  const collection = (name: string) => running.app.get<Connection>(MONGO_CONNECTION).collection(name);

  describe('catalogue', () => {
    it('lists the seeded boards in catalogue order with the contract fields', async () => {
      const response = await api(running.baseUrl, '/api/bingo/boards');
      expect(response.status).toBe(200);
      const boards = bingoBoardListSchema.parse(response.json);
      expect(boards.map((board) => board.id)).toEqual(BINGO_BOARDS.map((board) => board.id));
      expect(boards.map((board) => board.theme)).toEqual(expect.arrayContaining(['daily', 'weekly', 'monthly', 'seasonal']));
      for (const board of response.json as unknown as Array<Record<string, unknown>>) {
        expect(Object.keys(board).sort()).toEqual(['colorScheme', 'description', 'difficulty', 'id', 'name', 'theme']);
      }
    });

    it("serves each board's 25 cells by position", async () => {
      for (const seed of BINGO_BOARDS) {
        const response = await api(running.baseUrl, `/api/bingo/boards/${seed.id}/cells`);
        expect(response.status).toBe(200);
        const cells = bingoCellListSchema.parse(response.json);
        expect(cells.map((cell) => cell.position)).toEqual(ALL_POSITIONS);
        expect(cells.map((cell) => cell.activity)).toEqual(seed.cells.map((cell) => cell.activity));
        expect(new Set(cells.map((cell) => cell.id)).size).toBe(25);
        const special = cells.find((cell) => cell.rewardMessage);
        expect(special).toMatchObject({ isSpecial: true, rewardMessage: expect.any(String) });
      }
    });

    it('answers 404 for an unknown board and 400 for a malformed board id', async () => {
      const unknown = await api(running.baseUrl, '/api/bingo/boards/no-such-board/cells');
      expect(unknown.status).toBe(404);
      expect(errorBodySchema.parse(unknown.json).message).toContain('no-such-board');
      const malformed = await api(running.baseUrl, '/api/bingo/boards/Not_A_Board!/cells');
      expect(malformed.status).toBe(400);
      expect(errorBodySchema.parse(malformed.json).message).toMatch(/Board id/);
    });
  });

  describe('progress', () => {
    it('starts empty, and completing the same cell twice stores it once', async () => {
      const session = newSessionId();
      expect(await progressOf(session)).toEqual([]);

      const first = await complete(session, 7);
      expect(first.status).toBe(200);
      expect(first.json).toEqual({ completedCells: [7] });
      const again = await complete(session, 7);
      expect(again.status).toBe(200);
      expect(again.json).toEqual({ completedCells: [7] });
      expect((await complete(session, 2)).json).toEqual({ completedCells: [2, 7] });

      expect(await progressOf(session)).toEqual([2, 7]);
      const stored = await collection(BINGO_PROGRESS_COLLECTION).find({ sessionId: session }).toArray();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.completedCells).toHaveLength(2);
    });

    it('stores each of 50 concurrent completions (every cell twice) exactly once, in one document', async () => {
      const session = newSessionId();
      const responses = await Promise.all([...ALL_POSITIONS, ...ALL_POSITIONS].map((position) => complete(session, position)));
      for (const [index, response] of responses.entries()) {
        expect(response.status).toBe(200);
        expect(bingoProgressSchema.parse(response.json).completedCells).toContain(index % 25);
      }
      expect(await progressOf(session)).toEqual(ALL_POSITIONS);
      const stored = await collection(BINGO_PROGRESS_COLLECTION).find({ sessionId: session, boardId: BOARD }).toArray();
      expect(stored).toHaveLength(1);
      expect([...(stored[0]!.completedCells as number[])].sort((a, b) => a - b)).toEqual(ALL_POSITIONS);
    });

    it('keeps sessions and boards apart', async () => {
      const mine = newSessionId();
      const theirs = newSessionId();
      await complete(mine, 1);
      await complete(mine, 2);
      await complete(theirs, 24);
      await complete(mine, 5, OTHER_BOARD);

      expect(await progressOf(mine)).toEqual([1, 2]);
      expect(await progressOf(mine, OTHER_BOARD)).toEqual([5]);
      expect(await progressOf(theirs)).toEqual([24]);
      expect(await progressOf(theirs, OTHER_BOARD)).toEqual([]);
    });

    it.each(['25', '-1', 'x', '1.5', '24.0', '1e1'])(
      'refuses cell position %j with a 400 and stores nothing',
      async (position) => {
        const session = newSessionId();
        const response = await complete(session, position);
        expect(response.status).toBe(400);
        expect(errorBodySchema.parse(response.json).message).toContain('Cell position must be a whole number from 0 to 24');
        expect(await progressOf(session)).toEqual([]);
      },
    );

    it('refuses a missing or malformed session header with a 400, never echoing it', async () => {
      const session = newSessionId();
      const malformedRead = await api(running.baseUrl, progressPath(), { session: 'session-123' });
      expect(malformedRead.status).toBe(400);
      expect(malformedRead.text).not.toContain('session-123');

      const noHeader = await api(running.baseUrl, `${progressPath()}/3`, { method: 'POST' });
      expect(noHeader.status).toBe(400);
      const badHeader = await complete(session, 3, BOARD, 'session-oops');
      expect(badHeader.status).toBe(400);
      expect(await progressOf(session)).toEqual([]);
    });

    it('refuses a malformed board id with a 400 and an unknown board with a 404', async () => {
      const session = newSessionId();
      expect((await complete(session, 3, 'Bad_Board')).status).toBe(400);
      const unknownWrite = await complete(session, 3, 'no-such-board');
      expect(unknownWrite.status).toBe(404);
      expect(errorBodySchema.parse(unknownWrite.json).statusCode).toBe(404);
      const unknownRead = await api(running.baseUrl, progressPath('no-such-board'), { session });
      expect(unknownRead.status).toBe(404);
      expect(await collection(BINGO_PROGRESS_COLLECTION).countDocuments({ sessionId: session })).toBe(0);
    });

    it('New Board (DELETE) clears only that board of that session, keeps the session, and is idempotent', async () => {
      const mine = newSessionId();
      const theirs = newSessionId();
      await complete(mine, 1);
      await complete(mine, 2);
      await complete(mine, 5, OTHER_BOARD);
      await complete(theirs, 1);

      const reset = await api(running.baseUrl, progressPath(), { method: 'DELETE', session: mine });
      expect(reset.status).toBe(200);
      expect(bingoProgressSchema.parse(reset.json)).toEqual({ completedCells: [] });
      expect(await progressOf(mine)).toEqual([]);
      expect(await progressOf(mine, OTHER_BOARD)).toEqual([5]);
      expect(await progressOf(theirs)).toEqual([1]);

      const again = await api(running.baseUrl, progressPath(), { method: 'DELETE', session: mine });
      expect(again.status).toBe(200);
      await complete(mine, 7);
      expect(await progressOf(mine)).toEqual([7]);
    });

    it('New Board refuses an unknown board (404) and a malformed one (400), and clears only the header session', async () => {
      const visitor = newSessionId();
      const other = newSessionId();
      await complete(visitor, 3);
      const unknown = await api(running.baseUrl, progressPath('no-such-board'), { method: 'DELETE', session: visitor });
      expect(unknown.status).toBe(404);
      expect(errorBodySchema.parse(unknown.json).statusCode).toBe(404);
      const malformed = await api(running.baseUrl, progressPath('Bad_Board'), { method: 'DELETE', session: visitor });
      expect(malformed.status).toBe(400);
      const cleared = await api(running.baseUrl, progressPath(), { method: 'DELETE', session: other });
      expect(cleared.status).toBe(200);
      expect(await progressOf(visitor)).toEqual([3]);
    });

    it('keeps each session to its own progress: the header names the only session a request can touch', async () => {
      const visitor = newSessionId();
      const other = newSessionId();
      await complete(visitor, 4);

      expect(await progressOf(other)).toEqual([]);
      expect((await complete(other, 9)).status).toBe(200);
      expect(await progressOf(visitor)).toEqual([4]);
      expect(await progressOf(other)).toEqual([9]);
    });

    it('expires progress by TTL after the retention period', async () => {
      const indexes = await collection(BINGO_PROGRESS_COLLECTION).indexes();
      expect(indexes).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ key: { sessionId: 1, boardId: 1 }, unique: true }),
          expect.objectContaining({ key: { updatedAt: 1 }, expireAfterSeconds: 365 * 86_400 }),
        ]),
      );
    });
  });

  describe('privacy', () => {
    it('exports and deletes the bingo progress of the session only', async () => {
      const mine = newSessionId();
      const theirs = newSessionId();
      await complete(mine, 0);
      await complete(mine, 12);
      await complete(mine, 6, OTHER_BOARD);
      await complete(theirs, 3);

      const dashboard = await api(running.baseUrl, '/api/privacy/dashboard', { session: mine });
      expect((dashboard.json as unknown as { categories: Array<{ key: string; count: number }> }).categories).toContainEqual(
        expect.objectContaining({ key: 'bingo', count: 2 }),
      );

      const exported = await api(running.baseUrl, '/api/privacy/export', { session: mine });
      expect(exported.status).toBe(200);
      const records = (
        exported.json.data as Record<string, Array<{ sessionId: string; boardId: string; completedCells: number[] }>>
      ).bingo!;
      expect(records.map(({ sessionId, boardId, completedCells }) => ({ sessionId, boardId, completedCells }))).toEqual(
        [
          { sessionId: mine, boardId: BOARD, completedCells: [0, 12] },
          { sessionId: mine, boardId: OTHER_BOARD, completedCells: [6] },
        ].sort((a, b) => a.boardId.localeCompare(b.boardId)),
      );

      const deleted = await api(running.baseUrl, '/api/privacy/delete-account', { method: 'DELETE', session: mine });
      expect(deleted.status).toBe(200);
      expect((deleted.json as unknown as { deleted: Record<string, number> }).deleted.bingo).toBe(2);
      expect(await progressOf(mine)).toEqual([]);
      expect(await progressOf(mine, OTHER_BOARD)).toEqual([]);
      expect(await progressOf(theirs)).toEqual([3]);
    });
  });
});
