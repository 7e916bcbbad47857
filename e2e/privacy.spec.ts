import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

const FIRST_CONFIRMATION = 'Are you absolutely sure? This will permanently delete ALL your data and cannot be undone.';

/** A fresh visitor with one hot flash and one sleep check-in stored, on /privacy-dashboard. */
async function visitWithData(page: Page) {
  await page.goto('/privacy-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy and Data Control');
  // The first API call made this browser's anonymous id.
  await expect(page.getByText('Nothing is stored for this browser right now.')).toBeVisible();
  const session = await page.evaluate(() => localStorage.getItem('renewed-session-id'));
  expect(session).toBeTruthy();
  const timestamp = new Date(Date.now() - 60_000).toISOString();
  for (const data of [
    { symptomType: 'hot_flash', severity: 3, duration: 5, triggers: ['Stress'], reliefMethods: [], notes: '', timestamp },
    { symptomType: 'sleep_quality', rating: 2, timestamp },
  ]) {
    expect((await page.request.post('/api/symptoms/log', { headers: { 'x-session-id': session! }, data })).status()).toBe(201);
  }
  await page.reload();
  return session!;
}

const dashboardFor = async (page: Page, session: string) =>
  (await page.request.get('/api/privacy/dashboard', { headers: { 'x-session-id': session } })).json();

for (const theme of ['light', 'dark'] as const) {
  test(`says truthfully what is stored, by kind, and for how long (${theme}) @phone`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    const session = await visitWithData(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
    const stored = await dashboardFor(page, session);
    const categories = page.getByTestId('privacy-categories');
    await expect(categories.getByRole('listitem')).toHaveCount(stored.categories.length);
    await expect(categories.getByRole('listitem').filter({ hasText: 'Hot flash logs and sleep/energy check-ins' })).toContainText(
      '2',
    );
    await expect(page.getByText('2 records are stored for this browser:')).toBeVisible();
    await expect(page.getByTestId('privacy-retention')).toHaveText(
      `Each record is deleted automatically ${stored.retentionDays} days after it was saved.`,
    );
    const main = page.getByRole('main');
    await expect(main).toContainText('No analytics, advertising or third-party trackers.');
    await expect(main).not.toContainText('No Data Collection');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
}

test('shows skeletons while loading and a way forward when the counts fail @phone', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let fail = true;
  await page.route('**/api/privacy/dashboard', async (route) => {
    await held;
    if (fail)
      await route.fulfill({
        status: 503,
        json: { statusCode: 503, error: 'Service Unavailable', message: 'Database is not reachable' },
      });
    else await route.continue();
  });
  await page.goto('/privacy-dashboard');
  await expect(page.getByTestId('privacy-loading')).toBeVisible();
  const skeletonRows = await page.getByTestId('privacy-loading').locator('li').count();
  release();
  const error = page.getByRole('alert').filter({ hasText: 'What is stored could not be loaded' });
  await expect(error).toContainText('503: Database is not reachable');
  fail = false;
  await error.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Nothing is stored for this browser right now.')).toBeVisible();
  // The loading state holds one row per kind of record the server lists, so nothing below it moves.
  await expect(page.getByTestId('privacy-categories').locator('li')).toHaveCount(skeletonRows);
});

test('export downloads renewed-data-export-<ISO date>.json with exactly this session’s data @phone', async ({ page }) => {
  const session = await visitWithData(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`renewed-data-export-${new Date().toISOString().slice(0, 10)}.json`);
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.product).toBe('Renewed');
  expect(exported.data.symptomLogs).toHaveLength(2);
  expect(exported.data.symptomLogs.every((record: { sessionId: string }) => record.sessionId === session)).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Data Export Complete' })).toBeVisible();
});

test('a failed export says so', async ({ page }) => {
  await page.route('**/api/privacy/export', (route) =>
    route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Database is not reachable' } }),
  );
  await page.goto('/privacy-dashboard');
  await page.getByRole('button', { name: 'Export my data' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Export Failed' })).toContainText(
    'Unable to export your data. Please try again.',
  );
});

test('delete asks twice, needs DELETE typed, then clears everything and starts fresh on / @phone', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const session = await visitWithData(page);
  // A theme choice is one of the local settings the delete clears.
  await page.evaluate(() => localStorage.setItem('renewed-theme', 'dark'));

  await page.getByRole('button', { name: 'Delete all my data' }).click();
  const first = page.getByRole('dialog', { name: 'Delete all your data?' });
  await expect(first.getByText(FIRST_CONFIRMATION, { exact: true })).toBeVisible();
  await first.getByRole('button', { name: 'Cancel' }).click();
  await expect(first).toBeHidden();
  expect((await dashboardFor(page, session)).totalRecords).toBe(2);

  await page.getByRole('button', { name: 'Delete all my data' }).click();
  await page.getByRole('dialog', { name: 'Delete all your data?' }).getByRole('button', { name: 'Yes, continue' }).click();
  const final = page.getByRole('dialog', { name: 'Final warning' });
  await expect(final).toContainText('Type DELETE to confirm');
  const confirm = final.getByRole('button', { name: 'Delete everything' });
  await expect(confirm).toBeDisabled();
  const input = final.getByLabel('Type DELETE to confirm');
  await input.fill('delete');
  await expect(confirm).toBeDisabled();
  await input.press('Enter');
  await expect(final).toBeVisible();
  expect((await dashboardFor(page, session)).totalRecords).toBe(2);
  await input.fill('DELETE');
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page.getByRole('status').filter({ hasText: 'Data Deleted' })).toContainText(
    'Everything stored for this browser has been permanently deleted.',
  );
  await expect(page).toHaveURL(/\/$/);
  expect((await dashboardFor(page, session)).totalRecords).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('renewed-theme'))).toBeNull();
  const now = await page.evaluate(() => localStorage.getItem('renewed-session-id'));
  expect(now).not.toBe(session);
});

test('a failed delete keeps the data and says so', async ({ page }) => {
  const session = await visitWithData(page);
  await page.route('**/api/privacy/delete-account', (route) =>
    route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Database is not reachable' } }),
  );
  await page.getByRole('button', { name: 'Delete all my data' }).click();
  await page.getByRole('dialog', { name: 'Delete all your data?' }).getByRole('button', { name: 'Yes, continue' }).click();
  await page.getByRole('dialog', { name: 'Final warning' }).getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deletion Failed' })).toContainText(
    'Please try again; deleting again is safe.',
  );
  await expect(page).toHaveURL(/\/privacy-dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('renewed-session-id'))).toBe(session);
  expect((await dashboardFor(page, session)).totalRecords).toBe(2);
});
