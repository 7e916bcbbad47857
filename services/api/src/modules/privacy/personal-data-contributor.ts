import type { SessionId } from '@renewed/contracts';

/**
 * What every feature that stores visitor data provides to the privacy module: one contributor
 * per collection holding a session id. Export and delete iterate all contributors, so no
 * collection can be forgotten (a test fails when one has no contributor).
 */
export type PersonalDataContributor = {
  /** MongoDB collection the contributor covers. */
  readonly collection: string;
  /** Key in the export file and the dashboard, e.g. `assessments`. */
  readonly key: string;
  /** Plain-language name for the dashboard. */
  readonly label: string;
  count(sessionId: SessionId): Promise<number>;
  export(sessionId: SessionId): Promise<unknown[]>;
  /** Deletes everything of the session; resolves with the number of records removed. */
  delete(sessionId: SessionId): Promise<number>;
};
