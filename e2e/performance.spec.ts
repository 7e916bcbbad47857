import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * First-visit JavaScript and layout stability (docs/architecture.md, "Performance"). These check
 * which files load and how far things move, never how long anything takes: timings belong in
 * `npm run bench` (infra/bench/web.mjs).
 */

/**
 * A dialog whose code arrived after the press mounts outside that press, so its Escape handler is
 * attached a moment after it is painted; it moves focus inside once its handlers are in place.
 * A person cannot press Escape in that moment; a test can, so it waits for the focus.
 */
async function focusMovedInto(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** Every script URL (path only) the page requests from now on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Starts summing layout shifts (the Layout Instability API) before any page script runs. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = { total: 0 };
    (window as unknown as { __layoutShift: typeof state }).__layoutShift = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) state.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total);

test('a first visit to / loads no other route: no screen chunk, no remote until the donate button is pressed @phone', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Renewed/);
  await expect(page.getByRole('button', { name: 'Support Education' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.filter((path) => path.startsWith('/remotes/'))).toEqual([]);
  expect(scripts.filter((path) => /-screen-[\w-]+\.js$/.test(path))).toEqual([]);
  // Nothing on / queries or has raised a toast: React Query and the toast region stay unfetched.
  expect(scripts.filter((path) => /react-query|\/toaster-/.test(path))).toEqual([]);

  // The same screens do load as chunks of their own when their route is visited.
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Smart Stacks' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Stacks');
  expect(scripts.filter((path) => /\/smart-stacks-screen-[\w-]+\.js$/.test(path))).toHaveLength(1);
  // A screen that queries brings React Query with it.
  expect(scripts.filter((path) => /__federation_shared_@tanstack\/react-query-[\w-]+\.js$/.test(path))).toHaveLength(1);

  // Back home, the donate remote comes with the first sign of a press (focus, hover), not before.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Renewed/);
  expect(scripts.filter((path) => path.startsWith('/remotes/'))).toEqual([]);
  await page.getByRole('button', { name: 'Support Education' }).focus();
  await expect.poll(() => scripts.filter((path) => path.startsWith('/remotes/donate/')).length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /^\/remotes\/(education|practice|bingo|assessments)\//.test(path))).toEqual([]);
});

test('a remote route fetches only its own remote', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/self-care-bingo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Bingo/);
  await page.waitForLoadState('networkidle');
  const remotes = new Set(scripts.filter((path) => path.startsWith('/remotes/')).map((path) => path.split('/')[2]));
  expect([...remotes]).toEqual(['bingo']);
});

test("a remote's exposed module and its imports are asked for together, not one hop at a time", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/education');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Education/);
  await page.waitForLoadState('networkidle');
  const preloaded = await page.$$eval('link[rel="modulepreload"][href*="/remotes/education/"]', (links) =>
    links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
  );
  // remoteEntry.js listed the exposed module with every chunk it imports.
  expect(preloaded.some((path) => /\/__federation_expose_App-[\w-]+\.js$/.test(path))).toBe(true);
  expect(preloaded.length).toBeGreaterThan(1);
  const remoteScripts = scripts.filter((path) => path.startsWith('/remotes/education/') && !path.endsWith('/remoteEntry.js'));
  expect(remoteScripts.every((path) => preloaded.includes(path))).toBe(true);
});

for (const [path, heading] of [
  ['/dashboard', /Dashboard/],
  ['/tracking', /Track/],
] as const) {
  test(`${path}: a first visit asks for the screen and everything it imports with the shell's own code`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    const preloaded = await page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    // The build's list for this route was turned into preload links: the screen's chunk and React
    // Query (which the federation runtime asks for, so no chunk graph shows it) among them.
    expect(preloaded.some((file) => /\/[\w-]+-screen-[\w-]+\.js$/.test(file))).toBe(true);
    expect(preloaded.some((file) => /react-query/.test(file))).toBe(true);
    // Nothing the visit ran was found one hop at a time: every script but the page's own entry
    // and the theme script was named in advance.
    const entry = await page.$eval('script[type="module"][src]', (script) => new URL((script as HTMLScriptElement).src).pathname);
    const late = scripts.filter((file) => !preloaded.includes(file) && file !== entry && file !== '/theme-init.js');
    expect(late).toEqual([]);
  });
}

test('the first render of / is a handful of files, each a request of its own on a phone network', async ({ page }) => {
  await page.goto('/');
  // Small chunks are merged (experimentalMinChunkSize): 20 files before, 8 after; 12 leaves room.
  const preloads = await page.$$eval('link[rel="modulepreload"]', (links) => links.length);
  expect(preloads).toBeGreaterThan(0);
  expect(preloads).toBeLessThanOrEqual(12);
});

for (const [path, heading, text] of [
  ['/education', /Education Library/, /evidence-based modules on perimenopause/i],
  ['/menopause-rating-scale', /Menopause Rating Scale/, /A rating of how you feel, not a diagnosis/],
  ['/subscribe', /Support Renewed/, /pays for the servers that keep the library/],
] as const) {
  test(`${path}: the shell paints the page's opening before the remote's code arrives, and the remote takes its place`, async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/remotes\/\w+\/remoteEntry\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.locator('[data-renewed-remote]')).toHaveCount(0);
    release();
    await expect(page.locator('[data-renewed-remote]').getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(text)).toHaveCount(1);
  });
}

for (const [path, heading] of [
  ['/education', /Education/],
  ['/self-care-bingo', /Bingo/],
  ['/dashboard', /Dashboard/],
  ['/menopause-rating-scale', /Menopause Rating Scale/],
  ['/subscribe', /Support Renewed/],
] as const) {
  test(`${path}: nothing moves when the screen arrives late; the footer stays below the fold @phone`, async ({ page }) => {
    await observeLayoutShifts(page);
    // Hold the remote's entry (or the screen's chunk) back, so the placeholder is on screen first.
    let held = 0;
    await page.route(/\/(remotes\/\w+\/remoteEntry\.js|assets\/[\w-]+-screen-[\w-]+\.js)/, async (route) => {
      held += 1;
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(path);
    await expect(page.getByTestId('page-skeleton')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).not.toBeInViewport();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(held).toBeGreaterThan(0);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });
}

test('a screen whose code cannot be fetched shows a card; trying again loads it', async ({ page }) => {
  await page.route(/\/assets\/tracking-screen-[\w-]+\.js/, (route) => route.abort());
  await page.goto('/tracking');
  await expect(page.getByText("This page didn't load")).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.unroute(/\/assets\/tracking-screen-[\w-]+\.js/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tracking/);
});

test('@phone-only the phone menu fetches its drawer on the first press, and focus returns to the button on close', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Renewed/);
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // While the modal drawer is open the rest of the page is hidden from the accessibility tree.
  await expect(page.locator('button[aria-label="Open menu"]')).toHaveAttribute('aria-expanded', 'true');
  await focusMovedInto(drawer);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
});

test("the dashboard's forms are fetched on the first press; a failed fetch says so and the next press opens the form", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  const dialogs = /\/assets\/dashboard-dialogs-[\w-]+\.js/;
  await page.route(dialogs, (route) => route.abort());
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Dashboard');
  await page.waitForLoadState('networkidle');
  // Nothing of the forms came with the page.
  expect(scripts.filter((path) => dialogs.test(path))).toEqual([]);

  const logHotFlash = page.getByRole('button', { name: /Log Hot Flash/ });
  await logHotFlash.click();
  await expect(page.getByText("The form didn't load").first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: /hot flash/i })).toHaveCount(0);

  await page.unroute(dialogs);
  await logHotFlash.click();
  const form = page.getByRole('dialog', { name: /hot flash/i });
  await expect(form).toBeVisible();
  await focusMovedInto(form);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(logHotFlash).toBeFocused();
});
