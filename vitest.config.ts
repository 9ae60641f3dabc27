import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lazyContracts } from './scripts/lazy-contracts.ts';

// Two projects: Node-side code (server, contracts, workers) and the React client in jsdom.
// Kept apart from vite.config.ts on purpose (mergeConfig of it with `extends: true` runs every file in every project).
export default defineConfig({
  test: {
    // Two test files at once even on a 2-core machine (vitest's default is one fewer than the cores, so one
    // there): the server suites spend much of their time waiting on a database or a server process, two
    // files at once nearly halve the PGlite stage (docs/decisions/0197). (npm test keeps the PostgreSQL
    // stage at one: scripts/test-all.ts says why.)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'games/**/*.test.ts',
            'tests/pg/**/*.test.ts',
            'contracts/**/*.test.ts',
            'workers/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/conformance/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One module graph per worker, not per file: each file then skips importing the server again (vitest's
          // import phase: 159 s isolated, 22 s so); the node project ran in 7.0 min isolated and 3.9 min so
          // (decision 0095, session 32). What outlives a file is made per file: each file builds its
          // own app over its own database (tests/helpers/test-app.ts), closed after it (close-after-file.ts),
          // and the process's exchange feed forgets it; the server's module-level state is caches keyed by
          // database or deps, and the registry of leader calls, filled once at import.
          isolate: false,
          setupFiles: ['tests/helpers/fail-on-console-error.ts', 'tests/helpers/fuzz-seed.ts', 'tests/helpers/close-after-file.ts'],
          // One migrated, seeded database for the whole run (PGlite or PostgreSQL), copied by each test file.
          globalSetup: ['tests/helpers/database-template-setup.ts'],
          // No bet delay in tests (the delay's own tests install an engine with a scale of 1).
          env: { EXCHANGE_BET_DELAY_SCALE: '0' },
        },
      },
      {
        // The contracts' tests once more, on the schemas as the browser bundle builds them (on first use).
        plugins: [lazyContracts()],
        test: {
          name: 'contracts-lazy',
          environment: 'node',
          include: ['contracts/**/*.test.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts', 'tests/helpers/fuzz-seed.ts'],
          env: { CONTRACTS_LAZY: '1' },
        },
      },
      {
        // The client's tests run on the contracts as the browser bundle has them: built on first use.
        plugins: [lazyContracts(), react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/odds-counts/**/*.test.{ts,tsx}', 'tests/helpers/client-*.test.ts'],
          setupFiles: ['tests/helpers/client-setup.ts', 'tests/helpers/fail-on-console-error.ts'],
          // One jsdom per worker, not per file: client-setup.ts resets what a file leaves behind.
          isolate: false,
          testTimeout: 20_000,
        },
      },
    ],
  },
});
