import type { SymptomLog } from '@renewed/contracts';
import {
  byTimeNewestFirst,
  describeChart,
  localDayKey,
  rankByFrequency,
  summariseTracking,
  timeOfDayBucket,
} from './tracking-summary';

/** Times are built with local-time constructors, so the tests hold in any time zone. */
const now = new Date(2026, 10, 23, 15, 0); // 23 Nov 2026, 3 pm local
const at = (daysAgo: number, hour: number, minute = 0) => new Date(2026, 10, 23 - daysAgo, hour, minute).toISOString();
let counter = 0;
const hotFlash = (timestamp: string, fields: Partial<SymptomLog> = {}): SymptomLog => ({
  id: String((counter += 1)).padStart(24, '0'),
  symptomType: 'hot_flash',
  severity: 3,
  duration: 5,
  triggers: [],
  reliefMethods: [],
  notes: '',
  timestamp,
  createdAt: timestamp,
  ...fields,
});

describe('summariseTracking', () => {
  it('gives an empty period: a zero for every day, empty rankings, no averages', () => {
    const summary = summariseTracking([], now, 30);
    expect(summary.daily).toHaveLength(30);
    expect(summary.daily.every((day) => day.count === 0 && day.averageSeverity === null)).toBe(true);
    expect(summary).toMatchObject({
      from: '2026-10-25',
      to: '2026-11-23',
      total: 0,
      daysWithLogs: 0,
      averageSeverity: null,
      typicalDuration: null,
      triggers: [],
      relief: [],
      severityTrend: { earlier: null, later: null, direction: 'not enough data' },
    });
    expect(summary.timeOfDay.map((bucket) => bucket.count)).toEqual([0, 0, 0, 0]);
    expect(describeChart(summary)).toBe('No hot flashes logged in the last 30 days.');
  });

  it('counts a single entry on its local day, bucket and rankings', () => {
    const summary = summariseTracking(
      [hotFlash(at(0, 7, 30), { severity: 4, duration: 3, triggers: ['Stress'], reliefMethods: ['Cold Water'] })],
      now,
      30,
    );
    expect(summary.total).toBe(1);
    expect(summary.daysWithLogs).toBe(1);
    expect(summary.daily.at(-1)).toEqual({ date: '2026-11-23', count: 1, averageSeverity: 4 });
    expect(summary.averageSeverity).toBe(4);
    expect(summary.typicalDuration).toBe(3);
    expect(summary.triggers).toEqual([{ name: 'Stress', count: 1 }]);
    expect(summary.relief).toEqual([{ name: 'Cold Water', count: 1 }]);
    expect(summary.timeOfDay.find((bucket) => bucket.count === 1)?.id).toBe('morning');
    expect(summary.severityTrend).toEqual({ earlier: null, later: 4, direction: 'not enough data' });
    expect(describeChart(summary)).toBe(
      '1 hot flash on 1 of the last 30 days. The most in one day was 1, on 2026-11-23. Average severity 4 out of 5.',
    );
  });

  it('counts per local day with the mean severity of that day, oldest day first', () => {
    const summary = summariseTracking(
      [hotFlash(at(2, 0, 5), { severity: 2 }), hotFlash(at(2, 23, 55), { severity: 5 }), hotFlash(at(1, 12), { severity: 3 })],
      now,
      30,
    );
    expect(summary.daily.slice(-3)).toEqual([
      { date: '2026-11-21', count: 2, averageSeverity: 3.5 },
      { date: '2026-11-22', count: 1, averageSeverity: 3 },
      { date: '2026-11-23', count: 0, averageSeverity: null },
    ]);
    expect(summary.averageSeverity).toBe(3.3);
  });

  it('leaves out check-ins, logs before the period and logs in the future', () => {
    const summary = summariseTracking(
      [
        hotFlash(at(30, 12)), // the day before a 30-day period starts
        hotFlash(at(29, 0, 0)), // the first minute of the period
        hotFlash(new Date(now.getTime() + 60_000).toISOString()),
        { ...hotFlash(at(1, 9)), symptomType: 'sleep_quality', rating: 2, severity: undefined },
      ],
      now,
      30,
    );
    expect(summary.total).toBe(1);
    expect(summary.daily[0]).toEqual({ date: '2026-10-25', count: 1, averageSeverity: 3 });
    expect(summariseTracking([hotFlash(at(30, 12))], now, 90).total).toBe(1);
  });

  it('ranks triggers and relief by how often they were noted, ties alphabetically', () => {
    const summary = summariseTracking(
      [
        hotFlash(at(3, 10), { triggers: ['Stress', 'Caffeine'], reliefMethods: ['Cool Air/Fan'] }),
        hotFlash(at(2, 10), { triggers: ['Stress', 'Alcohol'], reliefMethods: ['Cool Air/Fan', 'Deep Breathing'] }),
        hotFlash(at(1, 10), { triggers: ['Alcohol', 'Stress'] }),
      ],
      now,
      30,
    );
    expect(summary.triggers).toEqual([
      { name: 'Stress', count: 3 },
      { name: 'Alcohol', count: 2 },
      { name: 'Caffeine', count: 1 },
    ]);
    expect(summary.relief).toEqual([
      { name: 'Cool Air/Fan', count: 2 },
      { name: 'Deep Breathing', count: 1 },
    ]);
  });

  it('puts each log in its local time-of-day bucket, edges included', () => {
    const summary = summariseTracking(
      [at(1, 0), at(1, 5, 59), at(1, 6), at(1, 11, 59), at(1, 12), at(1, 17, 59), at(1, 18), at(1, 23, 59), at(2, 19)].map(
        (time) => hotFlash(time),
      ),
      now,
      30,
    );
    expect(summary.timeOfDay.map(({ id, count }) => [id, count])).toEqual([
      ['night', 2],
      ['morning', 2],
      ['afternoon', 2],
      ['evening', 3],
    ]);
  });

  it('compares mean severity in the older and the newer half of the period', () => {
    const rising = summariseTracking([hotFlash(at(25, 9), { severity: 1 }), hotFlash(at(5, 9), { severity: 4 })], now, 30);
    expect(rising.severityTrend).toEqual({ earlier: 1, later: 4, direction: 'higher' });
    expect(describeChart(rising)).toContain(
      'Severity in the second half of the period was higher than in the first half (4 against 1).',
    );
    const falling = summariseTracking([hotFlash(at(80, 9), { severity: 5 }), hotFlash(at(10, 9), { severity: 2 })], now, 90);
    expect(falling.severityTrend.direction).toBe('lower');
    const steady = summariseTracking([hotFlash(at(25, 9), { severity: 3 }), hotFlash(at(5, 9), { severity: 3 })], now, 30);
    expect(steady.severityTrend.direction).toBe('about the same');
    expect(describeChart(steady)).toContain('was about the same as in the first half');
  });

  it('takes the most common duration, the shorter on a tie', () => {
    const summary = summariseTracking(
      [
        hotFlash(at(1, 9), { duration: 10 }),
        hotFlash(at(2, 9), { duration: 3 }),
        hotFlash(at(3, 9), { duration: 10 }),
        hotFlash(at(4, 9), { duration: 3 }),
      ],
      now,
      30,
    );
    expect(summary.typicalDuration).toBe(3);
  });
});

describe('helpers', () => {
  it('keys days by the local calendar date', () => {
    expect(localDayKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
  it('buckets hours', () => {
    expect(timeOfDayBucket(new Date(2026, 0, 5, 5, 59))).toBe('night');
    expect(timeOfDayBucket(new Date(2026, 0, 5, 18, 0))).toBe('evening');
  });
  it('ranks an empty list as empty', () => {
    expect(rankByFrequency([undefined, []])).toEqual([]);
  });
});

describe('byTimeNewestFirst', () => {
  it('orders entries by when they happened, not when they were saved', () => {
    const older = hotFlash(at(3, 9));
    const newer = hotFlash(at(1, 9));
    const sameTime = hotFlash(at(1, 9));
    expect(byTimeNewestFirst([older, newer, sameTime]).map((log) => log.id)).toEqual([newer.id, sameTime.id, older.id]);
    expect(byTimeNewestFirst([])).toEqual([]);
  });
});
