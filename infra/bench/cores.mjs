// Where the gateway bench's processes run (docs/benchmarks.md, "Cores"). On a machine with two or
// more cores and util-linux's `taskset`, each server measured (the gateway, the bare-Node baseline,
// the trivial nginx) is pinned to core 0 and wrk to core 1, so the generator and the server never
// take turns on one core, and a server's own helper threads (V8's garbage collector, libuv) count
// against that server rather than against wrk. Without them, everything runs where the kernel puts it.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

function canPin() {
  if (availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const PINNED = canPin();

/** How the bench's processes are placed, for the report. */
export const PLACEMENT = PINNED ? 'servers on core 0, wrk on core 1 (taskset)' : 'not pinned (one core, or no taskset)';

const onCore = (core) => (command, args, pinned = true) =>
  PINNED && pinned ? ['taskset', ['-c', core, command, ...args]] : [command, args];

/** `[command, args]` to start `command args` on the server's core, or as is when not pinning. */
export const onServerCore = onCore('0');

/** `[command, args]` to start `command args` on the generator's core, or as is when not pinning. */
export const onGeneratorCore = onCore('1');
