import { expect, test, type Page } from '@playwright/test';

const SESSION_KEY = 'renewed-session-id';
const minuteAgo = () => new Date(Date.now() - 60_000).toISOString();

/** The visitor's session id, once the app has made it. */
async function sessionOf(page: Page): Promise<string> {
  const handle = await page.waitForFunction((key) => localStorage.getItem(key), SESSION_KEY);
  return (await handle.jsonValue()) as string;
}

async function logHotFlashInTheDialog(page: Page) {
  await page
    .getByRole('button', { name: /Log Hot Flash/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Log a Hot Flash' });
  await dialog.getByRole('radio', { name: /1 · Mild/ }).click();
  await dialog.getByRole('radio', { name: 'Under 1 min' }).click();
  await dialog.getByRole('button', { name: 'Log Hot Flash' }).click();
  return dialog;
}

test("past the day's hot flash quota the visitor reads why, and what she entered stays in the dialog", async ({ page }) => {
  await page.goto('/dashboard');
  const session = await sessionOf(page);
  // A day's worth of logs for this session, through the real API.
  for (let i = 0; i < 50; i += 1) {
    const response = await page.request.post('/api/symptoms/log', {
      headers: { 'x-session-id': session },
      data: {
        symptomType: 'hot_flash',
        severity: 2,
        duration: 1,
        triggers: [],
        reliefMethods: [],
        notes: '',
        timestamp: minuteAgo(),
      },
    });
    expect(response.status()).toBe(201);
  }
  const dialog = await logHotFlashInTheDialog(page);
  const toast = page.getByRole('status').filter({ hasText: 'Logging Failed' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('429: You have logged 50 hot flashes in the last 24 hours');
  await expect(toast).toContainText('Everything you logged is saved');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /1 · Mild/ })).toHaveAttribute('aria-checked', 'true');
});

test('a stored session id the API would refuse is replaced, and logging works', async ({ page }) => {
  const refused = 'session-0000000000000-AbCdEfGhIjKlMnOpQrStUv';
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key!, value!);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [SESSION_KEY, refused],
  );
  await page.goto('/dashboard');
  await logHotFlashInTheDialog(page);
  await expect(page.getByRole('status').filter({ hasText: 'Hot Flash Logged' })).toBeVisible();
  const now = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  expect(now).not.toBe(refused);
  expect(now).toMatch(/^session-\d{13}-[A-Za-z0-9_-]{22}$/);
});

test('the API sends its own security headers, and personal answers are never cached', async ({ page }) => {
  await page.goto('/dashboard');
  const session = await sessionOf(page);
  const personal = await page.request.get('/api/symptoms', { headers: { 'x-session-id': session } });
  expect(personal.status()).toBe(200);
  expect(personal.headers()['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  expect(personal.headers()['x-content-type-options']).toBe('nosniff');
  expect(personal.headers()['cache-control']).toBe('no-store');
  expect(personal.headers()['vary']).toMatch(/X-Session-Id/i);
  const docs = await page.request.get('/api/docs');
  expect(docs.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(docs.headers()['x-frame-options']).toBe('DENY');
});
