import { captureLogs, type LogCapture } from '../../../test/log-capture';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';

const accessLines = (text: string, path: string) =>
  text.split('\n').filter((line) => line.includes('"msg":"request completed"') && line.includes(`"url":"${path}"`));

/**
 * Catalogue reads are access-logged only at debug or trace, so logging does not dominate their
 * hot path; every other request keeps its (redacted) line (docs/architecture.md, "Performance").
 */
describe.each([
  ['info', false],
  ['debug', true],
] as const)('access lines at LOG_LEVEL=%s', (level, catalogueLogged) => {
  let running: RunningApi;
  let logs: LogCapture;

  beforeAll(async () => {
    logs = captureLogs();
    running = await startApi(
      testConfig({ driver: 'inline', ...isolatedNames(`access_log_${level}`), env: { LOG_LEVEL: level } }),
    );
  });
  afterAll(async () => {
    await running?.close();
    logs?.restore();
  });

  it(`${catalogueLogged ? 'logs' : 'skips'} catalogue reads and logs personal reads without the session id`, async () => {
    const session = newSessionId();
    expect((await api(running.baseUrl, '/api/smart-stacks')).status).toBe(200);
    expect((await api(running.baseUrl, '/api/education/modules/what-is-perimenopause')).status).toBe(200);
    expect((await api(running.baseUrl, '/api/education/progress', { session })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const text = logs.text();
    expect(accessLines(text, '/api/smart-stacks')).toHaveLength(catalogueLogged ? 1 : 0);
    expect(accessLines(text, '/api/education/modules/what-is-perimenopause')).toHaveLength(catalogueLogged ? 1 : 0);
    expect(accessLines(text, '/api/education/progress')).toHaveLength(1);
    expect(text).not.toContain(session);
  });
});
