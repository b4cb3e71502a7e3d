import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts its own server (fresh embedded database) and browser, so
// files are independent; two run at a time (a journey mostly waits on its server and browser).
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    maxWorkers: 2,
    globalSetup: ['global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for the page, not for a fixed time: 1 s (the default) was too short for a
    // loaded machine, where a 404 answer or a refetch can take several seconds to show.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
