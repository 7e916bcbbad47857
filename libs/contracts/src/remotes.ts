/**
 * The remote registry: every federated remote, listed once (docs/architecture.md, "How to add a
 * remote"). The shell's routes, build and manifest parser, the API's REMOTE_URL_<NAME> settings,
 * the web server's routes, the build's compression step, the bench budgets and the dev ports
 * derive from it or are checked against it; `infra/checks/remote-registry.spec.ts` checks the files
 * that cannot import it (Dockerfiles, the nginx start script, the dev manifest).
 * No zod here: browser code imports this file directly (`@renewed/contracts/remotes`).
 */
import { PAGE_PATHS, type PagePath } from './page-paths';

/** `paths`: the pages the remote renders (the shell routes each of them to the remote). */
export const REMOTES = {
  education: { devPort: 4201, friendlyName: 'the education library', paths: [PAGE_PATHS.education] },
  practice: { devPort: 4202, friendlyName: 'Sacred Practice', paths: [PAGE_PATHS.practice] },
  bingo: { devPort: 4203, friendlyName: 'Self-Care Bingo', paths: [PAGE_PATHS.selfCareBingo] },
  assessments: { devPort: 4204, friendlyName: 'the health assessments', paths: [PAGE_PATHS.healthAssessment, PAGE_PATHS.menopauseRatingScale, PAGE_PATHS.hotFlashCourse] },
  donate: { devPort: 4205, friendlyName: 'the donation page', paths: [PAGE_PATHS.subscribe] },
} as const satisfies Record<string, { devPort: number; friendlyName: string; paths: readonly PagePath[] }>;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Dev server port of the shell (`nx serve shell`); the remotes' ports are in the registry. */
export const SHELL_DEV_PORT = 4200;

/** The environment variable that moves a remote (`REMOTE_URL_EDUCATION`, ...). */
export function remoteUrlVariable(name: RemoteName): string {
  return `REMOTE_URL_${name.toUpperCase()}`;
}

/** Where a remote's entry lives when the same server serves it (embedded mode and nginx). */
export function defaultRemoteEntry(name: RemoteName): string {
  return `/remotes/${name}/remoteEntry.js`;
}

/**
 * The CSS scope of remote styles: a remote's Tailwind utilities apply only inside its root
 * (`data-renewed-remote`) and its portals (`data-renewed-portal`), never to the shell.
 */
export const REMOTE_SCOPE_SELECTOR = ':is([data-renewed-remote], [data-renewed-portal])';
