import { AsyncLocalStorage } from 'node:async_hooks';
import { captureLogs, type LogCapture } from '../../../test/log-capture';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';

/**
 * No request is carried through an AsyncLocalStorage: on Node 20 the first `run` turns on
 * async_hooks for the whole process, and every socket write, timer and tick then pays for it,
 * the cached catalogue reads included (docs/architecture.md, "Logging"). The access line still
 * names its request, and so does the line of an error inside one.
 */
describe('request logging without a per-request context', () => {
  let running: RunningApi;
  let logs: LogCapture;
  let run: jest.SpyInstance;
  let enterWith: jest.SpyInstance;

  beforeAll(async () => {
    run = jest.spyOn(AsyncLocalStorage.prototype, 'run');
    enterWith = jest.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    logs = captureLogs();
    running = await startApi(
      testConfig({ driver: 'inline', ...isolatedNames('no_request_context'), env: { LOG_LEVEL: 'info' } }),
    );
  });
  afterAll(async () => {
    await running?.close();
    logs?.restore();
    run.mockRestore();
    enterWith.mockRestore();
  });

  it('serves reads and writes without entering an AsyncLocalStorage, and logs each request once', async () => {
    // Jest itself runs each test inside one: count only what the requests do.
    run.mockClear();
    enterWith.mockClear();
    const session = newSessionId();
    expect((await api(running.baseUrl, '/api/smart-stacks')).status).toBe(200);
    expect((await api(running.baseUrl, '/api/education/progress', { session })).status).toBe(200);
    expect((await api(running.baseUrl, '/api/no-such-route')).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(run).not.toHaveBeenCalled();
    expect(enterWith).not.toHaveBeenCalled();
    const access = logs
      .text()
      .split('\n')
      .filter((line) => line.includes('"msg":"request completed"'))
      .map((line) => JSON.parse(line) as { req: { id: unknown; url: string }; res: { statusCode: number } });
    expect(access.map((line) => [line.req.url, line.res.statusCode])).toEqual([
      ['/api/education/progress', 200],
      ['/api/no-such-route', 404],
    ]);
    expect(access.every((line) => line.req.id !== undefined)).toBe(true);
  });
});
