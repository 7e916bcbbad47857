import { isSavedOnDevice, pendingWrites, SavedOnDevice } from './offline-state';
import { describeWrite, queueableWrite } from './offline-writes';

describe('offline writes (docs/offline.md, "Saved on this device")', () => {
  it('queues the visitor-data writes and nothing that needs the network', () => {
    expect(queueableWrite('POST', '/api/symptoms/log')).toBe('logSymptom');
    expect(queueableWrite('POST', '/api/bingo/progress/daily-1/7')).toBe('completeBingoCell');
    expect(queueableWrite('PUT', '/api/education/progress/hormone-basics')).toBe('recordReadingProgress');
    expect(queueableWrite('POST', '/api/health-assessment')).toBe('submitHealthAssessment');
    expect(queueableWrite('POST', '/api/lipedema-assessment')).toBe('submitLipedemaAssessment');
    expect(queueableWrite('POST', '/api/ask-auntie')).toBeUndefined();
    expect(queueableWrite('POST', '/api/create-donation-intent')).toBeUndefined();
    expect(queueableWrite('DELETE', '/api/privacy/delete-account')).toBeUndefined();
    expect(queueableWrite('GET', '/api/symptoms/log')).toBeUndefined();
    expect(queueableWrite('POST', '/api/bingo/progress/daily-1')).toBeUndefined();
  });

  it('names each waiting write in plain words', () => {
    expect(describeWrite('POST', '/api/symptoms/log', { symptomType: 'hot_flash' })).toBe('Hot flash log');
    expect(describeWrite('POST', '/api/symptoms/log', { symptomType: 'sleep_quality' })).toBe('Sleep quality check-in');
    expect(describeWrite('POST', '/api/bingo/progress/b/3', undefined)).toBe('Bingo square');
    expect(describeWrite('PUT', '/api/education/progress/m', { progress: 20 })).toBe('Reading progress');
  });

  it('tells a queued write from a failure, and reads the waiting count safely', () => {
    expect(isSavedOnDevice(new SavedOnDevice())).toBe(true);
    expect(isSavedOnDevice(new Error('500: boom'))).toBe(false);
    const waiting = [{ label: 'Hot flash log', method: 'POST', url: '/api/symptoms/log' }];
    expect(pendingWrites({ getItem: () => JSON.stringify(waiting) })).toEqual(waiting);
    expect(pendingWrites({ getItem: () => null })).toEqual([]);
    expect(pendingWrites({ getItem: () => '{not json' })).toEqual([]);
    expect(
      pendingWrites({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toEqual([]);
  });
});
