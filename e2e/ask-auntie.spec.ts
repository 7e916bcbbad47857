import { expect, test, type Page } from '@playwright/test';

const input = (page: Page) => page.getByLabel('Your question');
const send = (page: Page) => page.getByRole('button', { name: 'Send' });
const conversation = (page: Page) => page.getByRole('log');

test('greets, offers six quick questions and says it is not medical advice @phone', async ({ page }) => {
  await page.goto('/ask-auntie');
  await expect(page.getByRole('heading', { name: 'Ask an Auntie', level: 1 })).toBeVisible();
  await expect(conversation(page).getByText("Hello, love. I'm Auntie.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick questions' }).locator('xpath=..').getByRole('button')).toHaveCount(6);
  await expect(page.getByTestId('chat-disclaimer')).toContainText('not medical advice');
});

test('blocks sending while the text is empty or blank', async ({ page }) => {
  await page.goto('/ask-auntie');
  await expect(send(page)).toBeDisabled();
  await input(page).fill('    ');
  await expect(send(page)).toBeDisabled();
  await input(page).fill('How can I sleep better?');
  await expect(send(page)).toBeEnabled();
});

test('a quick question shows the thinking indicator, blocks sending, then a reply whose link opens the module', async ({ page }) => {
  // Hold the reply back until the waiting state has been seen (a fixed delay raced a busy machine).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/ask-auntie', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ask-auntie');
  await page.getByRole('button', { name: 'What can I do about hot flashes?' }).click();
  await expect(page.getByText('Auntie is thinking...')).toBeVisible();
  await input(page).fill('Another question');
  await expect(page.getByRole('button', { name: 'Waiting...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'How can I sleep better?' })).toBeDisabled();
  release();

  const links = conversation(page).getByTestId('chat-links').first();
  await expect(links).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Auntie is thinking...')).toHaveCount(0);
  // The answer card for what to do when a hot flash starts, whole (no stock opener, no fragments).
  await expect(conversation(page).getByText(/^When one starts, slow breathing can help: .+ if flashes still disrupt your life\.$/)).toBeVisible();
  const link = links.getByRole('link', { name: /Hot Flashes and Night Sweats/ });
  await expect(link).toHaveAttribute('href', '/education?module=hot-flashes-night-sweats');

  await link.click();
  await expect(page).toHaveURL(/\/education\?module=hot-flashes-night-sweats/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Hot Flashes and Night Sweats' })).toBeVisible({ timeout: 20_000 });
});

test('a failed call shows the apology and puts the question back in the box', async ({ page }) => {
  await page.route('**/api/ask-auntie', (route) =>
    route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }),
  );
  await page.goto('/ask-auntie');
  await input(page).fill('Why is my memory so bad lately?');
  await input(page).press('Enter');
  await expect(conversation(page).getByText(/I'm so sorry, I'm having some technical trouble right now\. Please try again in a moment\./)).toBeVisible();
  await expect(input(page)).toHaveValue('Why is my memory so bad lately?');
  await expect(send(page)).toBeEnabled();
});

test('the conversation is 400 px tall on a phone and the page never scrolls sideways @phone-only', async ({ page }) => {
  await page.goto('/ask-auntie');
  await page.getByRole('button', { name: 'How can I sleep better?' }).click();
  await expect(conversation(page).getByTestId('chat-links').first()).toBeVisible({ timeout: 20_000 });
  const box = await page.getByTestId('chat-messages').boundingBox();
  expect(Math.round(box!.height)).toBe(400);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the conversation is 500 px tall on a desktop and follows the newest message', async ({ page }) => {
  await page.goto('/ask-auntie');
  const list = page.getByTestId('chat-messages');
  expect(Math.round((await list.boundingBox())!.height)).toBe(500);
  for (const question of ['How can I sleep better?', 'Why is my memory so foggy lately?']) {
    await page.getByRole('button', { name: question }).click();
    await expect(page.getByText('Auntie is thinking...')).toHaveCount(0, { timeout: 20_000 });
  }
  await expect(conversation(page).getByTestId('chat-links')).toHaveCount(2);
  // Auto-scroll: the list is scrolled to (near) its bottom.
  await expect
    .poll(() => list.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight))
    .toBeLessThan(4);
});
