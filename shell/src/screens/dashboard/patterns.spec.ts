import type { SymptomLog } from '@renewed/contracts';
import { pickByDayOfMonth } from './daily-rotation';
import { summarisePatterns } from './patterns';

const log = (timestamp: string, severity: number, triggers: string[] = []): SymptomLog => ({
  id: timestamp,
  symptomType: 'hot_flash',
  severity,
  duration: 3,
  triggers,
  reliefMethods: [],
  notes: '',
  timestamp,
  createdAt: timestamp,
});

describe('rotation by day of month', () => {
  it('day 1 shows the first item and wraps: 3 protocols, 5 patterns', () => {
    const protocols = ['a', 'b', 'c'];
    expect(pickByDayOfMonth(protocols, new Date(2026, 10, 1))).toBe('a');
    expect(pickByDayOfMonth(protocols, new Date(2026, 10, 3))).toBe('c');
    expect(pickByDayOfMonth(protocols, new Date(2026, 10, 4))).toBe('a');
    expect(pickByDayOfMonth([1, 2, 3, 4, 5], new Date(2026, 10, 31))).toBe(1);
    expect(pickByDayOfMonth([1, 2, 3, 4, 5], new Date(2026, 10, 30))).toBe(5);
  });
});

describe('pattern summary', () => {
  const now = new Date(2026, 10, 21, 15, 0, 0);

  it('counts this week (today and the six days before), averages severity, finds the top trigger', () => {
    const logs = [
      log(new Date(2026, 10, 21, 9).toISOString(), 4, ['Stress', 'Caffeine']),
      log(new Date(2026, 10, 20, 22).toISOString(), 2, ['Stress']),
      log(new Date(2026, 10, 15, 8).toISOString(), 3, ['Alcohol']),
      log(new Date(2026, 10, 14, 23).toISOString(), 5, ['Alcohol', 'Alcohol']), // eight days ago: outside the week
    ];
    const summary = summarisePatterns(logs, now);
    expect(summary.countThisWeek).toBe(3);
    expect(summary.averageSeverity).toBe(3);
    expect(summary.mostCommonTrigger).toBe('Stress');
  });

  it('rounds the average to one decimal and breaks trigger ties by the most recent', () => {
    const logs = [
      log(new Date(2026, 10, 21, 9).toISOString(), 4, ['Heat/Weather']),
      log(new Date(2026, 10, 19, 9).toISOString(), 1, ['Crowds']),
      log(new Date(2026, 10, 18, 9).toISOString(), 2),
    ];
    const summary = summarisePatterns(logs, now);
    expect(summary.averageSeverity).toBe(2.3);
    expect(summary.mostCommonTrigger).toBe('Heat/Weather');
  });

  it('builds a 14-day chart ending today, and reports nothing for no logs', () => {
    const logs = [
      log(new Date(2026, 10, 21, 9).toISOString(), 3),
      log(new Date(2026, 10, 21, 10).toISOString(), 3),
      log(new Date(2026, 10, 8, 10).toISOString(), 3),
    ];
    const { daily } = summarisePatterns(logs, now);
    expect(daily).toHaveLength(14);
    expect(daily[13]).toEqual({ date: '2026-11-21', count: 2 });
    expect(daily[0]).toEqual({ date: '2026-11-08', count: 1 });
    expect(summarisePatterns([], now)).toMatchObject({ countThisWeek: 0, averageSeverity: null, mostCommonTrigger: null });
  });

  it('ignores check-ins', () => {
    const checkIn: SymptomLog = {
      id: 'x',
      symptomType: 'sleep_quality',
      rating: 2,
      notes: '',
      timestamp: now.toISOString(),
      createdAt: now.toISOString(),
    };
    expect(summarisePatterns([checkIn], now).countThisWeek).toBe(0);
  });
});
