import { expect, test, type Page } from '@playwright/test';
import { openMoreMenu } from './more-menu';

async function start(page: Page) {
  await page.goto('/hot-flash-course');
  await expect(page.getByRole('heading', { name: /Hot Flashes and Night Sweats/, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What to expect, honestly' })).toBeVisible();
  await page.getByRole('button', { name: 'Start week 1' }).click();
}

const position = (page: Page) => page.getByTestId('course-position');

test('finish week one, reload and resume where she left off; worksheets and checks are kept @phone', async ({ page }) => {
  test.slow();
  await start(page);
  await expect(position(page)).toHaveText('Week 1 of 4: What happens in a hot flash');
  await expect(position(page)).toBeFocused();
  await page.getByRole('button', { name: 'Done, next step' }).click();

  await expect(position(page)).toHaveText('Week 1 of 4: Try paced breathing');
  await expect(page.getByRole('link', { name: 'Open the breathing pacer on the Practice page' })).toHaveAttribute('href', '/practice');
  await page.getByRole('button', { name: 'I have tried it, next step' }).click();

  await expect(position(page)).toHaveText('Week 1 of 4: Worksheet: my hot flash diary');
  await expect(page.getByRole('button', { name: 'Save worksheet and continue' })).toBeDisabled();
  await page.getByLabel('Where was I and what was I doing?').fill('In a work meeting');
  await page.getByLabel('What went through my mind?').fill('Everyone can see');
  await page.getByRole('button', { name: 'Save worksheet and continue' }).click();

  await expect(position(page)).toHaveText('Week 1 of 4: Weekly check');
  await expect(page.getByText(/modeled on the Hot Flush Rating Scale by Myra Hunter and Kate Liao \(1995\)/)).toBeVisible();
  await page.getByRole('group', { name: /how much of a problem/ }).getByRole('radio', { name: '7', exact: true }).check();
  await page.getByLabel('About how many hot flashes and night sweats did you have in the past week?').fill('40');
  await page.getByRole('button', { name: 'Save check and continue' }).click();
  await expect(position(page)).toHaveText('Week 2 of 4: Noticing your thoughts during a flash');

  await page.reload();
  await expect(position(page)).toHaveText('Week 2 of 4: Noticing your thoughts during a flash');
  await expect(page.getByRole('listitem').filter({ hasText: 'Worksheet: my hot flash diary' }).first()).toContainText('(done)');
  await expect(page.getByTestId('course-worksheets')).toContainText('Week 1: Worksheet: my hot flash diary');
  await expect(page.getByTestId('course-problem-chart-table').locator('tbody tr').first()).toContainText('7');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  // The dashboard reminds her gently where she is.
  await page.goto('/dashboard');
  await expect(page.getByTestId('course-reminder')).toContainText('Up next: Week 2 of 4: Noticing your thoughts during a flash');
  await page.getByTestId('course-reminder').getByRole('link', { name: 'Continue the course' }).click();
  await expect(position(page)).toHaveText('Week 2 of 4: Noticing your thoughts during a flash');
});

test('pause, resume and restart, with the keyboard only, in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/hot-flash-course');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await page.getByRole('button', { name: 'Start week 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(position(page)).toBeFocused();
  await page.getByRole('button', { name: 'Done, next step' }).focus();
  await page.keyboard.press('Enter');
  await expect(position(page)).toHaveText('Week 1 of 4: Try paced breathing');
  // Each move puts focus on the new step's heading; keyboard users go on from there.
  await expect(position(page)).toBeFocused();

  await page.getByRole('button', { name: 'Pause the course' }).focus();
  await page.keyboard.press('Enter');
  await expect(position(page)).toHaveText('Paused at Week 1 of 4: Try paced breathing');
  await expect(position(page)).toBeFocused();
  await page.reload();
  await expect(position(page)).toHaveText('Paused at Week 1 of 4: Try paced breathing');
  await page.getByRole('button', { name: 'Resume the course' }).focus();
  await page.keyboard.press('Enter');
  await expect(position(page)).toHaveText('Week 1 of 4: Try paced breathing');
  await expect(position(page)).toBeFocused();

  await page.getByRole('button', { name: 'Restart from week 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(position(page)).toHaveText('Week 1 of 4: What happens in a hot flash');
});

test('the course is in the navigation and the assessment hub', async ({ page }) => {
  await page.goto('/health-assessment');
  await page.getByTestId('course-card').getByRole('link', { name: 'Open the Hot Flash Course' }).click();
  await expect(page).toHaveURL(/\/hot-flash-course$/);
  // The menu closes when the page changes, so it is opened once the course has arrived.
  await expect(page.getByRole('heading', { name: /Hot Flashes and Night Sweats/, level: 1 })).toBeVisible();
  await openMoreMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Hot Flash Course' })).toBeVisible();
});
