import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { join } from 'node:path';
// The one list of the shell's paths, derived from its route table (also what the web bench measures).
import { shellRoutes } from '../infra/bench/shell-routes.mjs';

/** Every route the shell serves, and one it does not (the 404 screen). */
const ROUTES = [...shellRoutes(join(__dirname, '..')), '/no-such-page'];
const THEMES = ['light', 'dark'] as const;
const WIDTHS = [360, 1280] as const;

/**
 * axe-core (the engine behind Lighthouse's accessibility audits) on every route, light and dark
 * theme, phone and desktop width, once the screen has rendered and the network is idle: 0
 * violations of WCAG 2.x A/AA and axe's best practices. `bypassCSP`: the page's Content Security
 * Policy forbids the inline script axe injects; nothing else about the page changes.
 */
async function scan(browser: Browser, path: string, theme: (typeof THEMES)[number], width: number) {
  const context = await browser.newContext({
    bypassCSP: true,
    colorScheme: theme,
    viewport: { width, height: 800 },
    isMobile: width < 600,
    hasTouch: width < 600,
  });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`),
    }));
  } finally {
    await context.close();
  }
}

test.describe('accessibility: axe-core finds nothing on any route', () => {
  test('the route list covers the screens and the remotes', () => {
    expect(ROUTES).toEqual(expect.arrayContaining(['/', '/education', '/ask-auntie', '/self-care-bingo', '/privacy-dashboard']));
  });

  for (const path of ROUTES) {
    test(`${path}: light and dark, 360 and 1280 px`, async ({ browser }) => {
      test.setTimeout(90_000);
      const found: Record<string, unknown> = {};
      for (const theme of THEMES) {
        for (const width of WIDTHS) {
          const violations = await scan(browser, path, theme, width);
          if (violations.length > 0) found[`${theme} ${width}px`] = violations;
        }
      }
      expect(found).toEqual({});
    });
  }
});
