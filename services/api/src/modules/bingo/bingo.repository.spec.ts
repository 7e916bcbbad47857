import type { Connection } from 'mongoose';
import type { AppConfig } from '../../config/app-config';
import { BingoRepository } from './bingo.repository';
import { BINGO_PROGRESS_COLLECTION } from './bingo.schema';

/**
 * The retry on a duplicate key (two first completions of one board racing on the unique index)
 * is hard to provoke on purpose against a real mongod, which usually retries such upserts itself;
 * here the progress model answers with scripted outcomes.
 */
function repositoryWith(outcomes: Array<Error | { completedCells: number[] }>) {
  const calls: unknown[][] = [];
  const progressModel = {
    findOneAndUpdate: (...args: unknown[]) => {
      calls.push(args);
      const outcome = outcomes.shift();
      const result = {
        lean: () => result,
        exec: () => (outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome ?? null)),
      };
      return result;
    },
  };
  const connection = {
    model: (name: string) => (name === BINGO_PROGRESS_COLLECTION ? progressModel : {}),
  } as unknown as Connection;
  return { repository: new BingoRepository(connection, { retentionSeconds: 60 } as AppConfig), calls };
}

const session = 'session-1700000000000-abcdefghijklmnopqrstuv';
const duplicateKey = Object.assign(new Error('E11000 duplicate key error'), { code: 11000 });

describe('BingoRepository.completeCell', () => {
  it('is one upserting set-add on the (session, board) document', async () => {
    const { repository, calls } = repositoryWith([{ completedCells: [9, 3] }]);
    const now = new Date('2026-01-01T00:00:00Z');
    await expect(repository.completeCell(session, 'daily-gentle-reset', 3, now)).resolves.toEqual([3, 9]);
    expect(calls).toHaveLength(1);
    const [filter, update, options] = calls[0]!;
    expect(filter).toEqual({ sessionId: session, boardId: 'daily-gentle-reset' });
    expect(update).toEqual({ $addToSet: { completedCells: 3 }, $set: { updatedAt: now }, $setOnInsert: { createdAt: now } });
    expect(options).toMatchObject({ upsert: true, returnDocument: 'after' });
  });

  it('retries once when a concurrent first completion won the insert', async () => {
    const { repository, calls } = repositoryWith([duplicateKey, { completedCells: [4, 1] }]);
    await expect(repository.completeCell(session, 'daily-gentle-reset', 4, new Date())).resolves.toEqual([1, 4]);
    expect(calls).toHaveLength(2);
  });

  it('gives up after one retry, and never retries other errors', async () => {
    const twice = repositoryWith([duplicateKey, duplicateKey]);
    await expect(twice.repository.completeCell(session, 'daily-gentle-reset', 4, new Date())).rejects.toBe(duplicateKey);
    expect(twice.calls).toHaveLength(2);

    const other = new Error('connection lost');
    const once = repositoryWith([other]);
    await expect(once.repository.completeCell(session, 'daily-gentle-reset', 4, new Date())).rejects.toBe(other);
    expect(once.calls).toHaveLength(1);
  });
});
