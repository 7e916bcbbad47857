import { shieldApplicationSchema, STOCK_MANTRA, type SessionId } from '@renewed/contracts';
import { resolveMantra, toNewShieldApplication, toShieldApplicationDto } from './shield.mapper';

const session = 'session-1700000000000-abcdefghijklmnopqrstuv' as SessionId;
const now = new Date('2025-03-01T12:00:00.000Z');

describe('shield application mapping', () => {
  it('uses the stock mantra when the mantra is empty or only spaces', () => {
    expect(resolveMantra('')).toBe(STOCK_MANTRA);
    expect(resolveMantra('   \n\t ')).toBe(STOCK_MANTRA);
  });

  it("keeps the visitor's own mantra, without surrounding spaces", () => {
    expect(resolveMantra('  My calm is mine.  ')).toBe('My calm is mine.');
  });

  it('stores the request with the resolved mantra and returns what the response contract describes', () => {
    const stored = toNewShieldApplication(
      session,
      {
        protectionLevel: 'fortress',
        moodState: 'warrior',
        dailyMantra: '',
        applicationNotes: null,
        appliedAt: '2025-03-01T09:15:00+01:00',
      },
      now,
    );
    expect(stored).toEqual({
      sessionId: session,
      protectionLevel: 'fortress',
      moodState: 'warrior',
      dailyMantra: STOCK_MANTRA,
      applicationNotes: null,
      appliedAt: new Date('2025-03-01T08:15:00.000Z'),
      createdAt: now,
    });
    const dto = toShieldApplicationDto({ id: '65f000000000000000000001', ...stored });
    expect(shieldApplicationSchema.strict().parse(dto)).toEqual(dto);
    expect(dto).toEqual({
      id: '65f000000000000000000001',
      protectionLevel: 'fortress',
      moodState: 'warrior',
      dailyMantra: STOCK_MANTRA,
      applicationNotes: null,
      appliedAt: '2025-03-01T08:15:00.000Z',
      createdAt: '2025-03-01T12:00:00.000Z',
    });
  });
});
