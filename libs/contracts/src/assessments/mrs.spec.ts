import {
  describeMrsChange,
  MRS_ITEMS,
  MRS_ITEM_IDS,
  mrsBand,
  mrsBandRange,
  mrsChangeSinceFirst,
  scoreMrs,
  type MrsAnswers,
  type MrsRating,
} from './mrs';
import { mrsSubmissionSchema } from './schemas';

const SESSION = 'session-1732000000000-abcdefghijklmnopqrstuv';
const COMPLETION = '0b6c2f6e-3c1a-4d2e-9f3b-7a1e2d4c5b6a';

function answers(ratings: readonly MrsRating[]): MrsAnswers {
  return Object.fromEntries(MRS_ITEM_IDS.map((id, index) => [id, ratings[index]])) as MrsAnswers;
}

describe('Menopause Rating Scale', () => {
  it('has the 11 published items, in order, with their subscales', () => {
    expect(MRS_ITEMS.map((item) => [item.number, item.name, item.subscale])).toEqual([
      [1, 'Hot flushes, sweating', 'somatic'],
      [2, 'Heart discomfort', 'somatic'],
      [3, 'Sleep problems', 'somatic'],
      [4, 'Depressive mood', 'psychological'],
      [5, 'Irritability', 'psychological'],
      [6, 'Anxiety', 'psychological'],
      [7, 'Physical and mental exhaustion', 'psychological'],
      [8, 'Sexual problems', 'urogenital'],
      [9, 'Bladder problems', 'urogenital'],
      [10, 'Dryness of vagina', 'urogenital'],
      [11, 'Joint and muscular discomfort', 'somatic'],
    ]);
    expect(MRS_ITEMS[0].detail).toBe('episodes of sweating');
    expect(MRS_ITEMS[5].detail).toBe('inner restlessness, feeling panicky');
  });

  it('sums items 1-3 and 11 (somatic), 4-7 (psychological), 8-10 (urogenital) and all 11 (total)', () => {
    // item:            1  2  3  4  5  6  7  8  9 10 11
    const ratings = [4, 0, 3, 1, 2, 0, 4, 1, 0, 2, 1] as const;
    expect(scoreMrs(answers(ratings))).toEqual({ somatic: 8, psychological: 7, urogenital: 3, total: 18 });
    expect(scoreMrs(answers(Array(11).fill(0) as MrsRating[]))).toEqual({
      somatic: 0,
      psychological: 0,
      urogenital: 0,
      total: 0,
    });
    expect(scoreMrs(answers(Array(11).fill(4) as MrsRating[]))).toEqual({
      somatic: 16,
      psychological: 16,
      urogenital: 12,
      total: 44,
    });
  });

  it('bands the total at the published cut points (0-4, 5-8, 9-16, 17+)', () => {
    expect([0, 4, 5, 8, 9, 16, 17, 44].map((score) => mrsBand('total', score))).toEqual([
      'none or little',
      'none or little',
      'mild',
      'mild',
      'moderate',
      'moderate',
      'severe',
      'severe',
    ]);
  });

  it('bands each subscale at its own published cut points', () => {
    expect([2, 3, 4, 5, 8, 9].map((score) => mrsBand('somatic', score))).toEqual([
      'none or little',
      'mild',
      'mild',
      'moderate',
      'moderate',
      'severe',
    ]);
    expect([1, 2, 3, 4, 6, 7].map((score) => mrsBand('psychological', score))).toEqual([
      'none or little',
      'mild',
      'mild',
      'moderate',
      'moderate',
      'severe',
    ]);
    expect([0, 1, 2, 3, 4, 12].map((score) => mrsBand('urogenital', score))).toEqual([
      'none or little',
      'mild',
      'moderate',
      'moderate',
      'severe',
      'severe',
    ]);
    expect(['none or little', 'mild', 'moderate', 'severe'].map((band) => mrsBandRange('urogenital', band as never))).toEqual([
      '0',
      '1',
      '2-3',
      '4-12',
    ]);
    expect(mrsBandRange('total', 'moderate')).toBe('9-16');
  });

  describe('submission', () => {
    const given = answers([4, 0, 3, 1, 2, 0, 4, 1, 0, 2, 1]);
    const valid = { sessionId: SESSION, completionId: COMPLETION, answers: given, scores: scoreMrs(given) };

    it('accepts scores that match the answers', () => {
      expect(mrsSubmissionSchema.safeParse(valid).success).toBe(true);
    });

    it('refuses forged scores, a missing item, an unknown item and a rating outside 0-4', () => {
      const forged = mrsSubmissionSchema.safeParse({ ...valid, scores: { ...valid.scores, total: 10 } });
      expect(forged.success).toBe(false);
      expect(forged.error?.issues[0]?.message).toBe('Scores do not match the answers');
      const { anxiety: _left, ...missing } = given;
      expect(mrsSubmissionSchema.safeParse({ ...valid, answers: missing }).success).toBe(false);
      expect(mrsSubmissionSchema.safeParse({ ...valid, answers: { ...given, headache: 1 } }).success).toBe(false);
      expect(mrsSubmissionSchema.safeParse({ ...valid, answers: { ...given, anxiety: 5 } }).success).toBe(false);
      expect(mrsSubmissionSchema.safeParse({ ...valid, completionId: 'not-a-uuid' }).success).toBe(false);
    });
  });
});

describe('change since the first completion', () => {
  const at = (total: number, day: string) => ({
    scores: { total, somatic: total - 2, psychological: 1, urogenital: 1 },
    submittedAt: `2026-0${day}T10:00:00.000Z`,
  });

  it('needs two completions', () => {
    expect(mrsChangeSinceFirst([])).toBeNull();
    expect(mrsChangeSinceFirst([at(10, '1-01')])).toBeNull();
  });

  it('compares the latest with the first by date, whatever the order given', () => {
    const result = mrsChangeSinceFirst([at(12, '3-01'), at(20, '1-01'), at(15, '2-01')]);
    expect(result?.first.submittedAt).toBe('2026-01-01T10:00:00.000Z');
    expect(result?.latest.submittedAt).toBe('2026-03-01T10:00:00.000Z');
    expect(result?.change).toEqual({ total: -8, somatic: -8, psychological: 0, urogenital: 0 });
    expect([-8, 1, 0].map(describeMrsChange)).toEqual(['down 8 points', 'up 1 point', 'no change']);
  });
});
