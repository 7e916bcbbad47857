/**
 * Four jest tiers (browser tests are a fifth, run by Playwright: playwright.config.ts).
 * - unit: `*.spec.ts(x)` beside the code, and the repository checks in infra/checks; no services needed.
 * - integration: `*.integration-spec.ts`; boots the Nest app against the real MongoDB and Redis
 *   that infra/local/test.sh starts, and calls it over HTTP.
 * - fuzz: `*.fuzz-spec.ts`; seeded hostile requests against every contract route (FUZZ_SEED replays).
 * - topology: `*.topology-spec.ts`; the production topology from the built dist folders.
 * SWC compiles TypeScript (with decorator metadata, which Nest's DI needs) much faster than ts-jest.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc },
  // syllable and flesch-kincaid (the content reading-grade check) and stemmer (chat answer
  // matching) ship only as ES modules: SWC compiles them to CommonJS like our own code; every
  // other package is used as published.
  transformIgnorePatterns: ['/node_modules/(?!(syllable|flesch-kincaid|stemmer)/)'],
  moduleNameMapper: {
    '^@renewed/(contracts|content|ui|web-kit)$': '<rootDir>/libs/$1/src/index.ts',
    '^@renewed/contracts/(.+)$': '<rootDir>/libs/contracts/src/$1',
    '^@renewed/(web-kit|ui)/(.+)$': '<rootDir>/libs/$1/src/$2',
    '\\.(css)$': '<rootDir>/infra/jest/style-stub.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/'],
  testEnvironment: 'node',
};

/** A per-tier default timeout: jest ignores `testTimeout` inside a project, so a setup file sets it. */
const tierTimeout = (ms) => ({
  setupFilesAfterEnv: ['<rootDir>/infra/jest/timeout.cjs'],
  globals: { RENEWED_TIER_TIMEOUT_MS: ms },
});

module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/**/*.spec.ts', '<rootDir>/**/*.spec.tsx'] },
    { ...shared, displayName: 'integration', testMatch: ['<rootDir>/**/*.integration-spec.ts'], ...tierTimeout(60_000) },
    // Seeded hostile requests for every contract route (services/api/test/api-contract.fuzz-spec.ts).
    { ...shared, displayName: 'fuzz', testMatch: ['<rootDir>/**/*.fuzz-spec.ts'], ...tierTimeout(180_000) },
    // The production topology (nginx, api and worker processes, replica set, Redis with AOF) from
    // the built dist folders, with processes killed under load (docs/architecture.md, "Production topology").
    { ...shared, displayName: 'topology', testMatch: ['<rootDir>/**/*.topology-spec.ts'], ...tierTimeout(180_000) },
  ],
};
