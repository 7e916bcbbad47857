/**
 * The remote registry: every federated remote, listed once (docs/architecture.md, Front end).
 * The shell's build and manifest parser, the API's REMOTE_URL_<NAME> settings, the web server's
 * routes and the dev ports derive from it; `infra/checks/remote-registry.spec.ts` checks the files
 * that cannot import it (Dockerfiles, the nginx start script, the dev manifest).
 * No zod here: browser code imports this file directly (`@renewed/contracts/remotes`).
 */
export const REMOTES = {
  education: { devPort: 4201, friendlyName: 'the education library' },
  practice: { devPort: 4202, friendlyName: 'Sacred Practice' },
  bingo: { devPort: 4203, friendlyName: 'Self-Care Bingo' },
  assessments: { devPort: 4204, friendlyName: 'the health assessments' },
  donate: { devPort: 4205, friendlyName: 'the donation page' },
} as const satisfies Record<string, { devPort: number; friendlyName: string }>;

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
