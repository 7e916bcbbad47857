import { expect, test } from '@playwright/test';
import { scoreUniversalAssessment, type UniversalResponses } from '../libs/contracts/src/assessments';

const responses: UniversalResponses = {
  movement_daily: 'light_activity',
  movement_exercise: ['walking'],
  nutrition_plants: 'two',
  nutrition_processed: 'daily',
  purpose_meaning: 5,
  purpose_morning: 'okay',
  social_relationships: 'somewhat',
  social_community: 'few_times_year',
  stress_management: 3,
  stress_practices: ['breathing', 'talking'],
  peri_stage: 'late_perimenopause',
  peri_symptoms: ['hot_flashes', 'night_sweats'],
};

test('an assessment posted from the browser is saved by the separate worker process', async ({ page }) => {
  await page.goto('/');
  // The session id the app created for this visitor.
  const sessionId = await page.evaluate(async () => {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const random = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    return `session-${Date.now()}-${random}`;
  });
  const headers = { 'x-session-id': sessionId };
  const posted = await page.request.post('/api/health-assessment', {
    headers,
    data: { sessionId, assessmentType: 'universal_health', responses, scores: scoreUniversalAssessment(responses) },
  });
  expect(posted.status()).toBe(202);
  const { id } = await posted.json();

  await expect
    .poll(async () => (await (await page.request.get('/api/health-assessment', { headers })).json())?.id ?? null, { timeout: 15_000 })
    .toBe(id);
});

test('the API documentation is browsable at /api/docs', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('Renewed API').first()).toBeVisible();
  await expect(page.getByText('/api/health-assessment').first()).toBeVisible();
});
