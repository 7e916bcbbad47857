import { expect, test } from '@playwright/test';

test('Smart Stacks shows the protocols from the API with their symptom badges @phone', async ({ page }) => {
  await page.goto('/smart-stacks');
  const cards = page.getByRole('list', { name: 'Protocols' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  const first = cards.first();
  await expect(first.getByRole('heading')).toHaveText('Sleep Support');
  // up to two symptoms shown (underscores as spaces), the rest counted as '+N'
  await expect(first.getByText(/^\+\d+$/)).toBeVisible();
  await expect(first.getByText(/_/)).toHaveCount(0);
});

test('View Protocol opens the detail overlay, which Escape closes', async ({ page }) => {
  await page.goto('/smart-stacks');
  await page.getByRole('button', { name: 'View Protocol: Sleep Support' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Sleep Support' })).toBeVisible();
  await expect(dialog.getByText('What the evidence says')).toBeVisible();
  await expect(dialog.getByText('Sources')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("shows 'Loading...' while the protocols load", async ({ page }) => {
  await page.route('**/api/smart-stacks', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/smart-stacks');
  await expect(page.getByText('Loading...')).toBeVisible();
  await expect(page.getByRole('button', { name: /View Protocol/ }).first()).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('falls back to the three protocols shipped with the app when the API fails', async ({ page }) => {
  await page.route('**/api/smart-stacks', (route) => route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }));
  await page.goto('/smart-stacks');
  await expect(page.getByText("We couldn't reach the server")).toBeVisible();
  await expect(page.getByRole('button', { name: /View Protocol/ })).toHaveCount(3);
});
