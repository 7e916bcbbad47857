import { expect, test, type Page } from '@playwright/test';
import { openMoreMenu } from './more-menu';
import { MRS_ITEMS, MRS_RATINGS, mrsBand, scoreMrs, type MrsAnswers, type MrsRating } from '../libs/contracts/src/assessments/mrs';

const FIRST: readonly MrsRating[] = [4, 2, 3, 2, 2, 1, 3, 2, 1, 2, 3];
const SECOND: readonly MrsRating[] = [2, 0, 2, 1, 1, 0, 2, 1, 0, 1, 2];
const answersOf = (ratings: readonly MrsRating[]) =>
  Object.fromEntries(MRS_ITEMS.map((item, index) => [item.id, ratings[index]])) as MrsAnswers;

/** Rates every item by clicking the words on screen, then asks for the scores. */
async function complete(page: Page, ratings: readonly MrsRating[]) {
  await page.getByRole('button', { name: /^(Start|Take) the MRS/ }).click();
  await expect(page.getByRole('heading', { name: 'The questionnaire' })).toBeFocused();
  for (const [index, item] of MRS_ITEMS.entries()) {
    const rating = ratings[index]!;
    await page
      .getByRole('group', { name: `${item.number}. ${item.name}` })
      .getByRole('radio', { name: `${MRS_RATINGS[rating]} (${rating})`, exact: true })
      .check();
  }
  await page.getByRole('button', { name: 'See my scores' }).click();
}

test('complete the MRS twice and see both in the trend, as a chart and a table @phone', async ({ page }) => {
  // 22 answers on a shared 2-core machine: more than the default 30 s.
  test.slow();
  await page.goto('/menopause-rating-scale');
  await expect(page.getByRole('heading', { name: 'Menopause Rating Scale', level: 1 })).toBeVisible();
  await expect(page.getByText('No completions yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: /methodological review/ })).toHaveAttribute('href', 'https://pmc.ncbi.nlm.nih.gov/articles/PMC516787');

  await complete(page, FIRST);
  const first = scoreMrs(answersOf(FIRST));
  const result = page.getByTestId('mrs-result');
  await expect(result.getByRole('heading', { level: 2 })).toHaveText(`Your scores today: total ${first.total}, ${mrsBand('total', first.total)}`);
  await expect(result.getByRole('heading', { level: 2 })).toBeFocused();
  for (const scale of ['total', 'somatic', 'psychological', 'urogenital'] as const) {
    await expect(result.getByTestId(`mrs-score-${scale}`)).toContainText(`${first[scale]} of`);
    await expect(result.getByTestId(`mrs-score-${scale}`)).toContainText(mrsBand(scale, first[scale]));
  }
  await expect(result.getByText('Saved.')).toBeVisible();

  await complete(page, SECOND);
  const second = scoreMrs(answersOf(SECOND));
  const table = page.getByTestId('mrs-trend-table');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').nth(0)).toContainText(String(first.total));
  await expect(table.locator('tbody tr').nth(1)).toContainText(String(second.total));
  await expect(page.getByTestId('mrs-trend')).toContainText(`down ${first.total - second.total} points`);
  await expect(page.getByTestId('mrs-trend').locator('svg polyline')).toHaveCount(4);

  // Saved through the queue: after a reload both completions come back from the API.
  await page.reload();
  await expect(page.getByTestId('mrs-trend-table').locator('tbody tr')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
});

test('the MRS can be completed with the keyboard only', async ({ page }) => {
  await page.goto('/menopause-rating-scale');
  const start = page.getByRole('button', { name: 'Start the MRS' });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'The questionnaire' })).toBeFocused();
  for (const [index, item] of MRS_ITEMS.entries()) {
    await page.keyboard.press('Tab');
    const group = page.getByRole('group', { name: `${item.number}. ${item.name}` });
    await expect(group.getByRole('radio').first()).toBeFocused();
    // Space picks "none"; each arrow moves one step up the scale and selects it.
    await page.keyboard.press('Space');
    for (let step = 0; step < SECOND[index]!; step += 1) await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'See my scores' })).toBeFocused();
  await page.keyboard.press('Enter');
  const total = scoreMrs(answersOf(SECOND)).total;
  await expect(page.getByTestId('mrs-result').getByRole('heading', { level: 2 })).toContainText(`total ${total}`);
});

test('the MRS and its trend read in dark mode, and the clinician summary shows the latest and the change', async ({ page }) => {
  test.slow();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/menopause-rating-scale');
  await complete(page, FIRST);
  await complete(page, SECOND);
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  const colours = await page.getByTestId('mrs-trend').locator('svg polyline').first().evaluate((line) => ({
    stroke: getComputedStyle(line).stroke,
    background: getComputedStyle(document.body).backgroundColor,
  }));
  expect(colours.stroke).not.toBe(colours.background);

  const session = await page.evaluate(() => localStorage.getItem('renewed-session-id'));
  const headers = { 'x-session-id': session! };
  await expect.poll(async () => (await (await page.request.get('/api/menopause-rating-scale', { headers })).json()).length).toBe(2);
  const timestamp = new Date(Date.now() - 60_000).toISOString();
  const logged = await page.request.post('/api/symptoms/log', {
    headers,
    data: { symptomType: 'hot_flash', severity: 3, duration: 5, triggers: [], reliefMethods: [], notes: '', timestamp },
  });
  expect(logged.status()).toBe(201);
  await page.goto('/tracking');
  await page.getByRole('button', { name: 'Prepare a summary for my clinician' }).click();
  const line = page.getByTestId('summary-mrs');
  const [first, second] = [scoreMrs(answersOf(FIRST)), scoreMrs(answersOf(SECOND))];
  await expect(line).toContainText(`total ${second.total}/44`);
  await expect(line).toContainText(`total down ${first.total - second.total} points`);
  await expect(line).toContainText('Since my first on');
});

test('the MRS is in the navigation and on the dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByTestId('measures-card').getByRole('link', { name: 'Take the MRS' }).click();
  await expect(page).toHaveURL(/\/menopause-rating-scale$/);
  await expect(page.getByRole('heading', { name: 'Menopause Rating Scale', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the MRS' })).toBeVisible();
  await openMoreMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Menopause Rating Scale' })).toBeVisible();
});
