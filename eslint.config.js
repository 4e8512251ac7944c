// Lint: type-checked typescript-eslint rules, and cadence/no-import-cycle so that no import cycle
// lands.
import { relative } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { findImportCycles } from './scripts/importCycles.mjs';

/** The cycles of each TypeScript program, by importing file: found once, reported per file. */
const cyclesByProgram = new WeakMap();
function cyclesOf(program) {
  let byFile = cyclesByProgram.get(program);
  if (byFile === undefined) {
    byFile = new Map();
    for (const edge of findImportCycles(program))
      byFile.set(edge.from, [...(byFile.get(edge.from) ?? []), edge]);
    cyclesByProgram.set(program, byFile);
  }
  return byFile;
}

/** Reports each import of a file that leads back to that file (scripts/importCycles.mjs). */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow an import that leads back to the importing file' },
    messages: { cycle: 'Dependency cycle: {{cycle}}' },
    schema: [],
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    if (program === undefined || program === null) return {};
    return {
      Program() {
        for (const { start, end, cycle } of cyclesOf(program).get(context.filename) ?? []) {
          const files = [context.filename, ...cycle].map((file) => relative(context.cwd, file));
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(start),
              end: context.sourceCode.getLocFromIndex(end),
            },
            messageId: 'cycle',
            data: { cycle: files.join(' → ') },
          });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      '.build',
      'src/generated',
      'tests/spec-lint/corpus',
      'coverage',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: {
      import: importPlugin,
      'react-hooks': reactHooks,
      cadence: { rules: { 'no-import-cycle': noImportCycle } },
    },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.json'] } },
      // Cycles are ours to find: packages are never parsed (some are too big for the parser).
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'cadence/no-import-cycle': 'error',
      // The layering of DESIGN.md: nothing imports "upwards".
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './machines',
              from: ['./runtime', './screens', './server', './src/main.tsx', './src/routes.tsx'],
            },
            { target: './runtime', from: ['./screens', './server', './src/main.tsx', './src/routes.tsx'] },
            { target: './server', from: ['./runtime', './screens', './generator'] },
            // domain/ (ARCHITECTURE.md, folder table): the rules both the portal and the server
            // apply, pure TypeScript over src/generated; it imports none of the app's own folders.
            {
              target: './domain',
              from: ['./machines', './runtime', './screens', './server', './generator', './simulator', './tests', './scripts'],
            },
            { target: './domain', from: './src', except: ['./generated'] },
            // The server applies domain/'s rules, never a machine: server→machines imports stay 0
            // (scripts/countCasts.mjs prints and enforces the count in `npm run check`).
            { target: './server', from: './machines' },
            { target: './generator', from: ['./runtime', './screens', './server', './src', './machines'] },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // domain/ is pure: no React, no XState, no network (domain/README.md).
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@mantine/*', '@tanstack/*', 'xstate', '@xstate/*', 'openapi-fetch', 'node:*', 'fastify', '@fastify/*'],
              message: 'domain/ is pure TypeScript over src/generated: no React, XState, network or Node (domain/README.md).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'domain/ calls nothing: a machine invokes an actor that calls, or the server does.' },
        { name: 'WebSocket', message: 'domain/ calls nothing.' },
        { name: 'XMLHttpRequest', message: 'domain/ calls nothing.' },
      ],
    },
  },
);
