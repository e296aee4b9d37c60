import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 20_000,
    // Many API tests spend their time waiting (restarts, races, timers): half again as many
    // files as cores keeps the cores busy meanwhile (on 2 cores, 5 min instead of 8).
    maxWorkers: '150%',
    // The files of a worker share its loaded modules: each file still builds its own app on its
    // own database, and loading the server's modules once per worker instead of once per file
    // takes about a third off the run (docs/decisions/030-ci-time.md). Fakes put on globals are
    // taken off after every test, so none reaches another file.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    hookTimeout: 60_000,
  },
});
