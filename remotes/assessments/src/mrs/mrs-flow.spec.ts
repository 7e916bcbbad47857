import { MRS_ITEM_IDS, type MrsAnswers } from '@renewed/contracts/assessments/mrs';
import { answeredCount, completeAnswers, completion, mergeHistory, newCompletionId } from './mrs-flow';

const all = (rating: 0 | 1 | 2 | 3 | 4) => Object.fromEntries(MRS_ITEM_IDS.map((id) => [id, rating])) as MrsAnswers;

describe('MRS flow', () => {
  it('is complete only when all 11 items are rated, and a rating of 0 counts', () => {
    const { anxiety: _left, ...ten } = all(0);
    expect(completeAnswers(ten)).toBeNull();
    expect(answeredCount(ten)).toBe(10);
    expect(completeAnswers(all(0))).toEqual(all(0));
  });

  it('makes version 4 ids in the RFC 4122 layout', () => {
    const id = newCompletionId((bytes) => bytes.fill(0xff));
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newCompletionId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('merges saved and pending completions once each, oldest first', () => {
    const saved = [completion('a', all(2), '2026-01-01T00:00:00.000Z')];
    const pending = [completion('b', all(1), '2026-02-01T00:00:00.000Z'), completion('a', all(2), '2026-01-01T00:00:00.000Z')];
    expect(mergeHistory(saved, pending).map((record) => [record.id, record.scores.total])).toEqual([
      ['a', 22],
      ['b', 11],
    ]);
  });
});
