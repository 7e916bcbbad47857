import { SMART_STACKS } from '@renewed/content';
import { smartStackListSchema } from '@renewed/contracts';
import { api, isolatedNames, startApi, testConfig, type RunningApi } from '../../../test/harness';

describe('GET /api/smart-stacks', () => {
  let running: RunningApi;
  const names = isolatedNames('stacks');

  beforeAll(async () => {
    running = await startApi(testConfig({ driver: 'inline', ...names }));
  });
  afterAll(() => running?.close());

  it('returns the active protocols in catalogue order, matching the contract', async () => {
    const response = await api(running.baseUrl, '/api/smart-stacks');
    expect(response.status).toBe(200);
    const stacks = smartStackListSchema.parse(response.json);
    expect(stacks.map((stack) => stack.id)).toEqual(SMART_STACKS.filter((stack) => stack.isActive).map((stack) => stack.id));
    expect(stacks.length).toBeGreaterThanOrEqual(3);
    for (const stack of stacks) expect(stack.references.length).toBeGreaterThanOrEqual(2);
  });

});
