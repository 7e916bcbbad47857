import { expect, test, type Page } from '@playwright/test';
import { findUniversalQuestion, scoreUniversalAssessment, type UniversalResponses } from '../libs/contracts/src/assessments';

/** A fresh visitor on /tracking with hot flashes logged a few minutes, 26 hours and 45 days ago. */
async function visitWithLogs(page: Page) {
  await page.goto('/tracking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal Tracking');
  // The first API call made this browser's anonymous id.
  await expect(page.getByTestId('tracking-empty')).toBeVisible();
  const session = await page.evaluate(() => localStorage.getItem('renewed-session-id'));
  expect(session).toBeTruthy();
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const logs = [
    {
      severity: 4,
      duration: 3,
      triggers: ['Stress', 'Caffeine'],
      reliefMethods: ['Cold Water'],
      notes: 'At my desk',
      timestamp: ago(2 * 60_000),
    },
    { severity: 2, duration: 5, triggers: ['Stress'], reliefMethods: [], notes: '', timestamp: ago(26 * 3_600_000) },
    {
      severity: 5,
      duration: 10,
      triggers: ['Alcohol'],
      reliefMethods: ['Cool Air/Fan'],
      notes: '',
      timestamp: ago(45 * 86_400_000),
    },
  ];
  for (const log of logs) {
    const response = await page.request.post('/api/symptoms/log', {
      headers: { 'x-session-id': session! },
      data: { symptomType: 'hot_flash', ...log },
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  return session!;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const theme of ['light', 'dark'] as const) {
  test(`the visitor's own record: stats, chart with its text and table, rankings, 30/90 days (${theme}) @phone`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await visitWithLogs(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');

    await expect(page.getByTestId('stat-total')).toHaveText('2');
    await expect(page.getByTestId('stat-days')).toHaveText('2');
    await expect(page.getByTestId('stat-severity')).toHaveText('3/5');

    const chart = page.getByRole('img', { name: /Chart of hot flashes per day/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleName(/2 hot flashes on 2 of the last 30 days/);
    await expect(page.getByTestId('chart-summary')).toContainText(
      '2 hot flashes on 2 of the last 30 days. The most in one day was 1',
    );
    await expect(page.getByTestId('chart-summary')).toContainText('Average severity 3 out of 5.');
    expect(await chart.locator('rect').count()).toBe(2);
    // The bars take the theme's primary colour, so they differ between light and dark.
    const barFill = await chart
      .locator('rect')
      .first()
      .evaluate((bar) => getComputedStyle(bar).fill);
    expect(barFill).toMatch(/^rgba\(\d+, \d+, \d+, 0\.7\)$/);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim());
    expect(primary).toBe(theme === 'dark' ? '283 60% 74%' : '283 45% 36%');

    await page.getByText('Show the chart as a table').click();
    const table = page.getByTestId('chart-table');
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText(['1', '1']);

    const triggers = page.getByRole('list', { name: 'Triggers, most frequent first' }).getByRole('listitem');
    await expect(triggers).toHaveCount(2);
    await expect(triggers.first()).toContainText('Stress');
    await expect(triggers.first()).toContainText('2');
    await expect(page.getByRole('list', { name: 'Relief methods, most used first' })).toContainText('Cold Water');
    const buckets = await page.getByTestId('time-of-day').locator('li span.font-semibold').allTextContents();
    expect(buckets.map(Number).reduce((sum, count) => sum + count, 0)).toBe(2);
    await expect(page.getByTestId('entry-row')).toHaveCount(2);
    await expect(page.getByTestId('entry-row').first()).toContainText('Severity 4/5');
    await expect(page.getByTestId('entry-row').first()).toContainText('At my desk');
    expect(await noSidewaysScroll(page)).toBe(true);

    await page.getByRole('button', { name: 'Last 90 days' }).click();
    await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('stat-total')).toHaveText('3');
    await expect(page.getByTestId('chart-summary')).toContainText('3 hot flashes on 3 of the last 90 days');
    await expect(page.getByRole('list', { name: 'Triggers, most frequent first' })).toContainText('Alcohol');
    await expect(page.getByTestId('entry-row')).toHaveCount(3);
    expect(await noSidewaysScroll(page)).toBe(true);

    // The guidance is there too, with its sources.
    await expect(page.getByRole('heading', { name: 'Track your own journey' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Menopause: identification and management/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
}

test('deleting one entry asks first, then removes only that entry @phone', async ({ page }) => {
  const session = await visitWithLogs(page);
  const rows = page.getByTestId('entry-row');
  await expect(rows).toHaveCount(2);
  await rows
    .first()
    .getByRole('button', { name: /^Delete the hot flash from/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(2);

  await rows
    .first()
    .getByRole('button', { name: /^Delete the hot flash from/ })
    .click();
  await page.getByRole('dialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete entry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entry deleted' })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Severity 2/5');
  await expect(page.getByTestId('stat-total')).toHaveText('1');
  const stored = await (await page.request.get('/api/symptoms?type=hot_flash', { headers: { 'x-session-id': session } })).json();
  expect(stored.items.map((item: { severity: number }) => item.severity)).toEqual([5, 2]);
});

test('the clinician summary: one printed page with the period, counts, trend, triggers, relief and questions', async ({
  page,
}) => {
  await visitWithLogs(page);
  await page.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(page.getByTestId('stat-total')).toHaveText('3');
  await page.getByRole('button', { name: 'Prepare a summary for my clinician' }).click();
  const summary = page.getByTestId('clinician-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('not a diagnosis');
  await expect(summary).toContainText('(90 days)');
  await expect(summary).toContainText('3 on 3 of 90 days');
  await expect(summary).toContainText('3.7 out of 5');
  await expect(summary).toContainText('Stress (2), Alcohol (1), Caffeine (1)');
  await expect(summary).toContainText('Cold Water (1), Cool Air/Fan (1)');
  await expect(summary).toContainText('First half 5, second half 3: lower.');
  await expect(summary).toContainText('No self-assessment saved in Renewed.');
  await expect(summary.getByRole('listitem').filter({ hasText: 'Could these symptoms be perimenopause' })).toBeVisible();

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await summary.getByRole('button', { name: 'Print or save as PDF' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).first()).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Tracking' })).toBeHidden();
  expect(await summary.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
  // What the browser's Save as PDF makes of it: exactly one page.
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});

test('a visitor with no logs sees how to start, and a failed load offers Try Again @phone', async ({ page }) => {
  await page.goto('/tracking');
  await expect(page.getByTestId('tracking-empty')).toContainText('No hot flashes logged in the last 30 days');
  await expect(page.getByRole('link', { name: 'Go to the dashboard to log' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('button', { name: 'Prepare a summary for my clinician' })).toHaveCount(0);

  let fail = true;
  await page.route(
    (url) => url.pathname === '/api/symptoms',
    (route) =>
      fail
        ? route.fulfill({
            status: 503,
            json: { statusCode: 503, error: 'Service Unavailable', message: 'Database is not reachable' },
          })
        : route.continue(),
  );
  await page.getByRole('button', { name: 'Last 90 days' }).click();
  const error = page.getByRole('alert').filter({ hasText: 'Your record could not be loaded' });
  await expect(error).toContainText('503: Database is not reachable');
  fail = false;
  await error.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('tracking-empty')).toContainText('No hot flashes logged in the last 90 days');
});

test('the clinician summary lists the latest saved self-assessments in plain words', async ({ page }) => {
  const session = await visitWithLogs(page);
  const responses: UniversalResponses = {
    movement_daily: 'about_30_minutes',
    movement_exercise: ['walking'],
    nutrition_plants: 'three_to_four',
    nutrition_processed: 'few_weekly',
    purpose_meaning: 7,
    purpose_morning: 'looking_forward',
    social_relationships: 'mostly',
    social_community: 'monthly',
    stress_management: 4,
    stress_practices: [],
    peri_stage: 'mid_perimenopause',
    peri_symptoms: ['hot_flashes', 'night_sweats'],
  };
  const scores = scoreUniversalAssessment(responses);
  const headers = { 'x-session-id': session };
  const universal = await page.request.post('/api/health-assessment', {
    headers,
    data: { sessionId: session, assessmentType: 'universal_health', responses, scores },
  });
  expect(universal.ok()).toBe(true);
  const lipedema = await page.request.post('/api/lipedema-assessment', {
    headers,
    data: {
      sessionId: session,
      riskScore: 27,
      symptoms: {
        selected: ['ankle_stepoff', 'touch_sensitive', 'diet_resistant'],
        categories: { physical: 1, pain: 1, progression: 1 },
        total: 3,
      },
    },
  });
  expect(lipedema.ok()).toBe(true);
  // Saves are queued: wait until the worker has stored both.
  await expect
    .poll(async () => {
      const [a, b] = await Promise.all([
        page.request.get('/api/health-assessment', { headers }).then((response) => response.json()),
        page.request.get('/api/lipedema-assessment', { headers }).then((response) => response.json()),
      ]);
      return a !== null && b !== null;
    })
    .toBe(true);

  await page.reload();
  await page.getByRole('button', { name: 'Prepare a summary for my clinician' }).click();
  const assessments = page.getByTestId('summary-assessments');
  const label = (questionId: string, value: string) => {
    const question = findUniversalQuestion(questionId);
    return question && question.type !== 'scale' ? question.options.find((option) => option.value === value)!.label : value;
  };
  await expect(assessments).toContainText(`stage I chose, “${label('peri_stage', 'mid_perimenopause')}”`);
  await expect(assessments).toContainText(`${label('peri_symptoms', 'hot_flashes')}, ${label('peri_symptoms', 'night_sweats')}`);
  await expect(assessments).toContainText(`wellbeing score ${scores.overall}/100 (not a clinical measure)`);
  await expect(assessments).toContainText('Lipedema questionnaire on');
  await expect(assessments).toContainText('3 of 15 signs chosen');
  await expect(assessments).toContainText('Educational only; it cannot diagnose.');
  // Still one printed page with both results on it.
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});
