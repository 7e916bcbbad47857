import { logFormat } from './log-output';

describe('log format', () => {
  it('writes readable lines for a person at a terminal outside production', () => {
    expect(logFormat({ stdoutIsTty: true, nodeEnv: 'development' })).toBe('pretty');
    expect(logFormat({ stdoutIsTty: true, nodeEnv: 'test' })).toBe('pretty');
  });

  it('keeps JSON when the output is collected (pipe, file, container log)', () => {
    expect(logFormat({ stdoutIsTty: false, nodeEnv: 'development' })).toBe('json');
  });

  it('keeps JSON in production, even at a terminal', () => {
    expect(logFormat({ stdoutIsTty: true, nodeEnv: 'production' })).toBe('json');
  });
});
