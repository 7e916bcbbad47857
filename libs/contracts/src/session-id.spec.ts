import { randomBytes } from 'node:crypto';
import { isSessionId, sessionIdProblem } from './session-id';

const NOW = Date.UTC(2026, 10, 23);
const random = () => randomBytes(16).toString('base64url');

describe('session id rules', () => {
  it('accepts ids made like the browser makes them', () => {
    for (let i = 0; i < 1_000; i += 1) expect(sessionIdProblem(`session-${NOW}-${random()}`, NOW)).toBeUndefined();
    expect(isSessionId('session-1700000000000-abcdefghijklmnopqrstuv', NOW)).toBe(true);
  });

  it('refuses the wrong shape', () => {
    for (const value of [
      undefined,
      42,
      '',
      'session-1-abc',
      `session-${NOW}-short`,
      `Session-${NOW}-${random()}`,
      `session-${NOW}-${random()}/x`,
    ]) {
      expect(sessionIdProblem(value, NOW)).toMatch(/must look like/);
    }
  });

  it('refuses timestamps of 0, before 2020 or far in the future', () => {
    expect(sessionIdProblem(`session-0000000000000-${random()}`, NOW)).toMatch(/impossible timestamp/);
    expect(sessionIdProblem(`session-1500000000000-${random()}`, NOW)).toMatch(/impossible timestamp/);
    expect(sessionIdProblem(`session-9999999999999-${random()}`, NOW)).toMatch(/impossible timestamp/);
    // A visitor's clock a few months fast is still accepted.
    expect(sessionIdProblem(`session-${NOW + 90 * 86_400_000}-${random()}`, NOW)).toBeUndefined();
  });

  it('refuses random parts that are obviously not random', () => {
    for (const part of ['A'.repeat(22), 'ab'.repeat(11), '0123456'.repeat(4), '-'.repeat(40)]) {
      expect(sessionIdProblem(`session-${NOW}-${part}`, NOW)).toMatch(/not random enough/);
    }
  });
});
