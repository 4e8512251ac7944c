// End-to-end suite: real server, real database, real Chromium. Files run one after another
// against one shared server (globalSetup), with timeouts sized for a browser, not for units.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export default defineConfig({
  root,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Test files share one database, so they must not run at the same time; within a file the
    // order is the order written.
    sequence: { concurrent: false, shuffle: false },
  },
});
