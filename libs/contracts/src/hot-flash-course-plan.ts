/**
 * The shape of the four-week self-help course for hot flashes and night sweats: weeks, their
 * steps and the fields of each worksheet. The browser shows the words (the assessments remote's
 * course content); the API checks progress and worksheets against this plan. No zod here, so
 * browser code can import it directly (`@renewed/contracts/hot-flash-course-plan`).
 */
export type CourseStepKind = 'learn' | 'practice' | 'worksheet' | 'check';
export type CourseStep = { id: string; title: string; kind: CourseStepKind; fields?: readonly string[] };
export type CourseWeek = { week: 1 | 2 | 3 | 4; title: string; steps: readonly CourseStep[] };

export const COURSE_WEEKS = [
  {
    week: 1,
    title: 'Understanding hot flashes',
    steps: [
      { id: 'what-happens', title: 'What happens in a hot flash', kind: 'learn' },
      { id: 'paced-breathing', title: 'Try paced breathing', kind: 'practice' },
      {
        id: 'flash-diary',
        title: 'Worksheet: my hot flash diary',
        kind: 'worksheet',
        fields: ['situation', 'thoughts', 'action'],
      },
      { id: 'week-1-check', title: 'Weekly check', kind: 'check' },
    ],
  },
  {
    week: 2,
    title: 'Thoughts during a flash',
    steps: [
      { id: 'thoughts-in-a-flash', title: 'Noticing your thoughts during a flash', kind: 'learn' },
      {
        id: 'calmer-thoughts',
        title: 'Worksheet: calmer thoughts',
        kind: 'worksheet',
        fields: ['thought', 'calmer_thought', 'action'],
      },
      { id: 'week-2-check', title: 'Weekly check', kind: 'check' },
    ],
  },
  {
    week: 3,
    title: 'Stress, sleep and night sweats',
    steps: [
      { id: 'stress', title: 'Stress and hot flashes', kind: 'learn' },
      { id: 'sleep-and-night-sweats', title: 'Sleep and night sweats', kind: 'learn' },
      {
        id: 'night-plan',
        title: 'Worksheet: my night plan',
        kind: 'worksheet',
        fields: ['wind_down', 'during_sweat', 'back_to_sleep'],
      },
      { id: 'week-3-check', title: 'Weekly check', kind: 'check' },
    ],
  },
  {
    week: 4,
    title: 'Keeping your gains',
    steps: [
      { id: 'keeping-gains', title: 'Keeping what you have gained', kind: 'learn' },
      {
        id: 'my-plan',
        title: 'Worksheet: my plan from here',
        kind: 'worksheet',
        fields: ['what_helped', 'warning_signs', 'next_steps'],
      },
      { id: 'week-4-check', title: 'Weekly check', kind: 'check' },
    ],
  },
] as const satisfies readonly CourseWeek[];

export type CourseWeekNumber = (typeof COURSE_WEEKS)[number]['week'];

/** Most characters in one worksheet answer. */
export const WORKSHEET_ANSWER_MAX = 1000;

export function courseWeek(week: number): CourseWeek | undefined {
  return (COURSE_WEEKS as readonly CourseWeek[]).find((entry) => entry.week === week);
}

/** The worksheet step of `stepId` in `week`, if there is one. */
export function worksheetStep(week: number, stepId: string): CourseStep | undefined {
  return courseWeek(week)?.steps.find((step) => step.id === stepId && step.kind === 'worksheet');
}

/** The position after (week, step): the next step, the first step of the next week, or null at the end. */
export function nextCoursePosition(week: number, step: number): { week: number; step: number } | null {
  const current = courseWeek(week);
  if (!current) return null;
  if (step + 1 < current.steps.length) return { week, step: step + 1 };
  return courseWeek(week + 1) ? { week: week + 1, step: 0 } : null;
}

/** "Week 2 of 4: Noticing your thoughts during a flash", for her place (week, step). */
export function describeCoursePosition(week: number, step: number): string {
  const current = courseWeek(week);
  const title = current?.steps[step]?.title;
  return current && title ? `Week ${week} of ${COURSE_WEEKS.length}: ${title}` : `Week ${week} of ${COURSE_WEEKS.length}`;
}
