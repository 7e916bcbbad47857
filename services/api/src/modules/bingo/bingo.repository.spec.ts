import type { Connection } from 'mongoose';
import type { AppConfig } from '../../config/app-config';
import { BingoRepository } from './bingo.repository';
import { BINGO_PROGRESS_COLLECTION } from './bingo.schema';

/**
 * The shape of the upsert, with the progress model answering scripted outcomes. Two first
 * completions racing on the unique index are retried by MongoDB itself (the filter is exactly the
 * index's fields); the integration test races them against a real mongod.
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

  it('leaves a duplicate key to the server: the upsert filter is the unique index, which MongoDB retries itself', async () => {
    const { repository, calls } = repositoryWith([duplicateKey]);
    await expect(repository.completeCell(session, 'daily-gentle-reset', 4, new Date())).rejects.toBe(duplicateKey);
    expect(calls).toHaveLength(1);
  });
});
