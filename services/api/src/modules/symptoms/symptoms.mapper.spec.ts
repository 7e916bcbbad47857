import { symptomLogSchema, type SessionId } from '@renewed/contracts';
import { toNewSymptomLog, toSymptomLogDto } from './symptoms.mapper';

const session = 'session-1700000000000-abcdefghijklmnopqrstuv' as SessionId;
const now = new Date('2025-03-01T12:00:00.000Z');

describe('symptom log mapping', () => {
  it('stores a hot flash with its own fields and the time as a date', () => {
    const stored = toNewSymptomLog(
      session,
      {
        symptomType: 'hot_flash',
        severity: 4,
        duration: 5,
        triggers: ['Stress'],
        reliefMethods: ['Cold Water'],
        notes: 'at work',
        timestamp: '2025-03-01T13:30:00+02:00',
      },
      now,
    );
    expect(stored).toEqual({
      sessionId: session,
      symptomType: 'hot_flash',
      severity: 4,
      duration: 5,
      triggers: ['Stress'],
      reliefMethods: ['Cold Water'],
      notes: 'at work',
      timestamp: new Date('2025-03-01T11:30:00.000Z'),
      createdAt: now,
    });
  });

  it('stores a check-in with only its rating, and empty notes when none were given', () => {
    const stored = toNewSymptomLog(session, { symptomType: 'energy_level', rating: 2, timestamp: '2025-03-01T08:00:00Z' }, now);
    expect(stored).toEqual({
      sessionId: session,
      symptomType: 'energy_level',
      rating: 2,
      notes: '',
      timestamp: new Date('2025-03-01T08:00:00Z'),
      createdAt: now,
    });
  });

  it('returns what the response contract describes, without the session id', () => {
    const hotFlash = toSymptomLogDto({
      id: '65f000000000000000000001',
      ...toNewSymptomLog(
        session,
        {
          symptomType: 'hot_flash',
          severity: 1,
          duration: 1,
          triggers: [],
          reliefMethods: [],
          notes: '',
          timestamp: '2025-03-01T08:00:00Z',
        },
        now,
      ),
    });
    expect(symptomLogSchema.strict().parse(hotFlash)).toEqual(hotFlash);
    expect(hotFlash).toMatchObject({ timestamp: '2025-03-01T08:00:00.000Z', createdAt: '2025-03-01T12:00:00.000Z' });
    expect(hotFlash).not.toHaveProperty('sessionId');

    const checkIn = toSymptomLogDto({
      id: '65f000000000000000000002',
      ...toNewSymptomLog(
        session,
        { symptomType: 'sleep_quality', rating: 5, notes: 'slept through', timestamp: '2025-03-01T07:00:00Z' },
        now,
      ),
    });
    expect(symptomLogSchema.strict().parse(checkIn)).toEqual(checkIn);
    expect(Object.keys(checkIn).sort()).toEqual(['createdAt', 'id', 'notes', 'rating', 'symptomType', 'timestamp']);
  });
});
