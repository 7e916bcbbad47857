import type { CourseEntry } from '@renewed/contracts';
import { describeCoursePosition, nextCoursePosition } from '@renewed/contracts/hot-flash-course-plan';
import { hasCheck, hasWorksheet, weeklyRows } from './course-flow';

const START = '2026-01-01T08:00:00.000Z';
const check = (week: number, problemRating: number, frequencyPerWeek: number): CourseEntry => ({
  id: `${week}-${problemRating}`,
  kind: 'check',
  week,
  problemRating,
  frequencyPerWeek,
  savedAt: START,
});

describe('course flow', () => {
  it('moves through the steps of a week, then to the next week, and ends after week 4', () => {
    expect(nextCoursePosition(1, 0)).toEqual({ week: 1, step: 1 });
    expect(nextCoursePosition(1, 3)).toEqual({ week: 2, step: 0 });
    expect(nextCoursePosition(4, 2)).toBeNull();
    expect(describeCoursePosition(2, 0)).toBe('Week 2 of 4: Noticing your thoughts during a flash');
  });

  it('puts each weekly check beside the hot flashes logged in the same course week', () => {
    const logs = ['2026-01-01T09:00:00.000Z', '2026-01-07T23:00:00.000Z', '2026-01-08T08:00:00.000Z', '2025-12-31T10:00:00.000Z'];
    const rows = weeklyRows(
      [check(1, 8, 50), check(1, 7, 45), check(2, 5, 30)],
      logs,
      START,
      new Date('2026-01-10T00:00:00.000Z'),
    );
    expect(rows).toEqual([
      { week: 1, problemRating: 7, reportedFrequency: 45, logged: 2 },
      { week: 2, problemRating: 5, reportedFrequency: 30, logged: 1 },
    ]);
  });

  it('knows which worksheets and checks are done', () => {
    const sheet: CourseEntry = {
      id: 'w',
      kind: 'worksheet',
      week: 1,
      stepId: 'flash-diary',
      answers: { situation: 'x' },
      savedAt: START,
    };
    expect(hasWorksheet([sheet], 1, 'flash-diary')).toBe(true);
    expect(hasWorksheet([sheet], 2, 'calmer-thoughts')).toBe(false);
    expect(hasCheck([check(1, 5, 5)], 1)).toBe(true);
    expect(hasCheck([check(1, 5, 5)], 2)).toBe(false);
  });
});
