import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';
import { lipedemaSubmission, SAMPLE_RESPONSES, universalSubmission } from '../../../test/fixtures';

/** Bad input gets a 4xx with a readable JSON error, never a 5xx, and nothing is saved. */
describe('assessment input validation', () => {
  let running: RunningApi;
  const session = newSessionId();

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('assess_validation') }));
  });
  afterAll(() => running?.close());

  const post = (
    body: unknown,
    init: { session?: string; path?: string; rawBody?: string; headers?: Record<string, string> } = {},
  ) =>
    api(running.baseUrl, init.path ?? '/api/health-assessment', {
      method: 'POST',
      session: init.session ?? session,
      ...(init.rawBody !== undefined ? { rawBody: init.rawBody } : { body }),
      headers: init.headers,
    });

  const valid = universalSubmission(session);
  const cases: Array<[string, unknown]> = [
    ['a wrong type for a scale answer', { ...valid, responses: { ...SAMPLE_RESPONSES, purpose_meaning: 'seven' } }],
    ['scale 0', { ...valid, responses: { ...SAMPLE_RESPONSES, purpose_meaning: 0 } }],
    ['scale 11', { ...valid, responses: { ...SAMPLE_RESPONSES, stress_management: 11 } }],
    ['an unknown question id', { ...valid, responses: { ...SAMPLE_RESPONSES, favourite_colour: 'blue' } }],
    ['an unknown radio option', { ...valid, responses: { ...SAMPLE_RESPONSES, movement_daily: 'marathons' } }],
    ['a missing answer', { ...valid, responses: { ...SAMPLE_RESPONSES, peri_stage: undefined } }],
    ['a missing field', { sessionId: session, assessmentType: 'universal_health', responses: SAMPLE_RESPONSES }],
    ['the wrong assessment type', { ...valid, assessmentType: 'other' }],
    ['an operator instead of a number', { ...valid, scores: { ...valid.scores, overall: { $gt: 0 } } }],
    ['an operator instead of an answer', { ...valid, responses: { ...SAMPLE_RESPONSES, purpose_meaning: { $gt: 0 } } }],
    ['forged scores', { ...valid, scores: { ...valid.scores, overall: 99 } }],
    ['an extra top-level field', { ...valid, isAdmin: true }],
    ['an array body', [valid]],
  ];

  it.each(cases)('refuses %s with 400 and a readable message', async (_label, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    expect(response.text).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await post(undefined, { rawBody: '{"sessionId": ' });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ statusCode: 400 });
  });

  it('refuses a 1 MB body with 413', async () => {
    const response = await post(undefined, { rawBody: JSON.stringify({ ...valid, padding: 'x'.repeat(1024 * 1024) }) });
    expect(response.status).toBe(413);
    expect(response.json).toMatchObject({ statusCode: 413, message: 'Request body is too large' });
  });

  it('refuses a plain-text body with 400', async () => {
    const response = await post(undefined, { rawBody: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ statusCode: 400, message: expect.stringContaining('Assessment is invalid') });
  });

  it('requires a well-formed X-Session-Id and does not echo it', async () => {
    const missing = await api(running.baseUrl, '/api/health-assessment', { method: 'POST', body: valid });
    expect(missing.status).toBe(400);
    const malformed = await post(valid, { session: 'session-123-evil' });
    expect(malformed.status).toBe(400);
    expect(malformed.text).not.toContain('session-123-evil');
  });

  it("refuses a payload whose session is not the caller's with 403", async () => {
    const other = newSessionId();
    const response = await post(universalSubmission(other));
    expect(response.status).toBe(403);
  });

  it('refuses lipedema submissions with a forged risk score, 101, or unknown symptoms', async () => {
    const base = lipedemaSubmission(session);
    for (const body of [
      { ...base, riskScore: base.riskScore + 1 },
      { ...base, riskScore: 101 },
      { ...base, symptoms: { ...base.symptoms, selected: ['made_up'] } },
      lipedemaSubmission(session, []),
    ]) {
      const response = await post(body, { path: '/api/lipedema-assessment' });
      expect(response.status).toBe(400);
    }
  });

  it('stored nothing for all of the refused requests', async () => {
    const exported = await api(running.baseUrl, '/api/privacy/export', { session });
    expect((exported.json.data as Record<string, unknown[]>).assessments).toEqual([]);
  });
});
