import {
  MRS_ITEM_IDS,
  scoreMrs,
  type MrsAnswers,
  type MrsItemId,
  type MrsRating,
  type MrsScores,
} from '@renewed/contracts/assessments/mrs';

export type MrsDraft = Partial<Record<MrsItemId, MrsRating>>;

/** All 11 items rated (0 counts as an answer), as the complete answers the score needs. */
export function completeAnswers(draft: MrsDraft): MrsAnswers | null {
  return MRS_ITEM_IDS.every((id) => draft[id] !== undefined) ? (draft as MrsAnswers) : null;
}

export function answeredCount(draft: MrsDraft): number {
  return MRS_ITEM_IDS.filter((id) => draft[id] !== undefined).length;
}

/** A random RFC 4122 version 4 id from the browser's CSPRNG (works on plain http too, unlike randomUUID). */
export function newCompletionId(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type MrsCompletion = { id: string; answers: MrsAnswers; scores: MrsScores; submittedAt: string };

export function completion(id: string, answers: MrsAnswers, submittedAt: string): MrsCompletion {
  return { id, answers, scores: scoreMrs(answers), submittedAt };
}

/**
 * The saved history plus completions of this visit the queue has not saved yet (matched by the
 * id the API answered with), oldest first: the trend shows a new completion at once.
 */
export function mergeHistory(saved: readonly MrsCompletion[], pending: readonly MrsCompletion[]): MrsCompletion[] {
  const ids = new Set(saved.map((record) => record.id));
  return [...saved, ...pending.filter((record) => !ids.has(record.id))].sort((a, b) =>
    a.submittedAt.localeCompare(b.submittedAt),
  );
}
