import { expect, test, type Page } from '@playwright/test';

/**
 * Sacred Practice (/practice, the practice remote): choose a session, prepare, practise with the
 * countdown, end, and the Session Complete dialog. Time is Playwright's fake clock: installed
 * before navigation, paused just before the timer starts, then moved on with fastForward, so
 * the countdown is checked exactly and fast.
 */

const T0 = new Date('2025-03-03T08:00:00Z').getTime();

async function openPractice(page: Page) {
  await page.clock.install({ time: T0 });
  await page.goto('/practice');
  await expect(page.getByRole('heading', { level: 1, name: 'Sacred Practice' })).toBeVisible();
}

/** Chooses a session, checks the prepare dialog and begins; the clock is paused from here on. */
async function beginSession(page: Page, sessionName: string) {
  await page.getByRole('button', { name: `Choose ${sessionName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Prepare for Practice' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Begin Practice' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: sessionName })).toBeVisible();
  await pauseClock(page);
}

/** Stops the fake clock a moment from now: from here on time moves only when the test moves it. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

// includeHidden: the countdown is still checked while a modal dialog hides the page behind it.
const timer = (page: Page) => page.getByRole('timer', { includeHidden: true });

test('lists three groups of three sessions with their durations @phone', async ({ page }) => {
  await openPractice(page);
  for (const group of ['Sacred Meditation', 'Sacred Breathwork', 'Movement Medicine']) {
    const section = page.getByRole('region', { name: group });
    await expect(section.getByRole('listitem')).toHaveCount(3);
  }
  const breathwork = page.getByRole('region', { name: 'Sacred Breathwork' });
  await expect(breathwork.getByRole('listitem').nth(0)).toContainText('10 min');
  await expect(breathwork.getByRole('listitem').nth(1)).toContainText('15 min');
  await expect(breathwork.getByRole('listitem').nth(2)).toContainText('12 min');
});

test('the prepare dialog has the 1-5 mood slider (default Neutral), and Cancel returns to the list', async ({ page }) => {
  await openPractice(page);
  await page.getByRole('button', { name: 'Choose Body Scan for Rest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prepare for Practice' });
  const slider = dialog.getByRole('slider', { name: 'How are you feeling right now?' });
  await expect(slider).toHaveValue('3');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Neutral, 3 of 5');
  await expect(slider).toHaveAttribute('min', '1');
  await expect(slider).toHaveAttribute('max', '5');
  await expect(slider).toHaveAttribute('step', '1');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Good, 4 of 5');
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Excellent, 5 of 5');
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Very Low, 1 of 5');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Choose Body Scan for Rest' })).toBeFocused();
});

test('a session counts down from its duration, pauses, resumes, ends early and saves notes with a toast', async ({ page }) => {
  await openPractice(page);
  await page.getByRole('button', { name: 'Choose Calming 4-7-8 Breath' }).click();
  const prepare = page.getByRole('dialog', { name: 'Prepare for Practice' });
  await prepare.getByRole('slider').fill('4');
  await prepare.getByRole('button', { name: 'Begin Practice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calming 4-7-8 Breath' })).toBeFocused();
  await pauseClock(page);

  // Sidebar: practice info and tips; guidance as paragraphs.
  const sidebar = page.getByRole('complementary', { name: 'About this practice' });
  await expect(sidebar).toContainText('Sacred Breathwork');
  await expect(sidebar).toContainText('10 minutes');
  await expect(sidebar).toContainText('Good (4 of 5)');
  await expect(sidebar.getByRole('heading', { name: 'Tips' })).toBeVisible();
  await expect(page.getByText(/breathe in quietly through your nose for a count of 4/)).toBeVisible();

  await expect(timer(page)).toHaveText('10:00');
  await expect(page.getByRole('button', { name: 'End Early' })).toBeDisabled();
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

  await page.clock.fastForward(1_000);
  await expect(timer(page)).toHaveText('09:59');
  // One jump of a minute (like a throttled background tab): the time comes from the clock, not from counting ticks.
  await page.clock.fastForward(60_000);
  await expect(timer(page)).toHaveText('08:59');
  await expect(page.getByRole('progressbar', { name: 'Practice progress' })).toHaveAttribute('aria-valuenow', '10.2');

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await page.clock.fastForward(5 * 60_000);
  await expect(timer(page)).toHaveText('08:59');
  await page.getByRole('button', { name: 'Resume' }).click();
  await page.clock.fastForward(2_000);
  await expect(timer(page)).toHaveText('08:57');

  await page.getByRole('button', { name: 'End Early' }).click();
  const complete = page.getByRole('dialog', { name: 'Session Complete' });
  await expect(complete).toBeVisible();
  await expect(complete).toContainText('You practiced Calming 4-7-8 Breath for 1 minute 3 seconds.');
  await expect(complete.getByRole('slider', { name: 'How are you feeling now?' })).toHaveValue('3');
  // Nothing is kept, so nothing is offered for saving: no notes box, no Save Notes, and it says so.
  await expect(complete.getByTestId('practice-not-saved')).toHaveText('This check-in is just for you. Nothing here is saved or sent.');
  await expect(complete.getByRole('textbox')).toHaveCount(0);
  await expect(complete.getByRole('button', { name: 'Save Notes' })).toHaveCount(0);
  await complete.getByRole('button', { name: 'Done' }).click();

  await expect(complete).toBeHidden();
  await expect(page.getByText('Take a screenshot')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Sacred Practice' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Calming 4-7-8 Breath' })).toBeFocused();
});

test('reaching zero opens Session Complete; Done returns to the list without a toast', async ({ page }) => {
  await openPractice(page);
  await beginSession(page, 'Calming 4-7-8 Breath');
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await page.clock.fastForward(10 * 60_000);
  const complete = page.getByRole('dialog', { name: 'Session Complete' });
  await expect(complete).toBeVisible();
  await expect(complete).toContainText('You completed 10 minutes of Calming 4-7-8 Breath.');
  await expect(timer(page)).toHaveText('00:00');
  await complete.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sacred Practice' })).toBeVisible();
  await expect(page.getByText('Session completed!')).toHaveCount(0);
});

test('Reset returns to the list', async ({ page }) => {
  await openPractice(page);
  await beginSession(page, 'Gentle Joint Mobility');
  await expect(timer(page)).toHaveText('20:00');
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await page.clock.fastForward(5_000);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sacred Practice' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Space starts, pauses and resumes the timer from the keyboard', async ({ page }) => {
  await openPractice(page);
  await beginSession(page, 'Loving-Kindness for You');
  await expect(timer(page)).toHaveText('15:00');
  // Focus is on the session heading, which does not use Space itself.
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.clock.fastForward(3_000);
  await expect(timer(page)).toHaveText('14:57');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(timer(page)).toHaveText('14:57');
  // On a focused button Space presses that button (here Resume) and is not handled twice.
  await page.getByRole('button', { name: 'Resume' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
});

test('the breathing pacer follows the pattern with the timer and stops when it is paused', async ({ page }) => {
  await openPractice(page);
  await beginSession(page, 'Calming 4-7-8 Breath');
  const pacer = page.getByRole('region', { name: 'Breathing pacer' });
  await expect(pacer.locator('[data-pacer-shape]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await page.clock.fastForward(1_000);
  await expect(pacer).toContainText('Breathe naturally');
  await expect(pacer).toContainText('The pattern starts in 01:59.');
  // After two minutes of settling: in for 4, hold for 7, out for 8.
  await page.clock.fastForward(119_000);
  await expect(pacer.locator('[data-pacer-label]')).toHaveText('Breathe in');
  await page.clock.fastForward(4_000);
  await expect(pacer.locator('[data-pacer-label]')).toHaveText('Hold');
  await page.clock.fastForward(7_000);
  await expect(pacer.locator('[data-pacer-label]')).toHaveText('Breathe out');
  // The circle is smaller while breathing out than while holding full.
  const shape = pacer.locator('[data-pacer-shape]');
  await page.clock.fastForward(7_000);
  const nearlyEmpty = await shape.evaluate((element) => (element as HTMLElement).style.transform);
  expect(nearlyEmpty).toMatch(/^scale\(0\.4[5-9]/);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.clock.fastForward(30_000);
  await expect(pacer.locator('[data-pacer-label]')).toContainText('Breathe out');
  await expect(pacer).toContainText('Paused.');
});

test('with reduced motion the pacer is text only: the phase and its count, no animated shape', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPractice(page);
  await beginSession(page, 'Calming 4-7-8 Breath');
  const pacer = page.getByRole('region', { name: 'Breathing pacer' });
  await expect(pacer.locator('[data-pacer-shape]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await page.clock.fastForward(120_000);
  await expect(pacer.locator('[data-pacer-label]')).toHaveText('Breathe in');
  await expect(pacer.locator('[data-pacer-count]')).toHaveText('1 of 4');
  await page.clock.fastForward(2_000);
  await expect(pacer.locator('[data-pacer-count]')).toHaveText('3 of 4');
  await page.clock.fastForward(2_000);
  await expect(pacer.locator('[data-pacer-label]')).toHaveText('Hold');
  await expect(pacer.locator('[data-pacer-count]')).toHaveText('1 of 7');
  await expect(pacer.locator('[data-pacer-shape]')).toHaveCount(0);
});

test('the screen is kept awake while running and released on pause, where the browser supports it', async ({ page }) => {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { wakeLockLog: string[] }).wakeLockLog = log;
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type: string) => {
          log.push(`request:${type}`);
          const sentinel = {
            released: false,
            release: async () => {
              sentinel.released = true;
              log.push('release');
            },
          };
          return sentinel;
        },
      },
    });
  });
  const wakeLockLog = () => page.evaluate(() => (window as unknown as { wakeLockLog: string[] }).wakeLockLog);
  await openPractice(page);
  await beginSession(page, 'Evening Unwind Stretch');
  expect(await wakeLockLog()).toEqual([]);
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await expect.poll(wakeLockLog).toEqual(['request:screen']);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(wakeLockLog).toEqual(['request:screen', 'release']);
});

test('a refused wake lock is quiet: the session still runs', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: { request: () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')) },
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openPractice(page);
  await beginSession(page, 'Evening Unwind Stretch');
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await page.clock.fastForward(2_000);
  await expect(timer(page)).toHaveText('14:58');
  expect(errors).toEqual([]);
});

test('the end chime plays at zero unless muted, and the mute choice is remembered', async ({ page }) => {
  // Count oscillators started through a wrapped AudioContext (the chime is generated, not a file).
  await page.addInitScript(() => {
    const counter = { oscillators: 0 };
    (window as unknown as { chimeCounter: typeof counter }).chimeCounter = counter;
    const Original = window.AudioContext;
    class CountingAudioContext extends Original {
      override createOscillator() {
        counter.oscillators += 1;
        return super.createOscillator();
      }
    }
    window.AudioContext = CountingAudioContext;
  });
  const oscillators = () =>
    page.evaluate(() => (window as unknown as { chimeCounter: { oscillators: number } }).chimeCounter.oscillators);

  await openPractice(page);
  await beginSession(page, 'Calming 4-7-8 Breath');
  const mute = page.getByRole('button', { name: 'Mute end chime' });
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await page.clock.fastForward(10 * 60_000);
  await expect(page.getByRole('dialog', { name: 'Session Complete' })).toBeVisible();
  expect(await oscillators()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Done' }).click();

  // Muted: no chime, and the choice survives a reload.
  await beginSession(page, 'Calming 4-7-8 Breath');
  await page.getByRole('button', { name: 'Mute end chime' }).click();
  await expect(page.getByRole('button', { name: 'Mute end chime' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('renewed-practice-chime-muted'))).toBe('true');
  const before = await oscillators();
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await page.clock.fastForward(10 * 60_000);
  await expect(page.getByRole('dialog', { name: 'Session Complete' })).toBeVisible();
  expect(await oscillators()).toBe(before);
  await page.clock.resume();
  await page.reload();
  await page.getByRole('button', { name: 'Choose Cooling Long Exhale' }).click();
  await page.getByRole('button', { name: 'Begin Practice' }).click();
  await expect(page.getByRole('button', { name: 'Mute end chime' })).toHaveAttribute('aria-pressed', 'true');
});

test('the list and the session view fit a phone screen without sideways scrolling @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPractice(page);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await beginSession(page, 'Calming 4-7-8 Breath');
  await expect(timer(page)).toHaveText('10:00');
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Start Practice' }).click();
  await page.clock.fastForward(1_000);
  await page.getByRole('button', { name: 'End Early' }).click();
  await expect(page.getByRole('dialog', { name: 'Session Complete' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});

test('the practice remote shares the page theme with the shell: dimming from the session changes the nav toggle and back', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openPractice(page);
  await beginSession(page, 'Calming 4-7-8 Breath');
  const root = page.locator('html');
  await expect(root).not.toHaveClass(/\bdark\b/);

  // A control inside the remote reads and changes the shell's theme (one context for the page).
  const dim = page.getByRole('button', { name: 'Dim the screen' });
  await expect(dim).toHaveAttribute('aria-pressed', 'false');
  await dim.click();
  await expect(root).toHaveClass(/\bdark\b/);
  await expect(dim).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Switch to light theme' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('renewed-theme'))).toBe('dark');

  // And the shell's toggle changes what the remote shows.
  await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
  await expect(root).not.toHaveClass(/\bdark\b/);
  await expect(dim).toHaveAttribute('aria-pressed', 'false');
});
