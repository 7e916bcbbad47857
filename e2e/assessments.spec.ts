import { expect, test, type Page } from '@playwright/test';
import {
  LIPEDEMA_SYMPTOMS,
  lipedemaRiskLevel,
  lipedemaRiskScore,
  SCORE_LEVEL_MESSAGES,
  scoreLevel,
  scoreUniversalAssessment,
  UNIVERSAL_QUESTIONS,
  type UniversalQuestion,
  type UniversalResponses,
} from '../libs/contracts/src/assessments';
import { LEVEL_DESCRIPTIONS } from '../remotes/assessments/src/lipedema/lipedema-content';

/** Known answers; the expected numbers come from the same scoring code the app and the API use. */
const ANSWERS: UniversalResponses = {
  movement_daily: 'about_60_minutes',
  movement_exercise: ['walking', 'yoga_pilates', 'stretching'],
  nutrition_plants: 'three_to_four',
  nutrition_processed: 'weekly',
  purpose_meaning: 7,
  purpose_morning: 'looking_forward',
  social_relationships: 'somewhat',
  social_community: 'few_times_year',
  stress_management: 4,
  stress_practices: [],
  peri_stage: 'late_perimenopause',
  peri_symptoms: ['hot_flashes', 'night_sweats', 'sleep_problems', 'brain_fog', 'joint_aches'],
};
const EXPECTED = scoreUniversalAssessment(ANSWERS);
const QUESTIONS = UNIVERSAL_QUESTIONS as readonly UniversalQuestion[];
const CATEGORIES = [
  ['movement', 'Movement'],
  ['nutrition', 'Nutrition'],
  ['purpose', 'Purpose'],
  ['social', 'Social Connection'],
  ['stress', 'Stress Resilience'],
] as const;

const optionLabel = (question: UniversalQuestion, value: string) =>
  question.type === 'scale' ? String(value) : question.options.find((option) => option.value === value)!.label;

/** Answers the question on screen the way a visitor does: by the words on the controls. */
async function answer(page: Page, question: UniversalQuestion, value: UniversalResponses[string]) {
  if (question.type === 'checkbox') {
    const group = page.getByRole('group', { name: question.prompt });
    const values = value as string[];
    if (values.length === 0) await group.getByRole('checkbox', { name: 'None of these', exact: true }).check();
    for (const item of values) await group.getByRole('checkbox', { name: optionLabel(question, item), exact: true }).check();
    return;
  }
  const group = page.getByRole('radiogroup', { name: question.prompt });
  const name = question.type === 'scale' ? String(value) : optionLabel(question, value as string);
  await group.getByRole('radio', { name, exact: true }).check();
}

async function sessionIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => localStorage.getItem('renewed-session-id'));
  expect(id).toMatch(/^session-\d{13}-/);
  return id!;
}

async function openAssessment(page: Page, button: 'Begin Assessment' | 'Review Results', title: string) {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
  await card.getByRole('button', { name: button }).click();
}

test('the hub offers both assessments with their times and benefits @phone', async ({ page }) => {
  await page.goto('/health-assessment');
  await expect(page.getByRole('heading', { name: 'Health Assessments', level: 1 })).toBeVisible();
  for (const [title, time] of [
    ['Universal Health Assessment', '10-15 minutes'],
    ['Lipedema Recognition Assessment', '5-10 minutes'],
  ]) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });
    await expect(card.getByText(time)).toBeVisible();
    await expect(card.getByRole('heading', { name: 'What you get' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Begin Assessment' })).toBeVisible();
    await expect(card.getByText('Completed')).toHaveCount(0);
  }
});

test('universal: stepping rules, exact results, the save, retake and the completed check mark', async ({ page }) => {
  await page.goto('/health-assessment');
  await openAssessment(page, 'Begin Assessment', 'Universal Health Assessment');
  await expect(page.getByRole('heading', { name: 'Universal Health Assessment', level: 1 })).toBeFocused();

  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  for (const [index, question] of QUESTIONS.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 12`)).toBeVisible();
    await expect(page.getByRole('heading', { name: question.prompt })).toBeVisible();
    if (index === 0) await expect(previous).toBeDisabled();
    else await expect(previous).toBeEnabled();
    const advance = index === QUESTIONS.length - 1 ? page.getByRole('button', { name: 'Complete Assessment' }) : next;
    await expect(advance).toBeDisabled();
    await answer(page, question, ANSWERS[question.id]);
    await expect(advance).toBeEnabled();
    if (index === 1) {
      // Previous keeps the earlier answer.
      await previous.click();
      await expect(
        page.getByRole('radio', { name: optionLabel(QUESTIONS[0]!, ANSWERS['movement_daily'] as string) }),
      ).toBeChecked();
      await next.click();
    }
    await advance.click();
  }

  // Results show at once, with exactly the scores of the shared scoring functions.
  await expect(page.getByRole('heading', { name: 'Your Health Assessment Results', level: 1 })).toBeVisible();
  await expect(page.getByTestId('overall-score')).toHaveText(String(EXPECTED.overall));
  for (const [category, name] of CATEGORIES) {
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3 }) });
    const level = scoreLevel(EXPECTED[category]);
    await expect(item.getByTestId(`score-${category}`)).toHaveText(String(EXPECTED[category]));
    await expect(item.getByText(level, { exact: true })).toBeVisible();
    await expect(item.getByText(SCORE_LEVEL_MESSAGES[level])).toBeVisible();
  }
  await expect(page.getByTestId('peri-stage')).toHaveText('Late menopause transition');
  await expect(page.getByText(EXPECTED.perimenopause.stageDescription)).toBeVisible();
  await expect(page.getByTestId('symptom-count')).toHaveText('5 symptoms');
  const symptoms = page.getByRole('list', { name: 'Symptoms' });
  await expect(symptoms.getByRole('listitem')).toHaveText(['Hot flashes', 'Night sweats', 'Trouble sleeping', '+2 more']);
  await expect(page.getByRole('link', { name: 'Explore Education Modules' })).toHaveAttribute('href', '/education');
  await expect(page.getByRole('link', { name: 'Continue to Other Assessments' })).toHaveAttribute('href', '/tracking');

  // The background save reaches the server under the page's own session id.
  const sessionId = await sessionIdOf(page);
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/health-assessment', { headers: { 'x-session-id': sessionId } })).json())?.scores ??
        null,
      {
        timeout: 15_000,
      },
    )
    .toEqual(EXPECTED);

  // Retake: back to question 1 with empty answers.
  await page.getByRole('button', { name: 'Retake Assessment' }).click();
  await expect(page.getByText('Question 1 of 12')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: QUESTIONS[0]!.prompt }).getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(next).toBeDisabled();
  await expect(previous).toBeDisabled();

  // The hub shows the check mark and 'Review Results', which opens the completed results.
  await page.getByRole('button', { name: 'Back to Assessments' }).click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Universal Health Assessment', level: 2 }) });
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Begin Assessment' })).toHaveCount(0);
  const lipedemaCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Lipedema Recognition Assessment', level: 2 }) });
  await expect(lipedemaCard.getByRole('button', { name: 'Begin Assessment' })).toBeVisible();
  await openAssessment(page, 'Review Results', 'Universal Health Assessment');
  await expect(page.getByTestId('overall-score')).toHaveText(String(EXPECTED.overall));
});

test('universal: a question can be answered with the keyboard alone, and a checkbox question needs an explicit choice', async ({
  page,
}) => {
  await page.goto('/health-assessment');
  await openAssessment(page, 'Begin Assessment', 'Universal Health Assessment');
  await page.keyboard.press('Tab'); // from the focused heading into the first radio group
  await expect(page.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: optionLabel(QUESTIONS[0]!, 'light_activity') })).toBeChecked();
  await page.keyboard.press('Enter'); // submits the step, like Next
  await expect(page.getByText('Question 2 of 12')).toBeVisible();
  await expect(page.getByRole('heading', { name: QUESTIONS[1]!.prompt })).toBeFocused();

  // An untouched checkbox question is unanswered; 'None of these' answers it; unticking it does not.
  const next = page.getByRole('button', { name: 'Next' });
  const none = page.getByRole('checkbox', { name: 'None of these', exact: true });
  await expect(next).toBeDisabled();
  await none.check();
  await expect(next).toBeEnabled();
  await none.uncheck();
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Walking', exact: true }).check();
  await expect(none).not.toBeChecked();
  await expect(next).toBeEnabled();
});

test('lipedema: signs recognised and the exact weighted score, no risk badge, the educational note on every result, selection kept on Take Again @phone', async ({
  page,
}) => {
  await page.goto('/health-assessment');
  await openAssessment(page, 'Begin Assessment', 'Lipedema Recognition Assessment');
  await expect(page.getByText('This questionnaire cannot diagnose lipedema')).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete Assessment' });
  await expect(complete).toBeDisabled();
  await expect(page.getByRole('checkbox')).toHaveCount(15);

  const label = (id: string) => LIPEDEMA_SYMPTOMS.find((symptom) => symptom.id === id)!.label;
  const first = ['bilateral_symmetry', 'ankle_stepoff', 'touch_sensitive', 'diet_resistant', 'worsening_hormones'];
  for (const id of first) await page.getByRole('checkbox', { name: label(id) }).check();
  await expect(page.getByText('5 of 15 selected')).toBeVisible();
  for (const [group, count] of [
    ['Physical characteristics', 2],
    ['Pain and sensation', 1],
    ['Progression and history', 2],
  ] as const) {
    await expect(page.getByRole('group', { name: new RegExp(group) }).getByText(`${count} selected`)).toBeVisible();
  }
  await complete.click();

  const firstScore = lipedemaRiskScore(first);
  expect(firstScore).toBe(41);
  await expect(page.getByRole('heading', { name: 'Your Lipedema Recognition Results', level: 1 })).toBeVisible();
  await expect(page.getByTestId('signs-recognised')).toHaveText('You recognised 5 of 15 signs');
  await expect(page.getByTestId('weighted-score')).toContainText(`Weighted score: ${firstScore} (the highest possible is 93)`);
  await expect(page.getByText(LEVEL_DESCRIPTIONS[lipedemaRiskLevel(firstScore)])).toBeVisible();
  await expect(page.getByText(/\bRisk\b/)).toHaveCount(0);
  await expect(page.getByText('out of 100')).toHaveCount(0);
  await expect(page.getByTestId('count-physical')).toContainText('2 of 6');
  await expect(page.getByTestId('count-pain')).toContainText('1 of 5');
  await expect(page.getByTestId('count-progression')).toContainText('2 of 4');
  await expect(page.getByRole('heading', { name: 'Your support plan' })).toBeVisible();
  await expect(page.getByText(/estimated 11% of women/)).toBeVisible();
  await expect(page.getByText(/Estimates vary widely/)).toBeVisible();
  // The educational-only note, what a specialist looks at and the limits show on every result.
  await expect(page.getByRole('heading', { name: 'Important Note' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'cannot diagnose lipedema, and they cannot rule it out' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What a specialist would look at' })).toBeVisible();
  await expect(page.getByTestId('questionnaire-limits')).toContainText('not a validated medical test');
  await expect(page.getByRole('link', { name: /Understanding Lipedema/ })).toHaveAttribute(
    'href',
    '/education?module=lipedema-recognition',
  );
  await expect(page.getByRole('link', { name: 'Explore Support Resources' })).toHaveAttribute(
    'href',
    '/education?module=lipedema-recognition',
  );

  // Take Again keeps the choices; two more push the score above 50.
  await page.getByRole('button', { name: 'Take Assessment Again' }).click();
  for (const id of first) await expect(page.getByRole('checkbox', { name: label(id) })).toBeChecked();
  const more = [...first, 'disproportionate', 'aching_heaviness'];
  for (const id of ['disproportionate', 'aching_heaviness']) await page.getByRole('checkbox', { name: label(id) }).check();
  await complete.click();
  const secondScore = lipedemaRiskScore(more);
  expect(secondScore).toBe(55);
  await expect(page.getByTestId('signs-recognised')).toHaveText('You recognised 7 of 15 signs');
  await expect(page.getByTestId('weighted-score')).toContainText(`Weighted score: ${secondScore} (the highest possible is 93)`);
  await expect(page.getByText(LEVEL_DESCRIPTIONS[lipedemaRiskLevel(secondScore)])).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Important Note' })).toBeVisible();
  await expect(page.getByText(/talk to a healthcare provider/)).toBeVisible();

  // Both saves reach the server; the latest is the second run.
  const sessionId = await sessionIdOf(page);
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/lipedema-assessment', { headers: { 'x-session-id': sessionId } })).json())
          ?.riskScore ?? null,
      {
        timeout: 15_000,
      },
    )
    .toBe(secondScore);

  await page.getByRole('button', { name: 'Back to Assessments' }).click();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Lipedema Recognition Assessment', level: 2 }) });
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Review Results' })).toBeVisible();
});

test('a failed save never blocks the results, and is logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/lipedema-assessment', (route) =>
    route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }),
  );
  await page.goto('/health-assessment');
  await openAssessment(page, 'Begin Assessment', 'Lipedema Recognition Assessment');
  await page.getByRole('checkbox', { name: LIPEDEMA_SYMPTOMS[0]!.label }).check();
  await page.getByRole('button', { name: 'Complete Assessment' }).click();
  await expect(page.getByTestId('weighted-score')).toContainText(
    `Weighted score: ${lipedemaRiskScore([LIPEDEMA_SYMPTOMS[0]!.id])} `,
  );
  await expect.poll(() => errors.some((text) => text.includes('Failed to save assessment'))).toBe(true);
});

test('results print as a clean summary without navigation or buttons', async ({ page }) => {
  await page.goto('/health-assessment');
  await openAssessment(page, 'Begin Assessment', 'Lipedema Recognition Assessment');
  await page.getByRole('checkbox', { name: LIPEDEMA_SYMPTOMS[1]!.label }).check();
  await page.getByRole('button', { name: 'Complete Assessment' }).click();

  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset.printRequested = 'yes';
    };
  });
  await page.getByRole('button', { name: 'Print or save as PDF' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-print-requested', 'yes');

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Take Assessment Again' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Back to Assessments' })).toBeHidden();
  await expect(page.getByTestId('signs-recognised')).toBeVisible();
  await expect(page.getByText(/Lipedema Recognition Assessment, completed on/)).toBeVisible();
  await expect(page.getByText(LIPEDEMA_SYMPTOMS[1]!.label)).toBeVisible();
});
