// One lint configuration for the monorepo. The module-boundary rule turns docs/architecture.md's ("Dependency rules")
// dependency rules into build failures: a remote never imports another remote, the shell or a
// service; services never import front-end code; libs/contracts imports nothing of ours.
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

export const DEPENDENCY_RULES = [
  { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:lib'] },
  { sourceTag: 'scope:remote', onlyDependOnLibsWithTags: ['scope:lib'] },
  { sourceTag: 'scope:service', onlyDependOnLibsWithTags: ['scope:lib'], notDependOnLibsWithTags: ['type:web', 'type:ui'] },
  { sourceTag: 'scope:lib', onlyDependOnLibsWithTags: ['scope:lib'] },
  { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:content', onlyDependOnLibsWithTags: [] },
];

export default [
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.nx/**', '**/*.cjs', 'infra/k6/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: DEPENDENCY_RULES,
          // main.tsx's import('./bootstrap') is federation's async boundary, not a lazy-loaded library.
          checkDynamicDependenciesExceptions: ['ui', 'web-kit', 'contracts', 'content'],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // Build configuration (not application code) may use the shared build helpers in infra/vite.
    files: ['**/vite.config.ts', 'infra/**/*.ts', 'infra/**/*.mjs', 'playwright.config.ts', 'e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
