import { captureLogs, type LogCapture } from '../../../test/log-capture';
import { api, isolatedNames, newSessionId, startApi, testConfig, type RunningApi } from '../../../test/harness';

/** The request log, as pino writes it, never holds a session id: not in the header, not in the path, not encoded. */
describe('session ids never reach the logs', () => {
  let running: RunningApi;
  let logs: LogCapture;

  beforeAll(async () => {
    logs = captureLogs();
    running = await startApi(testConfig({ driver: 'inline', ...isolatedNames('log_redaction'), env: { LOG_LEVEL: 'info' } }));
  });
  afterAll(async () => {
    await running?.close();
    logs?.restore();
  });

  it('redacts plain, percent-encoded and double-encoded ids in URLs, and the header', async () => {
    const session = newSessionId();
    const random = session.slice(-22);
    const paths = [
      `/api/bingo/progress/${session}/daily-gentle-reset`,
      `/api/bingo/progress/%73ession-${session.slice(8)}/daily-gentle-reset`,
      `/api/bingo/progress/%2573ession-${session.slice(8)}/daily-gentle-reset`,
      `/api/bingo/progress/${session.replace(/-/g, '%2D')}/daily-gentle-reset`,
      `/api/symptoms?before=${session}`,
    ];
    for (const path of paths) await api(running.baseUrl, path, { session });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const text = logs.text();
    // The lines are there (one per request), with the id replaced.
    expect(text.match(/"url":"[^"]*session-\[redacted\]/g)?.length).toBeGreaterThanOrEqual(paths.length);
    expect(text).not.toContain(random);
  });
});
