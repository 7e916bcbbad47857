import { expect, test, type Page } from '@playwright/test';
import { EDUCATION_MODULES } from '../libs/content/src/education';

/** What a visitor sees of a module's review: the "Last updated" date and a source link for every reference. */

const HRT = EDUCATION_MODULES.find((module) => module.id === 'hormone-therapy-benefits-and-risks')!;

/** "2026-11-23" as the reader writes it ("November 23, 2026"), worked out here independently of the app. */
function inWords(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${months[month - 1]} ${day}, ${year}`;
}

async function openModule(page: Page, id: string, title: string) {
  await page.goto(`/education?module=${id}`);
  const card = page.locator('[data-module-id]').filter({ has: page.getByRole('button', { name: title, exact: true }) });
  await card.getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title, exact: true })).toBeVisible();
  return dialog;
}

test('a module shows when its text last changed, in words, and links every reference @phone', async ({ page }) => {
  const dialog = await openModule(page, HRT.id, HRT.title);

  const updated = dialog.getByTestId('last-updated');
  await expect(updated).toBeVisible();
  await expect(updated).toHaveText(`Last updated ${inWords(HRT.lastUpdated)}.`);
  await expect(updated.locator('time')).toHaveAttribute('datetime', HRT.lastUpdated);

  const links = dialog.getByRole('link', { name: /View source/ });
  await expect(links).toHaveCount(HRT.references.length);
  for (const [index, reference] of HRT.references.entries())
    await expect(links.nth(index)).toHaveAttribute('href', reference.url);

  // The updated risk section is what the visitor reads.
  const body = dialog.getByRole('region', { name: 'Module content' });
  await expect(body.getByRole('heading', { name: 'The risks as numbers', exact: true })).toBeVisible();
  await expect(body.getByRole('heading', { name: 'The US label change in 2025', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
