import { expect, test } from '@playwright/test';

test('the More menu opens on hover and closes 300 ms after the pointer leaves', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const more = page.getByRole('button', { name: 'More' });
  const menu = page.getByRole('menu', { name: 'More pages' });
  await more.hover();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveCount(11);
  // The installed clock follows real time until paused, and a busy machine can take more than
  // 50 ms between two steps below. Paused only now (a paused clock would hold back the partner
  // links above), it moves only by runFor.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.mouse.move(5, 600);
  await page.clock.runFor(250);
  await expect(menu).toBeVisible();
  await page.clock.runFor(100);
  await expect(menu).toBeHidden();
});

test('the More menu lists the eight pages and the three partner sites in new tabs', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'More' }).click();
  const menu = page.getByRole('menu', { name: 'More pages' });
  for (const label of ['Health Assessment', 'Menopause Rating Scale', 'Hot Flash Course', 'Self-Care Bingo', 'Clean Beauty Guide', 'Gen X Archetypes', 'Boundary Magic', 'Donate']) {
    await expect(menu.getByRole('menuitem', { name: label })).toBeVisible();
  }
  const partners = menu.getByRole('group', { name: 'Partner sites' }).getByRole('menuitem');
  await expect(partners).toHaveCount(3);
  for (const link of await partners.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
});

test('if the partner links cannot be downloaded, the More menu and the page still work', async ({ page }) => {
  await page.route('**/assets/partner-links-*.js*', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/partner-links-'));
  await page.getByRole('button', { name: 'More' }).click();
  await failed;
  // Let React handle the failed import before looking.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  const menu = page.getByRole('menu', { name: 'More pages' });
  await expect(menu.getByRole('menuitem', { name: 'Self-Care Bingo' })).toBeVisible();
  await expect(menu.getByRole('group', { name: 'Partner sites' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Renewed/);
  await menu.getByRole('menuitem', { name: 'Boundary Magic' }).click();
  await expect(page).toHaveURL(/\/boundary-magic$/);
});

test('the More menu works from the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'More' }).focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'More pages' });
  await expect(menu.getByRole('menuitem', { name: 'Health Assessment' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Menopause Rating Scale' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'More' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
});

test('pages do not overflow a 360 px screen @phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/dashboard', '/smart-stacks', '/practice', '/does-not-exist']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect({ path, overflow }).toEqual({ path, overflow: 0 });
  }
});

test('F8 moves focus to the notifications region', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('F8');
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect.poll(() => region.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});
