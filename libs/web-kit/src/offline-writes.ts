/**
 * Which writes wait on the device when there is no connection, and how they are named to the
 * visitor (docs/offline.md, "Saved on this device").
 */
import { API_PATHS, apiPathPattern, type ApiRouteId } from '@renewed/contracts/api-paths';

/** The writes that wait on the device until the connection returns. Others (chat, donations) need the network. */
export const QUEUEABLE_WRITES = [
  'logSymptom',
  'completeBingoCell',
  'recordReadingProgress',
  'submitHealthAssessment',
  'submitLipedemaAssessment',
] as const satisfies readonly ApiRouteId[];
export type QueueableWrite = (typeof QUEUEABLE_WRITES)[number];

/** The queueable write a request is, if any. */
export function queueableWrite(method: string, url: string): QueueableWrite | undefined {
  const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';
  return QUEUEABLE_WRITES.find((id) => API_PATHS[id].method === method.toLowerCase() && apiPathPattern(id).test(path));
}

/** How a waiting write is named on screen. */
export function describeWrite(method: string, url: string, body: unknown): string {
  switch (queueableWrite(method, url)) {
    case 'logSymptom': {
      const type = (body as { symptomType?: string } | undefined)?.symptomType;
      if (type === 'sleep_quality') return 'Sleep quality check-in';
      if (type === 'energy_level') return 'Energy level check-in';
      return 'Hot flash log';
    }
    case 'completeBingoCell':
      return 'Bingo square';
    case 'recordReadingProgress':
      return 'Reading progress';
    case 'submitHealthAssessment':
      return 'Health assessment';
    case 'submitLipedemaAssessment':
      return 'Lipedema assessment';
    default:
      return 'Saved entry';
  }
}

