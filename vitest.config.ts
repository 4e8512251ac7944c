// Root unit-test configuration: every `*.test.ts(x)` beside its code. Three projects so that pure
// modules run in Node (fast, and with a real `node:http` server for the API client), API tests
// (a real middleware on a cloned database per file) get timeouts sized for booting it, and React
// components run in jsdom. End-to-end and bench suites have their own configs.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { unitWorkers } from './tests/unitWorkers.ts';

const excluded = [
  '**/node_modules/**',
  '**/dist/**',
  'tests/e2e/**',
  'tests/bench/**',
  'tests/spec-lint/corpus/**',
  '.data/**',
];
const apiTests = 'tests/api/**/*.test.ts';
/** Component tests that replace modules with vi.mock: they need a module graph of their own. */
const domTestsThatMock = [
  'runtime/list/useListController.test.tsx',
  'screens/promptEditor/PromptEditorScreen.test.tsx',
  'screens/rtmDashboard/PatientSidePanel.test.tsx',
  'screens/rtmDashboard/RtmDashboardScreen.test.tsx',
  'screens/rtmPrompts/PatientPromptPanel.test.tsx',
  'screens/sessions/FifteenDayGraphs.test.tsx',
  'screens/treatmentPlan/PlanEditor.test.tsx',
  'screens/videoCall/CallWindowScreen.test.tsx',
  'screens/videoCall/RecordingsList.test.tsx',
  'screens/videoCall/RomTimeScreen.test.tsx',
];

/** What both component projects share: jsdom, the setup file and their timeouts. */
const componentTests = {
  environment: 'jsdom' as const,
  // @rjsf/mantine imports `dayjs/plugin/...` without the `.js` that Node's ESM loader needs;
  // inlined, it resolves the way Vite resolves it for the portal's build.
  server: { deps: { inline: ['@rjsf/mantine'] } },
  setupFiles: ['./vitest.setup.ts'],
  // A component test renders Mantine (and AG Grid) in jsdom: with both cores busy (two workers
  // and, once, the typecheck beside them) one takes seconds, some took over 14 s when the
  // end-to-end run was beside them too; a findBy may wait 15 s (vitest.setup.ts).
  testTimeout: 30_000,
};

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the CPUs: a single worker on CI's 2 cores, which
    // left one core idle for the whole stage. Test files are isolated either way.
    maxWorkers: unitWorkers(),
    // Worker threads start in a fraction of a forked process's time. Most projects share a
    // worker's modules between its files (isolate: false); vitest.setup.ts resets what the
    // component tests could leave behind.
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: [...excluded, apiTests],
          isolate: false,
          // Some node tests boot every feature or open a database: with the checks beside this
          // run (scripts/test.mjs), vitest's 5 s default is too short for them.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: [apiTests],
          exclude: excluded,
          isolate: false,
          // Each file boots the middleware on a copy of the seeded database and signs users in
          // with argon2 hashes: with both cores busy (the checks beside this run) a test takes
          // seconds, not milliseconds, and some took over 15 s when the end-to-end run was beside
          // them too.
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['**/*.test.tsx'],
          exclude: [...excluded, ...domTestsThatMock],
          // Files share their worker's jsdom and modules (Mantine, RJSF, AG Grid are imported
          // once per worker, not once per file): about half the stage's time went to that.
          isolate: false,
          ...componentTests,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-mocked',
          include: domTestsThatMock,
          exclude: excluded,
          // vi.mock replaces a module for one file only if the file has its own module graph.
          isolate: true,
          ...componentTests,
        },
      },
    ],
  },
});
