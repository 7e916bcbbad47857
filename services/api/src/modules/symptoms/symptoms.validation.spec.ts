import {
  FUTURE_TOLERANCE_MS,
  NOTES_MAX_LENGTH,
  symptomListQuerySchema,
  symptomLogRequestSchema,
  SYMPTOM_PAGE_DEFAULT,
} from '@renewed/contracts';
import { describeIssues } from '../../common/zod-validation.pipe';

/** What POST /api/symptoms/log and GET /api/symptoms accept (the contracts the controller validates with). */
describe('symptom log validation', () => {
  const now = new Date('2025-03-01T12:00:00.000Z');
  beforeAll(() => jest.useFakeTimers({ now, doNotFake: ['setTimeout', 'setImmediate', 'nextTick'] }));
  afterAll(() => jest.useRealTimers());

  const hotFlash = {
    symptomType: 'hot_flash',
    severity: 3,
    duration: 5,
    triggers: ['Stress', 'Caffeine'],
    reliefMethods: ['Cool Air/Fan'],
    notes: '',
    timestamp: '2025-03-01T11:59:00Z',
  };
  const message = (body: unknown) => {
    const result = symptomLogRequestSchema.safeParse(body);
    return result.success ? 'accepted' : describeIssues(result.error);
  };

  it('accepts the documented payload, every severity and duration, and a check-in', () => {
    for (const severity of [1, 2, 3, 4, 5]) expect(message({ ...hotFlash, severity })).toBe('accepted');
    for (const duration of [1, 3, 5, 10]) expect(message({ ...hotFlash, duration })).toBe('accepted');
    expect(message({ ...hotFlash, triggers: [], reliefMethods: [], notes: 'x'.repeat(NOTES_MAX_LENGTH) })).toBe('accepted');
    expect(message({ symptomType: 'sleep_quality', rating: 1, timestamp: now.toISOString() })).toBe('accepted');
    expect(message({ symptomType: 'energy_level', rating: 5, notes: 'steady', timestamp: '2025-03-01T13:00:00+02:00' })).toBe(
      'accepted',
    );
  });

  it.each([
    ['severity 0', { ...hotFlash, severity: 0 }, 'severity: Severity must be a whole number from 1 to 5'],
    ['severity 6', { ...hotFlash, severity: 6 }, 'severity: Severity must be a whole number from 1 to 5'],
    ['severity 2.5', { ...hotFlash, severity: 2.5 }, 'severity: Severity must be a whole number from 1 to 5'],
    ["severity '3'", { ...hotFlash, severity: '3' }, 'severity: Severity must be a whole number from 1 to 5'],
    [
      'an operator for severity',
      { ...hotFlash, severity: { $gt: 0 } },
      'severity: Severity must be a whole number from 1 to 5',
    ],
    ['duration 2', { ...hotFlash, duration: 2 }, 'duration: Duration must be 1, 3, 5 or 10 minutes'],
    ['an unknown trigger', { ...hotFlash, triggers: ['Full Moon'] }, 'triggers.0: Unknown trigger "Full Moon"; choose from: Stress'],
    ['a duplicate trigger', { ...hotFlash, triggers: ['Stress', 'Stress'] }, 'triggers: Each trigger may be chosen once'],
    ['an unknown relief method', { ...hotFlash, reliefMethods: ['Dancing'] }, 'reliefMethods.0: Unknown relief method "Dancing"; choose from: Cool Air/Fan'],
    [
      'notes of 2,001 characters',
      { ...hotFlash, notes: 'x'.repeat(NOTES_MAX_LENGTH + 1) },
      'notes: Notes can be at most 2000 characters',
    ],
    ['a non-ISO timestamp', { ...hotFlash, timestamp: 'yesterday' }, 'timestamp: Time must be an ISO date-time'],
    ['a date without a time', { ...hotFlash, timestamp: '2025-03-01' }, 'timestamp: Time must be an ISO date-time'],
    ['an impossible date', { ...hotFlash, timestamp: '2025-02-30T10:00:00Z' }, 'timestamp: Time must be an ISO date-time'],
    ['a future timestamp', { ...hotFlash, timestamp: '2025-03-01T13:00:00Z' }, 'timestamp: Time cannot be in the future'],
    ['an extra field', { ...hotFlash, isAdmin: true }, 'Unknown field(s): isAdmin'],
    ['a rating on a hot flash', { ...hotFlash, rating: 3 }, 'Unknown field(s): rating'],
    [
      'a missing field',
      { symptomType: 'hot_flash', severity: 3, duration: 5, triggers: [], reliefMethods: [], timestamp: '2025-03-01T11:00:00Z' },
      'notes: Notes must be text (an empty string for none)',
    ],
    ['an unknown symptom type', { ...hotFlash, symptomType: 'night_sweat' }, 'symptomType must be one of: hot_flash, sleep_quality, energy_level'],
    ['a check-in rating of 6', { symptomType: 'sleep_quality', rating: 6, timestamp: '2025-03-01T11:00:00Z' }, 'rating: Rating must be a whole number from 1 to 5'],
    ['an array body', [hotFlash], 'A symptom log must be a JSON object'],
  ])('refuses %s with a readable message', (_label, body, expected) => {
    expect(message(body)).toContain(expected);
  });

  it('gives a non-ISO timestamp one message, not also "in the future"', () => {
    expect(message({ ...hotFlash, timestamp: 'yesterday' })).not.toContain('future');
  });

  it('allows a client clock up to the tolerance ahead of the server, not beyond', () => {
    expect(message({ ...hotFlash, timestamp: new Date(now.getTime() + FUTURE_TOLERANCE_MS).toISOString() })).toBe('accepted');
    expect(message({ ...hotFlash, timestamp: new Date(now.getTime() + FUTURE_TOLERANCE_MS + 1000).toISOString() })).toContain(
      'future',
    );
  });

  it('reads the list query from strings with a default page size and refuses anything else', () => {
    expect(symptomListQuerySchema.parse({})).toEqual({ limit: SYMPTOM_PAGE_DEFAULT });
    expect(symptomListQuerySchema.parse({ type: 'hot_flash', limit: '2', before: '65f000000000000000000001' })).toEqual({
      type: 'hot_flash',
      limit: 2,
      before: '65f000000000000000000001',
    });
    for (const query of [
      { limit: '0' },
      { limit: '201' },
      { limit: 'ten' },
      { type: 'mood' },
      { before: 'not-a-cursor' },
      { 'before[$gt]': '' },
      { sort: 'asc' },
    ]) {
      expect(symptomListQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});
