import { logFormat } from './log-output';

describe('log format', () => {
  it('writes readable lines for a person at a terminal outside production', () => {
    expect(logFormat({ stdoutIsTty: true, nodeEnv: 'development', prettyInstalled: true })).toBe('pretty');
    expect(logFormat({ stdoutIsTty: true, nodeEnv: 'test', prettyInstalled: true })).toBe('pretty');
  });

  it('keeps JSON when the output is collected (pipe, file, container log)', () => {
    expect(logFormat({ stdoutIsTty: false, nodeEnv: 'development', prettyInstalled: true })).toBe('json');
  });

  it('keeps JSON in production, even at a terminal', () => {
    expect(logFormat({ stdoutIsTty: true, nodeEnv: 'production', prettyInstalled: true })).toBe('json');
  });

  it('keeps JSON where pino-pretty (a dev dependency) is not installed', () => {
    expect(logFormat({ stdoutIsTty: true, nodeEnv: 'development', prettyInstalled: false })).toBe('json');
  });
});
