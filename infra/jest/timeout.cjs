// Jest reads `testTimeout` only from the top-level configuration, never from a project, so each
// tier that talks to real servers sets its own default here from the project's globals
// (jest.config.cjs, tierTimeout).
jest.setTimeout(globalThis.RENEWED_TIER_TIMEOUT_MS);
