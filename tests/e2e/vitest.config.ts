// End-to-end suite: real server, real database, real Chromium. Test files run in parallel, one
// per worker, each worker on a portal and database of its own (globalSetup), with timeouts sized
// for a browser, not for units. E2E_WORKERS sets the number of workers (3 by default).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './harness/e2eWorkers.ts';
import LongestFirstSequencer from './harness/longestFirstSequencer.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const workers = e2eWorkers();

export default defineConfig({
  root,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
    // A worker keeps its modules (Playwright, the harness) from one file to the next instead of
    // importing them again per file; its files share one Chromium (harness/scenario.ts), each test
    // opening a fresh browser context, as they share the worker's portal and database.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // `expect.poll` gives a page 10 s, not vitest's default 1 s: on two cores shared by three
    // workers, a save and the refetch after it took over a second (patient unlock, seen failing).
    expect: { poll: { timeout: 10_000 } },
    // Within a file the tests run in the order written, one at a time: they share the file's
    // database with the files before them on the same worker.
    // Tests marked concurrent (the every-route roles of one file) run at most 3 at a time.
    maxConcurrency: 3,
    // The files that visit every route start first (harness/longestFirstSequencer.ts).
    sequence: { concurrent: false, shuffle: false, sequencer: LongestFirstSequencer },
    reporters: ['default', './tests/e2e/harness/slowestFilesReporter.ts'],
  },
});
