import { expect, test } from '@playwright/test';

/** The product's route table ("Screens and routes") with each screen's heading. */
const ROUTES: Array<[path: string, heading: RegExp]> = [
  ['/', /Renewed/],
  ['/home', /Renewed/],
  ['/dashboard', /Dashboard/],
  ['/education', /Education/],
  ['/ask-auntie', /Ask an Auntie/],
  ['/practice', /Sacred Practice/],
  ['/tracking', /Tracking/],
  ['/smart-stacks', /Smart Stacks/],
  ['/wisdom-council', /Wisdom Council/],
  ['/health-assessment', /Assessment/],
  ['/self-care-bingo', /Bingo/],
  ['/clean-ingredients', /Clean Beauty/],
  ['/archetypes', /Archetypes/],
  ['/boundary-magic', /Boundary Magic/],
  ['/subscribe', /Support|Donat/],
  ['/privacy-dashboard', /Privacy/],
  ['/coaching', /Coaching/],
  ['/community', /Community/],
];

test('the shell shows the nav bar, the footer and the theme toggle @phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Renewed' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Renewed`);
  await expect(footer).not.toContainText('No Data Collection');
  // Claims that were not true: the site is in English only, and it does keep what a visitor chooses to log.
  await expect(footer).not.toContainText('Globally Accessible');
  await expect(footer).toContainText('Free for Everyone · In English');
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /no tracking/i);
  await expect(footer.getByTestId('footer-data-note')).toContainText('stored anonymously under a random id made in this browser');
  await expect(footer.getByRole('link', { name: 'see, export or delete it' })).toHaveAttribute('href', '/privacy-dashboard');
  await expect(footer.getByRole('link', { name: 'Privacy Info' })).toHaveAttribute('href', '/privacy-dashboard');
});

// Every route loaded straight from its address, as a shared link or a bookmark is, one after the
// other in one tab (a fresh browser per route made this a minute and a half of the tier).
test(`each of the ${ROUTES.length} routes resolves to its screen when loaded from its address`, async ({ page }) => {
  for (const [path, heading] of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(page.getByText('404 Page Not Found'), path).toHaveCount(0);
  }
});

test('an unknown path shows the 404 screen @phone', async ({ page }) => {
  await page.goto('/does-not-exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText(/Developer hint/)).toBeVisible();
});

test('the page follows the system theme until the toggle saves a choice, which survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  // No choice yet: the system turning dark (or light) turns the open page with it, toggle included.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('renewed-theme'))).toBe('dark');
  // Her choice now outranks the system's.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('renewed-theme'))).toBe('light');
});

test('with no stored choice the theme follows the system preference, before the app renders', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/does-not-exist');
  // theme-init.js runs before the app: the class is there as soon as the document is parsed.
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
});

test('/practice is rendered by the practice remote, loaded through federation', async ({ page }) => {
  const entry = page.waitForResponse((response) => response.url().includes('/remotes/practice/remoteEntry.js'));
  await page.goto('/practice');
  expect((await entry).status()).toBe(200);
  const remote = page.locator('[data-renewed-remote="practice"]');
  await expect(remote.getByRole('heading', { level: 1 })).toHaveText('Sacred Practice');
  await expect(remote.getByRole('heading', { name: 'Sacred Breathwork' })).toBeVisible();
  // The remote's scoped styles are applied (a Tailwind utility from its own stylesheet).
  await expect(remote.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '700');
});

test('the shell reads remote URLs from the runtime manifest', async ({ page }) => {
  await page.route('**/remotes.json', async (route) => {
    const manifest = await (await route.fetch()).json();
    manifest.practice.url = '/remotes/practice/remoteEntry.js?deployment=moved';
    await route.fulfill({ json: manifest });
  });
  const moved = page.waitForRequest((request) => request.url().includes('remoteEntry.js?deployment=moved'));
  await page.goto('/practice');
  await moved;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sacred Practice');
});

test('a remote that cannot load shows a retry card and the rest of the app keeps working', async ({ page }) => {
  await page.route('**/remotes/practice/remoteEntry.js*', (route) => route.abort());
  await page.goto('/practice');
  const card = page.getByRole('alert');
  await expect(card).toContainText("This section didn't load");
  await expect(page.getByRole('link', { name: 'Renewed' }).first()).toBeVisible();

  await page.unroute('**/remotes/practice/remoteEntry.js*');
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sacred Practice');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Smart Stacks' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Stacks');
});

test('the active link is marked for screen readers; Home only on exactly /', async ({ page }) => {
  await page.goto('/practice');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Practice' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
});

test('@phone-only the drawer lists the main links and More Pages, and closes when a link is chosen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('100% Free · No Accounts · No Third-Party Trackers')).toBeVisible();
  await expect(drawer.getByText('More Pages')).toBeVisible();
  await drawer.getByRole('link', { name: 'Smart Stacks' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smart Stacks');
});
