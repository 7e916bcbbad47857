import { expect, test, type Page } from '@playwright/test';

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Serves /site-config.json as the operator left it: nothing set, or only some settings. */
async function siteConfig(page: Page, config: Record<string, unknown>) {
  await page.route('**/site-config.json', (route) => route.fulfill({ json: { partnerLinks: [], ...config } }));
}

/** A fake speechSynthesis that records what it is asked to say (Chromium in CI has no voices). */
async function stubSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    const fake = {
      speaking: false,
      paused: false,
      pending: false,
      getVoices: () => [],
      speak(utterance: SpeechSynthesisUtterance) {
        spoken.push(utterance.text);
        fake.speaking = true;
      },
      cancel() {
        fake.speaking = false;
        fake.paused = false;
      },
      pause() {
        fake.paused = true;
      },
      resume() {
        fake.paused = false;
      },
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: fake, configurable: true });
    (window as unknown as { spokenTexts: string[] }).spokenTexts = spoken;
  });
}

async function expectNewTab(link: ReturnType<Page['getByRole']>, href: string | RegExp) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

// Each screen in both themes at phone and desktop widths, with no sideways overflow, is checked
// for every route at once by e2e/accessibility.spec.ts; its heading by e2e/shell.spec.ts.

test('the theme toggle switches a static screen between light and dark @phone', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/clean-ingredients');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(background).not.toBe(light);
});

test.describe('wisdom council', () => {
  test('filters the experts, shows stats computed from the data, and opens expert sites in a new tab @phone', async ({
    page,
  }) => {
    await page.goto('/wisdom-council');
    const stats = page.getByRole('region', { name: 'Council in numbers' });
    await expect(stats).toContainText('5Experts');
    await expect(stats).toContainText('10Books listed');
    await expect(stats).toContainText('2Countries they work in');
    await expect(stats).toContainText('4Fields');
    await expect(stats).not.toContainText('10M');

    const experts = page.getByRole('list', { name: 'Experts' }).locator(':scope > li');
    await expect(experts).toHaveCount(5);
    const filters = page.getByRole('group', { name: 'Filter experts by field' });
    await expect(filters.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await filters.getByRole('button', { name: 'Neuroscience' }).click();
    await expect(filters.getByRole('button', { name: 'Neuroscience' })).toHaveAttribute('aria-pressed', 'true');
    await expect(experts).toHaveCount(1);
    await expect(experts.first().getByRole('heading', { name: 'Dr. Lisa Mosconi' })).toBeVisible();
    await expect(page.getByText('Showing 1 of 5 experts.')).toBeVisible();
    await expect(page).toHaveURL(/category=neuroscience/);

    await filters.getByRole('button', { name: 'Medical evidence' }).click();
    await expect(experts).toHaveCount(2);
    await filters.getByRole('button', { name: 'All' }).click();
    await expect(experts).toHaveCount(5);

    const card = experts.filter({ has: page.getByRole('heading', { name: 'Dr. Stacy T. Sims' }) });
    await expect(card.getByRole('listitem').filter({ hasText: /\(\d{4}\)$/ })).toHaveCount(2);
    await expectNewTab(card.getByRole('link', { name: /Official website/ }), 'https://www.drstacysims.com');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('a filter in the address is applied on arrival', async ({ page }) => {
    await page.goto('/wisdom-council?category=integrative-holistic');
    await expect(page.getByRole('list', { name: 'Experts' }).locator(':scope > li')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Dr. Aviva Romm' })).toBeVisible();
  });

  test('culture badges open the library with a filter and search that find real modules', async ({ page }) => {
    await page.goto('/wisdom-council');
    await page
      .getByRole('list', { name: 'Culture topics in our library' })
      .getByRole('link', { name: 'Global Menopause Wisdom' })
      .click();
    await expect(page).toHaveURL(/\/education\?filter=community&search=Global\+Menopause\+Wisdom/);
    await expect(page.locator('[data-module-id="global-menopause-wisdom"]')).toBeVisible();
  });
});

test.describe('archetypes', () => {
  test('the assessment button scrolls to the cards; a card shows its tabs; key modules open in the library @phone', async ({
    page,
  }) => {
    await page.goto('/archetypes');
    await expect(page.getByRole('link', { name: 'Join the community' })).toHaveAttribute('href', '/community');
    await expect(page.getByRole('link', { name: 'Explore the library' })).toHaveAttribute('href', '/education');

    await page.getByRole('button', { name: 'Find my archetype' }).click();
    const cardsHeading = page.getByRole('heading', { name: 'Which one sounds like you?' });
    await expect(cardsHeading).toBeFocused();
    await expect(cardsHeading).toBeInViewport();

    const cards = page.getByRole('list', { name: 'Which one sounds like you?' }).getByRole('button');
    await expect(cards).toHaveCount(5);
    await cards.filter({ hasText: 'The Wellness Skeptic' }).click();
    await expect(cards.filter({ hasText: 'The Wellness Skeptic' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'The Wellness Skeptic' })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'About The Wellness Skeptic' });
    await expect(tabs.getByRole('tab', { name: 'Pain Points' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Too many products and too little proof');
    await tabs.getByRole('tab', { name: 'Our Solutions' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Honest summaries of supplement research');
    // Arrow keys move between tabs.
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Key Modules' })).toHaveAttribute('aria-selected', 'true');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('tabpanel').getByRole('link', { name: 'Talking to Your Clinician About Menopause' }).click();
    await expect(page).toHaveURL(/\/education\?module=talking-to-your-clinician/);
    await expect(page.locator('[data-module-id="talking-to-your-clinician"]')).toBeVisible();
  });
});

test.describe('boundary magic', () => {
  test('shows the philosophy, the benefits and the four-step morning ritual @phone', async ({ page }) => {
    await page.goto('/boundary-magic');
    await expect(page.getByRole('heading', { name: 'The philosophy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What it can offer' })).toBeVisible();
    const steps = page.getByRole('list', { name: 'Morning ritual steps' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.first()).toContainText('Pause and breathe');
    await expect(page.getByRole('link', { name: 'Apply the Self-Care Shield' })).toHaveAttribute('href', '/dashboard');
  });
});

test.describe('clean beauty guide', () => {
  test('tabs switch between ingredients, the brand checklist and scanning; the scanner opens in a new tab @phone', async ({
    page,
  }) => {
    await page.goto('/clean-ingredients');
    const tabs = page.getByRole('tablist', { name: 'Clean beauty guide sections' });
    await expect(tabs.getByRole('tab', { name: 'Ingredients to Avoid' })).toHaveAttribute('aria-selected', 'true');
    const ingredients = page.getByRole('list', { name: 'Ingredients to avoid' }).locator(':scope > li');
    await expect(ingredients).toHaveCount(6);
    const parabens = ingredients.filter({ has: page.getByRole('heading', { name: 'Parabens' }) });
    await expect(parabens).toContainText('Limited: mostly lab or animal studies');
    await expectNewTab(parabens.getByRole('link', { name: 'Parabens in Cosmetics' }), /^https:\/\/www\.fda\.gov\//);

    await tabs.getByRole('tab', { name: 'Clean Brands' }).click();
    const status = page.getByRole('status').filter({ hasText: /^Score/ });
    await expect(status).toHaveText('Score 0 of 100: Many concerns');
    await page.getByLabel(/Is it fragrance-free/).check();
    await page.getByLabel(/formaldehyde releasers/).check();
    await expect(status).toHaveText('Score 50 of 100: Mixed');
    await page.getByLabel(/list every ingredient/).check();
    await page.getByLabel(/free of triclosan/).check();
    await expect(status).toHaveText('Score 80 of 100: Good fit');
    const legend = page.getByRole('region', { name: 'Score bands (our checklist)' });
    await expect(legend).toContainText('80-100: Good fit');
    await expect(legend).toContainText('0-49: Many concerns');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await tabs.getByRole('tab', { name: 'Ingredient Scanning' }).click();
    await expectNewTab(page.getByRole('link', { name: /Open the ingredient scanner/ }), 'https://scanner.example');
  });

  test('without a scanner site the page says it is not set up', async ({ page }) => {
    await siteConfig(page, {});
    await page.goto('/clean-ingredients');
    await page.getByRole('tab', { name: 'Ingredient Scanning' }).click();
    await expect(page.getByText('The ingredient scanner site is not set up on this server.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Open the ingredient scanner/ })).toHaveCount(0);
  });

  test('listen reads an ingredient aloud, pauses, stops, and only one card speaks at a time @phone', async ({ page }) => {
    await stubSpeech(page);
    await page.goto('/clean-ingredients');
    const fragrance = page.getByRole('group', { name: 'Listen to Fragrance (parfum)' });
    const parabens = page.getByRole('group', { name: 'Listen to Parabens' });

    await fragrance.getByRole('button', { name: 'Listen', exact: true }).click();
    await expect(fragrance.getByRole('button', { name: 'Pause Listening' })).toBeVisible();
    const spoken = await page.evaluate(() => (window as unknown as { spokenTexts: string[] }).spokenTexts);
    expect(spoken[0]).toBe('Fragrance (parfum).');
    expect(spoken.join(' ')).toContain('Strong evidence');

    await fragrance.getByRole('button', { name: 'Pause Listening' }).click();
    await expect(fragrance.getByRole('button', { name: 'Resume Listening' })).toBeVisible();
    await fragrance.getByRole('button', { name: 'Resume Listening' }).click();

    await parabens.getByRole('button', { name: 'Listen', exact: true }).click();
    await expect(parabens.getByRole('button', { name: 'Pause Listening' })).toBeVisible();
    await expect(fragrance.getByRole('button', { name: 'Listen', exact: true })).toBeVisible();
    await expect(fragrance.getByRole('button', { name: 'Stop' })).toHaveCount(0);

    await parabens.getByRole('button', { name: 'Stop' }).click();
    await expect(parabens.getByRole('button', { name: 'Listen', exact: true })).toBeVisible();
    await expect(parabens.getByRole('button', { name: 'Stop' })).toHaveCount(0);
    expect(await page.evaluate(() => window.speechSynthesis.speaking)).toBe(false);
  });

  test('says clearly when the browser cannot speak', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Window.prototype as { speechSynthesis?: unknown }).speechSynthesis;
      delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
    });
    await page.goto('/clean-ingredients');
    const unavailable = page.getByRole('button', { name: 'Listening not available in this browser' });
    await expect(unavailable).toHaveCount(6);
    await expect(unavailable.first()).toBeDisabled();
  });
});

test.describe('coaching', () => {
  test('names the provider and their qualifications, states the price, and books on the provider’s site @phone', async ({
    page,
  }) => {
    await page.goto('/coaching');
    const provider = page.getByRole('region', { name: 'Who gives the consultation' });
    await expect(provider).toContainText('Jane Example');
    await expect(provider).toContainText('Certified health and wellness coach (example)');
    await expect(page.getByText('$75 per hour').first()).toBeVisible();
    await expect(page.getByText('not medical care', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Everything else stays free' })).toBeVisible();
    await expectNewTab(page.getByRole('link', { name: /Book a \$75 consultation/ }), 'https://booking.example/renewed');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('without a booking link the offer shows and says booking is not open', async ({ page }) => {
    await siteConfig(page, { coaching: { name: 'Jane Example', qualifications: 'Certified coach' } });
    await page.goto('/coaching');
    await expect(page.getByText('Online booking is not open yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Book a \$75 consultation/ })).toHaveCount(0);
  });

  test('without a named, qualified provider the paid offer is not shown, here or on the dashboard', async ({ page }) => {
    await siteConfig(page, {});
    await page.goto('/coaching');
    await expect(page.getByText('Coaching is not offered on this site right now.')).toBeVisible();
    await expect(page.getByText('$75')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Everything else stays free' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule $75 Consultation' })).toHaveCount(0);
  });

  test('the dashboard coaching card says who gives it', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Schedule $75 Consultation' })).toHaveAttribute('href', '/coaching');
    await expect(page.getByText(/with Jane Example \(Certified health and wellness coach \(example\)\)/)).toBeVisible();
  });
});

test.describe('community', () => {
  test('shows ten prompts, how to take part, and the official page in a new tab @phone', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('list', { name: 'Community prompts' }).getByRole('listitem')).toHaveCount(10);
    await expect(page.getByRole('heading', { name: 'How to take part' })).toBeVisible();
    await expectNewTab(page.getByRole('link', { name: /Visit the official social page/ }), 'https://community.example/renewed');
  });

  test('without an official page it says so plainly', async ({ page }) => {
    await siteConfig(page, {});
    await page.goto('/community');
    await expect(page.getByText('The official social page is not set up on this site yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit the official social page/ })).toHaveCount(0);
  });
});
