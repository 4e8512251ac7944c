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
            // The server's plan answers compute status and day ranges with the portal's own pure
            // definitions (ARCHITECTURE.md, folder table), Store Prompts the prompt editor's validation; nothing else of machines/.
            {
              target: './server',
              from: './machines',
              except: [
                './treatmentPlan/planRowStatus.ts',
                './treatmentPlan/protocolDayRanges.ts',
                './treatmentPlan/planStart.ts',
                './rtmTile/rtmTile.ts',
                './rtmTile/tilePush.ts',
                './promptEditor/promptRules.ts',
              ],
            },
            { target: './generator', from: ['./runtime', './screens', './server', './src'] },
            // The generator checks a wizard spec's step ids against its machine's: it reads them
            // from the one index of machines/ that imports nothing but the step arrays.
            { target: './generator', from: './machines', except: ['./wizard/wizardStepIds.ts'] },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
