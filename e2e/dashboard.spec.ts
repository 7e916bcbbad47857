import { expect, test } from '@playwright/test';

test('landing shows the hero illustration and Start Exploring leads to the dashboard @phone', async ({ page }) => {
  await page.goto('/home');
  const hero = page.getByRole('img', { name: /sun rising/ });
  await expect(hero).toBeVisible();
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  for (const name of ['Education Hub', 'Personal Tracking', 'Smart Protocols']) await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  await page.getByRole('link', { name: 'Start Exploring' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Dashboard');
  await expect(page.getByText('100% Free')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule $75 Consultation' })).toHaveAttribute('href', '/coaching');
});

test('the landing page makes only claims the app keeps', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main).toContainText('Every library module lists at least two published sources');
  await expect(main).toContainText('no third-party trackers');
  await expect(main).toContainText('with the evidence for each graded honestly');
  await expect(main).not.toContainText('cites The Menopause Society, NICE, Cochrane');
  await expect(main).not.toContainText('supplements with real evidence');
  await expect(main).not.toContainText('no tracking');
});

test("today's protocol steps can be ticked, are saved for this session and day, and survive a reload @phone", async ({ page }) => {
  await page.goto('/dashboard');
  const card = page.getByRole('group', { name: 'Tick the steps you have done today' });
  const completion = page.getByTestId('daily-completion');
  await expect(completion).toHaveText('Daily completion: 0 of 3 (0%)');
  const boxes = card.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);

  await boxes.nth(0).check();
  await expect(completion).toHaveText('Daily completion: 1 of 3 (33%)');
  await boxes.nth(2).check();
  await expect(completion).toHaveText('Daily completion: 2 of 3 (67%)');
  await expect(page.getByRole('progressbar', { name: 'Daily protocol completion' })).toHaveAttribute('aria-valuenow', '67');

  // What the server holds for this session and the browser's local date.
  const sessionId = await page.evaluate(() => localStorage.getItem('renewed-session-id'));
  const date = await page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  await expect
    .poll(async () => (await (await page.request.get(`/api/daily-protocol/${date}`, { headers: { 'x-session-id': sessionId! } })).json()).completedSteps)
    .toEqual([0, 2]);

  await page.reload();
  await expect(completion).toHaveText('Daily completion: 2 of 3 (67%)');
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(1)).not.toBeChecked();
  await expect(boxes.nth(2)).toBeChecked();

  await boxes.nth(0).uncheck();
  await expect(completion).toHaveText('Daily completion: 1 of 3 (33%)');
  await page.reload();
  await expect(completion).toHaveText('Daily completion: 1 of 3 (33%)');
  await expect(boxes.nth(0)).not.toBeChecked();

  // A new visitor (another session) starts from nothing.
  await page.evaluate(() => localStorage.removeItem('renewed-session-id'));
  await page.reload();
  await expect(completion).toHaveText('Daily completion: 0 of 3 (0%)');
});

test('a tick the server refuses goes back, with a toast that says so', async ({ page }) => {
  await page.route('**/api/daily-protocol/*/steps/*', (route) =>
    route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Database is not reachable' } }),
  );
  await page.goto('/dashboard');
  const completion = page.getByTestId('daily-completion');
  await expect(completion).toHaveText('Daily completion: 0 of 3 (0%)');
  const box = page.getByRole('group', { name: 'Tick the steps you have done today' }).getByRole('checkbox').nth(1);
  // click, not check: the refusal comes back at once, so the box may already be unticked again.
  await box.click();
  const toast = page.getByRole('status').filter({ hasText: 'Could not save your tick' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Database is not reachable');
  await expect(box).not.toBeChecked();
  await expect(completion).toHaveText('Daily completion: 0 of 3 (0%)');
});

test('if the ticks cannot be loaded the boxes are locked and Try again recovers', async ({ page }) => {
  let fail = true;
  await page.route('**/api/daily-protocol/*', (route) =>
    fail
      ? route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'Database is not reachable' } })
      : route.fallback(),
  );
  await page.goto('/dashboard');
  const alert = page.getByRole('alert').filter({ hasText: "We couldn't load today's ticks" });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('group', { name: 'Tick the steps you have done today' }).getByRole('checkbox').first()).toBeDisabled();
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('daily-completion')).toHaveText('Daily completion: 0 of 3 (0%)');
  await expect(page.getByRole('group', { name: 'Tick the steps you have done today' }).getByRole('checkbox').first()).toBeEnabled();
});

test('logging a hot flash end to end updates the patterns card', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Log a hot flash to see your own patterns here.')).toBeVisible();
  await page.getByRole('button', { name: /Log Hot Flash/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log a Hot Flash' });
  const submit = dialog.getByRole('button', { name: 'Log Hot Flash' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('radio', { name: /4 · Severe/ }).click();
  await expect(submit).toBeDisabled();
  await dialog.getByRole('radio', { name: '3-5 minutes' }).click();
  await dialog.getByRole('button', { name: 'Stress' }).click();
  await dialog.getByRole('button', { name: 'Caffeine' }).click();
  await dialog.getByRole('button', { name: 'Caffeine' }).click(); // toggles off again
  await dialog.getByRole('button', { name: 'Cold Water' }).click();
  await dialog.getByLabel(/Notes/).fill('In a meeting');
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Hot Flash Logged' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pattern-count')).toHaveText('1');
  await expect(page.getByTestId('pattern-severity')).toHaveText('4');
  await expect(page.getByTestId('pattern-trigger')).toHaveText('Stress');
});

test("a refused log shows 'Logging Failed' with the server's message", async ({ page }) => {
  await page.route('**/api/symptoms/log', (route) =>
    route.fulfill({ status: 400, json: { statusCode: 400, error: 'Bad Request', message: 'timestamp: Time cannot be in the future' } }),
  );
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Log Hot Flash/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log a Hot Flash' });
  await dialog.getByRole('radio', { name: /1 · Mild/ }).click();
  await dialog.getByRole('radio', { name: 'Under 1 min' }).click();
  await dialog.getByRole('button', { name: 'Log Hot Flash' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Logging Failed' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('400: timestamp: Time cannot be in the future');
  await expect(dialog).toBeVisible();
});

test('the shield needs a mood, confirms, and resets to its defaults after 3 seconds', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Luxe Self-Care Shield/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Luxe Self-Care Shield' });
  await expect(dialog.getByRole('radio', { name: 'Medium Defense' })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: 'Apply Shield' }).click();
  const missing = page.getByRole('status').filter({ hasText: 'Missing mood check' });
  await expect(missing).toBeVisible();
  // It says what really happens to the mood (saved and exported), not that it changes the shield.
  await expect(missing).toContainText('you can see it in your data export');
  await expect(missing).not.toContainText('calibrate');
  await dialog.getByRole('radio', { name: 'Fortress Mode' }).click();
  await dialog.getByRole('radio', { name: 'Ready for Battle' }).click();
  await dialog.getByRole('button', { name: 'Apply Shield' }).click();
  await expect(dialog.getByText('Your shield is active')).toBeVisible();
  await expect(dialog.getByText('I protect my peace and honor my energy.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Boundary Magic activated' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Medium Defense' })).toHaveAttribute('aria-checked', 'true', { timeout: 5_000 });
  await expect(dialog.getByRole('radio', { name: 'Ready for Battle' })).toHaveAttribute('aria-checked', 'false');
});

test('Sleep Quality and Energy Level check-ins are saved', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Sleep Quality/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Sleep Quality' });
  await dialog.getByRole('radio', { name: /Good/ }).click();
  await dialog.getByRole('button', { name: 'Save check-in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sleep Quality: Good' })).toBeVisible();
  const sessionId = await page.evaluate(() => localStorage.getItem('renewed-session-id'));
  const stored = await page.request.get('/api/symptoms?type=sleep_quality', { headers: { 'x-session-id': sessionId! } });
  expect((await stored.json()).items).toEqual([expect.objectContaining({ symptomType: 'sleep_quality', rating: 4 })]);
});

test('Daily Tarot opens the partner site in a new tab and nothing is embedded', async ({ page, context }) => {
  await context.route('https://tarot.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Your card today</h1>' }));
  const response = await page.goto('/dashboard');
  // The dashboard's policy frames only Stripe's card form (docs/decisions/0003-card-donations.md, "Card donations with Stripe"), never the tarot site.
  const frames = /frame-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
  expect(frames).toBe('https://js.stripe.com https://hooks.stripe.com');
  const quickCard = page.getByRole('link', { name: /Daily Tarot/ });
  await expect(quickCard).toHaveAttribute('href', 'https://tarot.example');
  await expect(quickCard).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Draw today's card/ })).toHaveAttribute('target', '_blank');

  const opened = context.waitForEvent('page');
  await quickCard.click();
  const tarot = await opened;
  await expect(tarot.getByRole('heading')).toHaveText('Your card today');
  expect(tarot.url()).toMatch(/^https:\/\/tarot\.example\/?$/);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the community card opens the official social page in a new tab', async ({ page }) => {
  await page.goto('/dashboard');
  const link = page.getByRole('link', { name: /Join the community/ });
  await expect(link).toHaveAttribute('href', 'https://community.example/renewed');
  await expect(link).toHaveAttribute('target', '_blank');
});
