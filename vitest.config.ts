// Root unit-test configuration: every `*.test.ts(x)` beside its code. Two projects so that pure
// modules run in Node (fast, and with a real `node:http` server for the API client) while React
// components run in jsdom. End-to-end and bench suites have their own configs.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const excluded = [
  '**/node_modules/**',
  '**/dist/**',
  'tests/e2e/**',
  'tests/bench/**',
  'tests/spec-lint/corpus/**',
  '.data/**',
];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: excluded,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['**/*.test.tsx'],
          exclude: excluded,
          // @rjsf/mantine imports `dayjs/plugin/...` without the `.js` that Node's ESM loader
          // needs; inlined, it resolves the way Vite resolves it for the portal's build.
          server: { deps: { inline: ['@rjsf/mantine'] } },
          setupFiles: ['./vitest.setup.ts'],
        },
      },
    ],
  },
});
