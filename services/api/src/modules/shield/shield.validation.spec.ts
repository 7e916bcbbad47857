import { MANTRA_MAX_LENGTH, NOTES_MAX_LENGTH, shieldApplicationRequestSchema, shieldListQuerySchema } from '@renewed/contracts';
import { describeIssues } from '../../common/zod-validation.pipe';

/** What POST /api/shield-applications and GET /api/shield-applications accept. */
describe('shield application validation', () => {
  const now = new Date('2025-03-01T12:00:00.000Z');
  beforeAll(() => jest.useFakeTimers({ now, doNotFake: ['setTimeout', 'setImmediate', 'nextTick'] }));
  afterAll(() => jest.useRealTimers());

  const application = {
    protectionLevel: 'medium',
    moodState: 'zen',
    dailyMantra: '',
    applicationNotes: null,
    appliedAt: '2025-03-01T11:00:00Z',
  };
  const message = (body: unknown) => {
    const result = shieldApplicationRequestSchema.safeParse(body);
    return result.success ? 'accepted' : describeIssues(result.error);
  };

  it('accepts every level and mood, an empty mantra, and notes as text or null', () => {
    for (const protectionLevel of ['light', 'medium', 'fortress'])
      expect(message({ ...application, protectionLevel })).toBe('accepted');
    for (const moodState of ['zen', 'confident', 'cautious', 'defensive', 'warrior'])
      expect(message({ ...application, moodState })).toBe('accepted');
    expect(
      message({ ...application, dailyMantra: 'x'.repeat(MANTRA_MAX_LENGTH), applicationNotes: 'y'.repeat(NOTES_MAX_LENGTH) }),
    ).toBe('accepted');
  });

  it.each([
    ['a missing mood', { ...application, moodState: undefined }, 'moodState: Choose a mood; choose from: zen, confident'],
    ['an unknown mood', { ...application, moodState: 'grumpy' }, 'moodState: Unknown mood "grumpy"; choose from: zen, confident'],
    ['an unknown protection level', { ...application, protectionLevel: 'maximum' }, 'protectionLevel: Unknown protection level "maximum"; choose from: light, medium, fortress'],
    [
      'a mantra that is too long',
      { ...application, dailyMantra: 'x'.repeat(MANTRA_MAX_LENGTH + 1) },
      'dailyMantra: The mantra can be at most 280 characters',
    ],
    [
      'notes of 2,001 characters',
      { ...application, applicationNotes: 'x'.repeat(NOTES_MAX_LENGTH + 1) },
      'applicationNotes: Notes can be at most 2000 characters',
    ],
    ['a future time', { ...application, appliedAt: '2025-03-02T12:00:00Z' }, 'appliedAt: Time cannot be in the future'],
    ['a non-ISO time', { ...application, appliedAt: 'now' }, 'appliedAt: Time must be an ISO date-time'],
    ['an operator for the mood', { ...application, moodState: { $ne: null } }, 'moodState: The mood must be one of the listed values; choose from: zen'],
    ['an extra field', { ...application, sessionId: 'someone-else' }, 'Unknown field(s): sessionId'],
  ])('refuses %s with a readable message', (_label, body, expected) => {
    expect(message(body)).toContain(expected);
  });

  it('reads the list query with a default page size and refuses unknown parameters', () => {
    expect(shieldListQuerySchema.parse({})).toEqual({ limit: 50 });
    expect(shieldListQuerySchema.safeParse({ type: 'hot_flash' }).success).toBe(false);
    expect(shieldListQuerySchema.safeParse({ limit: '-1' }).success).toBe(false);
  });
});
