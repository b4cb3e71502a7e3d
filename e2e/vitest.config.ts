import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts its own server (fresh embedded database) and browser.
// Files run one after another: two cores cannot host several Chromiums and servers well.
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
