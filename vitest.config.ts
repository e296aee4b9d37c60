import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 20_000,
    // Many API tests spend their time waiting (restarts, races, timers): half again as many
    // files as cores keeps the cores busy meanwhile (on 2 cores, 5 min instead of 8).
    maxWorkers: '150%',
    hookTimeout: 60_000,
  },
});
