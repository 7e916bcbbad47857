import { expect, test, type Page } from '@playwright/test';

const BOARD_NAME = 'Daily Gentle Reset';
const BOARD_ID = 'daily-gentle-reset';
const SESSION_KEY = 'renewed-session-id';

async function openBoard(page: Page) {
  await page.goto('/self-care-bingo');
  await page.getByRole('button', { name: `Start Your Journey: ${BOARD_NAME}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOARD_NAME);
  await expect(page).toHaveURL(new RegExp(`\\?board=${BOARD_ID}$`));
  const squares = page.getByRole('list', { name: `${BOARD_NAME} squares` }).getByRole('button');
  await expect(squares).toHaveCount(25);
  return squares;
}

function completionResponse(page: Page, position: number) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new RegExp(`/api/bingo/progress/${BOARD_ID}/${position}$`).test(response.url()),
  );
}

const sessionOf = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);

test('the list shows the intro, How It Works and a card per board @phone', async ({ page }) => {
  await page.goto('/self-care-bingo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Self-Care Bingo');
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Bingo boards' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const first = cards.first();
  await expect(first.getByRole('heading')).toHaveText(BOARD_NAME);
  await expect(first.getByText('daily journey')).toBeVisible();
  await expect(first.getByText('25 activities')).toBeVisible();
  await expect(first.getByText('Difficulty: Gentle')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Start Your Journey/ })).toHaveCount(4);
});

test('completing a row unlocks its achievement, and progress survives a reload', async ({ page }) => {
  const squares = await openBoard(page);
  await expect(page.getByText('Progress: 0/25 activities')).toBeVisible();
  await expect(page.getByText('0% complete')).toBeVisible();
  await expect(page.getByText('Achievements Unlocked!')).toHaveCount(0);

  for (const position of [0, 1, 2, 3, 4]) {
    const saved = completionResponse(page, position);
    await squares.nth(position).click();
    expect((await saved).status()).toBe(200);
    await expect(squares.nth(position)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(squares.nth(0)).toHaveAccessibleName('Stretch before getting out of bed: done');
  await expect(squares.nth(5)).toHaveAccessibleName('Notice three sounds around you: not done yet');
  await expect(page.getByText('Progress: 5/25 activities')).toBeVisible();
  await expect(page.getByText('20% complete')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Achievements Unlocked!' })).toBeVisible();
  await expect(page.getByText('Row 1 Complete')).toBeVisible();

  // A completed square ignores taps: no request, nothing changes.
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/bingo/progress/')) posts += 1;
  });
  await squares.nth(2).click({ force: true });
  await expect(page.getByText('Progress: 5/25 activities')).toBeVisible();
  expect(posts).toBe(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOARD_NAME);
  await expect(page.getByText('Progress: 5/25 activities')).toBeVisible();
  await expect(page.getByText('Row 1 Complete')).toBeVisible();
  await expect(squares.nth(4)).toHaveAttribute('aria-pressed', 'true');
  await expect(squares.nth(5)).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Back to Boards' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Self-Care Bingo');
  await expect(page.getByRole('button', { name: `Start Your Journey: ${BOARD_NAME}` })).toBeFocused();
});

test('squares work from the keyboard, and a special square shows its reward', async ({ page }) => {
  const squares = await openBoard(page);
  const centre = squares.nth(12);
  await centre.focus();
  const saved = completionResponse(page, 12);
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(centre).toHaveAttribute('aria-pressed', 'true');
  const reward = page.getByTestId('bingo-reward');
  await expect(reward).toContainText('Center square complete!');
  // It goes away by itself after a few seconds.
  await expect(reward).toBeHidden({ timeout: 8_000 });

  await squares.nth(13).focus();
  await page.keyboard.press('Space');
  await expect(squares.nth(13)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Progress: 2/25 activities')).toBeVisible();
});

test('a full board shows COMPLETE BINGO MASTERY and every line', async ({ page }) => {
  await openBoard(page);
  const session = await sessionOf(page);
  expect(session).toMatch(/^session-\d{13}-/);
  for (let position = 0; position < 25; position += 1) {
    const response = await page.request.post(`/api/bingo/progress/${BOARD_ID}/${position}`, {
      headers: { 'x-session-id': session! },
    });
    expect(response.status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'COMPLETE BINGO MASTERY!' })).toBeVisible();
  await expect(page.getByText("You've completed your entire self-care board!")).toBeVisible();
  await expect(page.getByText('100% complete')).toBeVisible();
  for (const line of ['Row 5', 'Column 3', 'Top-Left Diagonal', 'Top-Right Diagonal']) {
    await expect(page.getByText(`${line} Complete`)).toBeVisible();
  }
});

test('when the boards cannot be loaded, Try Again fetches them again', async ({ page }) => {
  let failing = true;
  await page.route('**/api/bingo/boards', (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'down' }),
        })
      : route.continue(),
  );
  await page.goto('/self-care-bingo');
  await expect(page.getByText('Oops! Something went wrong')).toBeVisible();
  await expect(page.getByText("We couldn't load your bingo boards right now.")).toBeVisible();
  await expect(page.getByRole('button', { name: /^Start Your Journey/ })).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('button', { name: /^Start Your Journey/ })).toHaveCount(4);
  await expect(page.getByText('Oops! Something went wrong')).toHaveCount(0);
});

test('New Board clears only this board: the session id, hot flash logs, check-ins and other boards survive', async ({ page }) => {
  const squares = await openBoard(page);
  const saved = completionResponse(page, 0);
  await squares.nth(0).click();
  await saved;
  const session = (await sessionOf(page))!;
  const headers = { 'x-session-id': session };
  const minuteAgo = new Date(Date.now() - 60_000).toISOString();
  // Her other records under the same session: a hot flash log, a check-in, a tick on another board.
  const log = await page.request.post('/api/symptoms/log', {
    headers,
    data: {
      symptomType: 'hot_flash',
      severity: 3,
      duration: 3,
      triggers: [],
      reliefMethods: [],
      notes: '',
      timestamp: minuteAgo,
    },
  });
  expect(log.status()).toBe(201);
  const checkIn = await page.request.post('/api/symptoms/log', {
    headers,
    data: { symptomType: 'sleep_quality', rating: 4, timestamp: minuteAgo },
  });
  expect(checkIn.status()).toBe(201);
  const boards = (await (await page.request.get('/api/bingo/boards')).json()) as Array<{ id: string }>;
  const otherBoard = boards.find((board) => board.id !== BOARD_ID)!.id;
  expect((await page.request.post(`/api/bingo/progress/${otherBoard}/7`, { headers })).status()).toBe(200);

  await page.getByRole('button', { name: 'New Board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a new board?' });
  await expect(dialog).toContainText(`This clears every tick on ${BOARD_NAME}`);
  await expect(dialog).toContainText(
    'Your other boards, hot flash logs, check-ins, reading progress and assessment results stay as they are.',
  );
  await dialog.getByRole('button', { name: 'Keep This Board' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(squares.nth(0)).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'New Board' }).click();
  const cleared = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().endsWith(`/api/bingo/progress/${BOARD_ID}`),
  );
  await page.getByRole('button', { name: 'Start New Board' }).click();
  expect((await cleared).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Progress: 0/25 activities')).toBeVisible();
  await expect(squares.nth(0)).toHaveAttribute('aria-pressed', 'false');

  // Same browser session, and everything else she saved is still hers.
  expect(await sessionOf(page)).toBe(session);
  const logs = (await (await page.request.get('/api/symptoms?type=hot_flash', { headers })).json()).items;
  expect(logs).toEqual([expect.objectContaining({ symptomType: 'hot_flash', severity: 3 })]);
  const checkIns = (await (await page.request.get('/api/symptoms?type=sleep_quality', { headers })).json()).items;
  expect(checkIns).toEqual([expect.objectContaining({ symptomType: 'sleep_quality', rating: 4 })]);
  expect(await (await page.request.get(`/api/bingo/progress/${otherBoard}`, { headers })).json()).toEqual({
    completedCells: [7],
  });
  expect(await (await page.request.get(`/api/bingo/progress/${BOARD_ID}`, { headers })).json()).toEqual({
    completedCells: [],
  });

  // The cleared board is reloaded empty, and ticking starts again.
  await page.reload();
  await expect(page.getByText('Progress: 0/25 activities')).toBeVisible();
});

test('a completion the server refuses shows at once, then rolls back with a toast', async ({ page }) => {
  const squares = await openBoard(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/bingo/progress/**', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' }),
    });
  });

  await squares.nth(6).click();
  // Optimistic: ticked before the server answers.
  await expect(squares.nth(6)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Progress: 1/25 activities')).toBeVisible();

  release();
  await expect(page.getByText('Failed to complete cell').first()).toBeVisible();
  await expect(squares.nth(6)).toHaveAttribute('aria-pressed', 'false');
  await expect(squares.nth(6)).toHaveAccessibleName('Take a 10-minute walk: not done yet');
  await expect(page.getByText('Progress: 0/25 activities')).toBeVisible();
});

test('the 5-column board fits a 390 px phone screen without sideways scrolling @phone-only', async ({ page }) => {
  const squares = await openBoard(page);
  const width = page.viewportSize()!.width;
  for (const position of [0, 4, 20, 24]) {
    const box = (await squares.nth(position).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.width).toBeGreaterThan(55);
  }
  // Five squares per row: the first and the fifth share a row, the sixth starts the next.
  const [first, fifth, sixth] = await Promise.all(
    [0, 4, 5].map(async (position) => (await squares.nth(position).boundingBox())!),
  );
  expect(Math.abs(first!.y - fifth!.y)).toBeLessThan(2);
  expect(sixth!.y).toBeGreaterThan(first!.y + 20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Each square's text stays inside the square.
  const overflowing = await squares.evaluateAll(
    (buttons) => buttons.filter((button) => button.scrollWidth > button.clientWidth + 1).length,
  );
  expect(overflowing).toBe(0);
});
