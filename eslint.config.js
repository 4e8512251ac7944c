// Lint: type-checked typescript-eslint rules, and import/no-cycle so that no import cycle lands.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', 'src/generated', 'tests/spec-lint/corpus', 'coverage', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
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
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // The layering of DESIGN.md: nothing imports "upwards".
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './machines', from: ['./runtime', './screens', './server', './src/main.tsx', './src/routes.tsx'] },
            { target: './runtime', from: ['./screens', './server', './src/main.tsx', './src/routes.tsx'] },
            { target: './server', from: ['./runtime', './screens', './generator'] },
            // The server's plan answers compute status and day ranges with the portal's own pure
            // definitions (ARCHITECTURE.md, folder table), Store Prompts the prompt editor's validation; nothing else of machines/.
            {
              target: './server',
              from: './machines',
              except: ['./treatmentPlan/planRowStatus.ts', './treatmentPlan/protocolDayRanges.ts', './rtmTile/rtmTile.ts', './rtmTile/tilePush.ts', './promptEditor/promptRules.ts'],
            },
            { target: './generator', from: ['./runtime', './screens', './machines', './server', './src'] },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
