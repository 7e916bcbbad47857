import { expect, type Page } from '@playwright/test';

/**
 * Opens the desktop More menu as a person would, by pointing at it, and points again if the page
 * moved under the pointer before the menu showed: a screen that arrives late can still move the
 * page, and the menu closes once the pointer leaves it. How the menu opens and closes on hover,
 * click and keys is tested in nav.spec.ts.
 */
export async function openMoreMenu(page: Page): Promise<void> {
  const menu = page.getByRole('menu', { name: 'More pages' });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'More' }).hover();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
