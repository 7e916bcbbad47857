import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The one list of the shell's paths, derived from its route table (also what the web bench measures).
import { shellRoutes } from '../infra/bench/shell-routes.mjs';

/** Every route the shell serves, and one it does not (the 404 screen). */
const ROUTES = [...shellRoutes(join(__dirname, '..')), '/no-such-page'];
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [360, 1280] as const;
/** axe-core itself, the engine behind Lighthouse's accessibility audits. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's findings on the page as it is now, the same fields whatever it found. */
async function violationsOn(page: Page) {
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe.run(document),
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
  }));
}

/** Both themes, one after the other, on the page as it is: axe's findings and any sideways overflow, by theme and width. */
async function scanThemes(page: Page, width: number, found: Record<string, unknown>) {
  const background: string[] = [];
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    // With no saved choice the app follows the system's scheme (docs/product.md, "Theme").
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    // The colours have finished changing (the page eases them), so axe reads the theme's own.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
    );
    background.push(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
    const violations = await violationsOn(page);
    if (violations.length > 0) found[`${theme} ${width}px`] = violations;
    // Nothing wider than the screen: no sideways scrolling on a phone or a desktop.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) found[`${theme} ${width}px: wider than the screen by (px)`] = overflow;
  }
  // The themes were really both on screen: the page's own background changed with the scheme.
  expect(new Set(background).size, `background in ${THEMES.join(' and ')}: ${background.join(', ')}`).toBe(THEMES.length);
}

/**
 * axe-core on one route, at both widths and in both themes: 0 violations of WCAG 2.x A/AA and
 * axe's best practices (every rule axe runs by default), once the screen has rendered and the
 * network is idle. The page is loaded once and axe is put into it once, into every frame so it
 * can reach inside them. The other width is the same page resized (the layout is CSS media
 * queries on the width alone; no script reads the window's size), and the second theme is the
 * same page once the system's `prefers-color-scheme` has changed, which the app follows until a
 * visitor chooses. One load per route instead of one per width made this file a third faster;
 * one injection per page instead of `@axe-core/playwright`'s blank page and fresh axe per scan,
 * 3 times. `bypassCSP`: the page's Content Security Policy forbids the script axe runs as;
 * nothing else about the page changes.
 */
async function scanRoute(browser: Browser, path: string) {
  const found: Record<string, unknown> = {};
  const context = await browser.newContext({
    bypassCSP: true,
    colorScheme: THEMES[0],
    viewport: { width: WIDTHS[0], height: 800 },
  });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const frame of page.frames()) await frame.evaluate(AXE_SOURCE);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      await scanThemes(page, width, found);
    }
    return found;
  } finally {
    await context.close();
  }
}

test.describe('accessibility: axe-core finds nothing and nothing overflows on any route', () => {
  test('the route list covers the screens and the remotes', () => {
    expect(ROUTES).toEqual(expect.arrayContaining(['/', '/education', '/ask-auntie', '/self-care-bingo', '/privacy-dashboard']));
  });

  for (const path of ROUTES) {
    test(`${path}: light and dark, 360 and 1280 px`, async ({ browser }) => {
      test.setTimeout(60_000);
      expect(await scanRoute(browser, path)).toEqual({});
    });
  }
});
