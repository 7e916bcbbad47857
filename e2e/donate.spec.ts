import { expect, test, type Page, type Request } from '@playwright/test';

/**
 * Donations in Chromium against the real API and worker (infra/local/e2e-server.mjs), whose
 * Stripe HTTP API is a local fake. Stripe.js itself is replaced here by a small double serving
 * what the donate remote uses (elements/create/mount/confirmPayment): the real script is on the
 * internet and would need a real Stripe account.
 */
const STRIPE_JS_DOUBLE = `
(function () {
  function element(type) {
    var handlers = {};
    var node = null;
    var api = {
      mount: function (target) {
        node = typeof target === 'string' ? document.querySelector(target) : target;
        var field = document.createElement('div');
        field.setAttribute('data-testid', 'stripe-double-card');
        field.textContent = 'Card form (Stripe.js test double)';
        node.appendChild(field);
        setTimeout(function () { (handlers.ready || []).forEach(function (h) { h({ elementType: type }); }); }, 50);
      },
      on: function (name, handler) { (handlers[name] = handlers[name] || []).push(handler); return api; },
      once: function (name, handler) { return api.on(name, handler); },
      off: function (name, handler) { handlers[name] = (handlers[name] || []).filter(function (h) { return h !== handler; }); return api; },
      update: function () {}, focus: function () {}, blur: function () {}, clear: function () {}, collapse: function () {},
      unmount: function () { if (node) node.innerHTML = ''; },
      destroy: function () { if (node) node.innerHTML = ''; },
    };
    return api;
  }
  window.Stripe = function (key) {
    var state = (window.__stripeDouble = { key: key, clientSecret: null, confirmations: 0 });
    var created = [];
    return {
      elements: function (options) {
        state.clientSecret = options && options.clientSecret;
        return {
          create: function (type) { var e = element(type); created.push(e); return e; },
          getElement: function () { return created[0] || null; },
          update: function () {}, fetchUpdates: function () { return Promise.resolve({}); },
          submit: function () { return Promise.resolve({}); },
        };
      },
      confirmPayment: function () {
        state.confirmations += 1;
        return new Promise(function (resolve) {
          setTimeout(function () {
            resolve(window.__declineCards
              ? { error: { type: 'card_error', message: 'Your card was declined.' } }
              : { paymentIntent: { id: 'pi_double', status: 'succeeded' } });
          }, 400);
        });
      },
      createToken: function () {}, createPaymentMethod: function () {}, confirmCardPayment: function () {},
      retrievePaymentIntent: function () {}, _registerWrapper: function () {}, registerAppInfo: function () {},
    };
  };
  window.Stripe.version = 'endive';
})();
`;

/** Serves the double for Stripe.js and records every request to a Stripe origin. */
async function stripeDouble(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (/^https:\/\/[a-z.]*stripe\.(com|network)\//.test(request.url())) requests.push(request);
  });
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS_DOUBLE }),
  );
  return requests;
}

const floatingButton = (page: Page) => page.getByRole('button', { name: 'Support Education' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Support Renewed' });

test('the floating button is on the landing page and the dashboard, nowhere else, and loads no Stripe', async ({ page }) => {
  const stripe = await stripeDouble(page);
  for (const path of ['/', '/home', '/dashboard']) {
    await page.goto(path);
    await expect(floatingButton(page)).toBeVisible();
  }
  const button = floatingButton(page);
  const box = (await button.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2); // bottom centre
  expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 40);
  await button.hover();
  await expect(button.getByText('Support Education')).toBeVisible();

  for (const path of ['/subscribe', '/education', '/coaching', '/privacy-dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(floatingButton(page)).toHaveCount(0);
  }
  expect(stripe).toHaveLength(0);
});

test('tiers, the custom amount rules and the Invalid Amount toast', async ({ page }) => {
  const stripe = await stripeDouble(page);
  await page.goto('/');
  await floatingButton(page).click();
  await expect(dialog(page)).toBeVisible();
  const tiers = dialog(page).getByRole('list', { name: 'Donation amounts' }).getByRole('button');
  await expect(tiers).toHaveText([
    /\$3\s*Buy me a coffee/,
    /\$5\s*Nourish my brain/,
    /\$10\s*Help keep the lights on/,
    /\$25\s*Keep a roof over my head/,
  ]);

  const custom = dialog(page).getByLabel('Custom amount (USD)');
  const donate = dialog(page).getByRole('button', { name: 'Donate', exact: true });
  await expect(custom).toHaveAttribute('min', '1');
  await expect(custom).toHaveAttribute('step', '0.01');
  await expect(donate).toBeDisabled();
  await custom.fill('0.5');
  await expect(donate).toBeDisabled();
  await custom.press('Enter');
  await expect(page.getByText('Invalid Amount', { exact: true })).toBeVisible();
  await expect(page.getByText('Please enter an amount of at least $1.', { exact: true })).toBeVisible();
  await custom.fill('12.34');
  await expect(donate).toBeEnabled();

  // Closing resets everything.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await floatingButton(page).click();
  await expect(dialog(page).getByLabel('Custom amount (USD)')).toHaveValue('');
  expect(stripe).toHaveLength(0);
});

test('a tier leads to the card form, which completes the donation', async ({ page }) => {
  const stripe = await stripeDouble(page);
  await page.goto('/dashboard');
  await floatingButton(page).click();
  expect(stripe).toHaveLength(0);
  const intent = page.waitForResponse((response) => response.url().endsWith('/api/create-donation-intent'));
  await dialog(page)
    .getByRole('button', { name: /\$10\s*Help keep the lights on/ })
    .click();
  expect((await intent).status()).toBe(200);

  const complete = dialog(page).getByRole('button', { name: 'Complete Donation $10' });
  await expect(complete).toBeEnabled();
  await expect(dialog(page).getByTestId('stripe-double-card')).toBeVisible();
  expect(stripe.map((request) => request.url())).toEqual(['https://js.stripe.com/endive/stripe.js']);
  const double = await page.evaluate(
    () => (window as unknown as { __stripeDouble: { key: string; clientSecret: string } }).__stripeDouble,
  );
  expect(double.key).toBe('pk_test_e2e'); // from the server's configuration at run time
  expect(double.clientSecret).toMatch(/^pi_fake\w+_secret_\w+$/); // created at the (fake) Stripe API

  // Choose Different Amount goes back; a custom amount with cents shows them on the button.
  await dialog(page).getByRole('button', { name: 'Choose Different Amount' }).click();
  await dialog(page).getByLabel('Custom amount (USD)').fill('19.99');
  await dialog(page).getByRole('button', { name: 'Donate', exact: true }).click();
  const completeCustom = dialog(page).getByRole('button', { name: 'Complete Donation $19.99' });
  await expect(completeCustom).toBeEnabled();
  await completeCustom.click();
  await expect(dialog(page).getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(page.getByText('Thank You! 🌟', { exact: true })).toBeVisible();
  await expect(page.getByText('Your generous donation helps keep the mystical energies flowing!', { exact: true })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test('a declined card says so and keeps the form; a failed intent shows Error and clears the amount', async ({ page }) => {
  await stripeDouble(page);
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { __declineCards: boolean }).__declineCards = true));
  await floatingButton(page).click();
  await dialog(page)
    .getByRole('button', { name: /\$5\s*Nourish my brain/ })
    .click();
  await dialog(page).getByRole('button', { name: 'Complete Donation $5' }).click();
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Complete Donation $5' })).toBeEnabled();

  await dialog(page).getByRole('button', { name: 'Choose Different Amount' }).click();
  // The fake Stripe API refuses 13.13; the API answers 502.
  await dialog(page).getByLabel('Custom amount (USD)').fill('13.13');
  const intent = page.waitForResponse((response) => response.url().endsWith('/api/create-donation-intent'));
  await dialog(page).getByRole('button', { name: 'Donate', exact: true }).click();
  expect((await intent).status()).toBe(502);
  await expect(page.getByText('Failed to initialize payment. Please try again.', { exact: true })).toBeVisible();
  await expect(dialog(page).getByLabel('Custom amount (USD)')).toHaveValue('');
});

test('without Stripe keys the dialog says card donations are not available', async ({ page }) => {
  const stripe = await stripeDouble(page);
  // This server has keys; the answer of a server without them (covered by the API tests) is served here.
  await page.route('**/api/donations/config', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ enabled: false, minAmount: 1, maxAmount: 10000 }),
    }),
  );
  await page.goto('/');
  await floatingButton(page).click();
  await expect(dialog(page).getByText('Card donations are not available on this server.')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: /Buy me a coffee/ })).toHaveCount(0);
  expect(stripe).toHaveLength(0);
});

test('/subscribe: benefit cards, DONATE, coaching and home', async ({ page }) => {
  const stripe = await stripeDouble(page);
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Renewed' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'What your donation does' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Learn about coaching' })).toHaveAttribute('href', '/coaching');
  await page.getByRole('button', { name: 'DONATE' }).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: /Buy me a coffee/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(floatingButton(page)).toBeVisible();
  expect(stripe).toHaveLength(0);
});

test('arriving on another page and moving to the dashboard in the app, the card form still works', async ({ page }) => {
  const stripe = await stripeDouble(page);
  await page.goto('/education');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Client-side navigation: this document's policy does not allow Stripe.
  await page.evaluate(() => {
    history.pushState({}, '', '/dashboard');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await floatingButton(page).click();
  const reload = page.waitForURL(/\/dashboard\?donate=5$/);
  await dialog(page)
    .getByRole('button', { name: /\$5\s*Nourish my brain/ })
    .click();
  await reload;
  await expect(dialog(page).getByRole('button', { name: 'Complete Donation $5' })).toBeEnabled();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(stripe.length).toBeGreaterThan(0);
});

test('with the donate remote down, the landing page and dashboard still work and the button says so', async ({ page }) => {
  await page.route('**/remotes/donate/remoteEntry.js*', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The shell draws the button; the remote is asked for only when it is pressed.
  await floatingButton(page).click();
  // exact: Radix also announces the toast's whole text in a live region.
  await expect(page.getByText('Could not open the donation form', { exact: true })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(floatingButton(page)).toBeVisible();
  await page.goto('/subscribe');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('the donate remote downloads on first press, not before; if it cannot, a toast says so and the button stays', async ({
  page,
}) => {
  let donateRequests = 0;
  let offline = true;
  await page.route('**/remotes/donate/**', async (route) => {
    donateRequests += 1;
    if (offline) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto('/');
  await expect(floatingButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(donateRequests).toBe(0);

  await floatingButton(page).click();
  await expect(page.getByText('Could not open the donation form', { exact: true })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(floatingButton(page)).toBeVisible();
  expect(donateRequests).toBeGreaterThan(0);

  // Back online: the next press on the same page fetches it again and the dialog opens.
  offline = false;
  await stripeDouble(page);
  await floatingButton(page).click();
  await expect(dialog(page)).toBeVisible();
});

test('the dialog fits a phone screen @phone-only', async ({ page }) => {
  await stripeDouble(page);
  await page.goto('/');
  await floatingButton(page).click();
  await dialog(page)
    .getByRole('button', { name: /\$3\s*Buy me a coffee/ })
    .click();
  await expect(dialog(page).getByRole('button', { name: 'Complete Donation $3' })).toBeEnabled();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = (await dialog(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});
