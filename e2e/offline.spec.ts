import { readdir, readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

/**
 * Offline use (docs/offline.md): the service worker is allowed here (blocked for the other suites),
 * the app is opened once online, then used with the browser offline.
 */
test.use({ serviceWorkers: 'allow' });
test.setTimeout(120_000);

const BOARD_NAME = 'Daily Gentle Reset';
const SESSION_KEY = 'renewed-session-id';

type ModuleSummary = { id: string; title: string };

/** Opens the app once and waits until the service worker controls it and holds the whole library. */
async function openOnce(page: Page): Promise<ModuleSummary[]> {
  const modules = (await (await page.request.get('/api/education/modules')).json()) as ModuleSummary[];
  const boards = (await (await page.request.get('/api/bingo/boards')).json()) as unknown[];
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  // Modules list, categories, Smart Stacks, boards list, then one entry per module and per board.
  const expected = 4 + modules.length + boards.length;
  await page.waitForFunction(
    async (count) => (await (await caches.open('renewed-catalogue')).keys()).length >= count,
    expected,
    { timeout: 60_000, polling: 500 },
  );
  return modules;
}

async function openBoard(page: Page) {
  await page.goto('/self-care-bingo');
  await page.getByRole('button', { name: `Start Your Journey: ${BOARD_NAME}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOARD_NAME);
  const squares = page.getByRole('list', { name: `${BOARD_NAME} squares` }).getByRole('button');
  await expect(squares).toHaveCount(25);
  return squares;
}

async function logHotFlash(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Log Hot Flash/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log a Hot Flash' });
  await dialog.getByRole('radio', { name: /4 · Severe/ }).click();
  await dialog.getByRole('radio', { name: '3-5 minutes' }).click();
  await dialog.getByLabel(/Notes/).fill('On the train, no signal');
  await dialog.getByRole('button', { name: 'Log Hot Flash' }).click();
  await expect(dialog).toBeHidden();
}

const sessionOf = (page: Page) => page.evaluate((key) => localStorage.getItem(key)!, SESSION_KEY);

async function storedFor(page: Page, session: string) {
  const exported = await page.request.get('/api/privacy/export', { headers: { 'x-session-id': session } });
  expect(exported.status()).toBe(200);
  return ((await exported.json()) as { data: Record<string, Array<Record<string, unknown>>> }).data;
}

test('a first visit installs the service worker only once the page has settled, not while it renders', async ({ page }) => {
  await page.goto('/education');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  // Right after load nothing is registered yet: the install's downloads would compete with the page.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
});

test("installable: Chromium's own installability check finds nothing missing", async ({ page, context }) => {
  await openOnce(page);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ short_name: 'Renewed', start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
    const response = await page.request.get(icon.src);
    expect({ icon: icon.src, status: response.status(), type: response.headers()['content-type'] }).toEqual({
      icon: icon.src,
      status: 200,
      type: 'image/png',
    });
  }
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // Playwright's contexts are off the record, which Chromium reports on its own ("in-incognito");
  // a missing manifest field, icon or service worker would each be another error.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test('offline: read a module never opened, log a hot flash, tick a square; all kept over a reload and stored once when back', async ({
  page,
  context,
}) => {
  const modules = await openOnce(page);
  // Opened once online: the board (its progress is cached for this session).
  const squares = await openBoard(page);
  await expect(squares.nth(6)).toHaveAttribute('aria-pressed', 'false');
  const session = await sessionOf(page);
  const unread = modules.at(-1)!;
  const detail = (await (await page.request.get(`/api/education/modules/${unread.id}`)).json()) as { keyInsight: string };

  await context.setOffline(true);

  // A module this browser never opened, from a page loaded with no network.
  await page.goto('/education');
  await page.locator(`[data-module-id="${unread.id}"]`).getByRole('button', { name: unread.title, exact: true }).click();
  const reader = page.getByRole('dialog');
  await expect(reader.getByRole('heading', { name: unread.title })).toBeVisible();
  await expect(reader.getByText(detail.keyInsight.trim().slice(0, 60))).toBeVisible();
  await reader.getByRole('button', { name: 'Close Module' }).click();

  await logHotFlash(page);
  await expect(page.getByRole('status').filter({ hasText: 'Hot Flash Saved' })).toContainText('Saved on this device, will sync');

  const offlineSquares = await openBoard(page);
  await offlineSquares.nth(6).click();
  await expect(offlineSquares.nth(6)).toHaveAttribute('aria-pressed', 'true');
  // The tick shows at once; the toast comes once it is written to the device.
  await expect(page.getByRole('status').filter({ hasText: 'Square ticked' })).toContainText('Saved on this device, will sync');

  // Still there after a reload with no network.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BOARD_NAME);
  await expect(page.getByRole('list', { name: `${BOARD_NAME} squares` }).getByRole('button').nth(6)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const waiting = page.getByTestId('pending-writes');
  await expect(waiting).toHaveText(/^2 entries \(Hot flash log, Bingo square\) saved on this device, will sync/);
  // Nothing reached the server while offline.
  expect(await storedFor(page, session)).toMatchObject({ symptomLogs: [], bingo: [] });

  // Back online, the first send of the hot flash is stored but its answer is lost on the way back:
  // the write stays queued and goes again, with the same Idempotency-Key.
  let dropped = 0;
  await context.route('**/api/symptoms/log', async (route) => {
    if (dropped > 0) return route.continue();
    dropped += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await context.setOffline(false);
  await expect.poll(() => dropped).toBe(1);
  // Sending stops at a lost answer and keeps the order: both still wait.
  await expect(waiting).toContainText('2 entries (Hot flash log, Bingo square)');
  // The next chance to send (here: a reload) sends them, the hot flash again with its first key.
  // (Right after the reload the notice is hidden until the device's outbox has been read, so the
  // server is asked until both writes have left a save receipt.)
  await page.reload();
  await expect.poll(async () => (await storedFor(page, session)).saveReceipts?.length ?? 0, { timeout: 15_000 }).toBe(2);
  await expect(waiting).toBeHidden();

  const stored = await storedFor(page, session);
  // The hot flash reached the server twice and is stored once.
  expect(stored.symptomLogs!.filter((log) => log.symptomType === 'hot_flash')).toHaveLength(1);
  expect(stored.symptomLogs![0]).toMatchObject({ severity: 4, duration: 5, notes: 'On the train, no signal' });
  const progress = stored.bingo!;
  expect(progress).toHaveLength(1);
  expect((progress[0]!.completedCells as number[]).filter((position) => position === 6)).toHaveLength(1);
});

test('a deploy of a changed remote while a tab is open: the old release until the visitor updates, then the new one', async ({
  page,
  context,
}) => {
  await openOnce(page);
  await page.goto('/practice');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Sacred Practice');

  // The practice team deploys: the chunk holding the page's heading changes, and so does its revision.
  const dist = 'remotes/practice/dist';
  const list = JSON.parse(await readFile(`${dist}/precache-manifest.json`, 'utf8')) as Array<{ url: string; revision: string | null }>;
  const changed: string[] = [];
  for (const file of (await readdir(dist)).filter((name) => name.endsWith('.js')))
    if ((await readFile(`${dist}/${file}`, 'utf8')).includes('Sacred Practice')) changed.push(file);
  expect(changed.length).toBeGreaterThan(0);
  await context.route('**/remotes/practice/precache-manifest.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify(list.map((file) => (changed.includes(file.url) ? { ...file, revision: 'deployed-later' } : file))),
    }),
  );
  for (const file of changed) {
    await context.route(`**/remotes/practice/${file}*`, async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: (await original.text()).replaceAll('Sacred Practice', 'Sacred Practice Renewed') });
    });
  }

  // A navigation lets the worker look for a new release; it downloads it and offers it.
  await page.reload();
  const update = page.getByRole('button', { name: 'Update now' });
  await expect(update).toBeVisible({ timeout: 30_000 });
  // Until the visitor says so, the open app keeps the release its shell came with.
  await expect(heading).toHaveText('Sacred Practice');
  await page.reload();
  await expect(heading).toHaveText('Sacred Practice');
  // Offered again on the new page, however soon the worker's own check finished.
  await expect(update).toBeVisible({ timeout: 30_000 });

  await update.click();
  await expect(heading).toHaveText('Sacred Practice Renewed', { timeout: 30_000 });
  await expect(update).toBeHidden();
});

test('"delete my data" also clears what waits on the device and the cached progress', async ({ page, context }) => {
  await openOnce(page);
  await openBoard(page);
  const session = await sessionOf(page);
  // A hot flash that could not be sent waits on the device.
  await context.route('**/api/symptoms/log', (route) => route.abort('internetdisconnected'));
  await logHotFlash(page);
  await expect(page.getByTestId('pending-writes')).toContainText('1 entry (Hot flash log)');
  await context.unroute('**/api/symptoms/log');
  const device = () =>
    page.evaluate(async () => ({
      summary: localStorage.getItem('renewed-outbox'),
      personalCache: await caches.has('renewed-personal'),
      databases: (await indexedDB.databases()).map((database) => database.name),
    }));
  expect(await device()).toEqual({ summary: expect.any(String), personalCache: true, databases: ['renewed-offline'] });

  await page.goto('/privacy-dashboard');
  await expect(page.getByTestId('privacy-device')).toContainText('Entries you save while offline, until they are sent.');
  await page.getByRole('button', { name: 'Delete all my data' }).click();
  await page.getByRole('dialog', { name: 'Delete all your data?' }).getByRole('button', { name: 'Yes, continue' }).click();
  await page.getByRole('dialog', { name: 'Final warning' }).getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(device).toEqual({ summary: null, personalCache: false, databases: [] });
  await expect(page.getByTestId('pending-writes')).toBeHidden();
  // Nothing queued before the delete reaches the server afterwards.
  await page.reload();
  expect((await storedFor(page, session)).symptomLogs).toEqual([]);
});

test('offline, Ask an Auntie and donations say plainly that they need a connection', async ({ page, context }) => {
  await openOnce(page);
  await context.setOffline(true);
  await page.goto('/ask-auntie');
  await expect(page.getByTestId('needs-connection')).toContainText('Ask an Auntie needs an internet connection');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Support Education' }).click();
  await expect(page.getByRole('dialog').getByTestId('needs-connection')).toContainText('Donations need an internet connection');
  await context.setOffline(false);
  await expect(page.getByRole('dialog').getByTestId('needs-connection')).toBeHidden();
});
