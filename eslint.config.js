// ESLint 9 flat config. TypeScript is linted with type information through the project service:
// each file gets the nearest tsconfig.json (the root one for src/, migrations/, test/, bench/;
// client/tsconfig.json for client/src and client/vite.config.ts); TypeScript files in no project
// (playwright.config.ts, test/browser/, scripts/*.d.mts) use tsconfig.tools.json. Plain .js/.mjs/.cjs files are linted
// without type information.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs', '**/*.jsx'];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      'dist/',
      'client/dist/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'blob-report/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.ts', '*.mts', 'scripts/*.mts', 'test/browser/*.ts', 'test/browser/*/*.ts'],
          defaultProject: 'tsconfig.tools.json',
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 40,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // Nest modules are decorated empty classes; undecorated static-only classes are still flagged.
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },

  // Server, migrations, server tests, benchmarks and root tooling run on Node.
  {
    files: ['src/**', 'migrations/**', 'test/**', 'bench/**', 'scripts/**', '*.{js,mjs,cjs,ts,mts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Tests: `expect(mock.method)` passes unbound methods on purpose, and supertest's `response.body`
  // is `any` by design, so reading it would need a cast on every line. Production code stays strict.
  {
    files: ['**/*.spec.ts', '**/*.api-spec.ts', '**/*.test.ts', '**/*.test.tsx', 'test/**/*.ts', 'client/src/test/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  // The React client.
  {
    files: ['client/**/*.{ts,tsx,js,jsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // `onSubmit={handleSubmit(save)}` and async event handlers are the React idiom; React ignores the promise.
    files: ['client/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }] },
  },
  {
    files: ['client/*.{js,mjs,ts,mts}'],
    languageOptions: { globals: { ...globals.node } },
  },

  // Plain JavaScript (config files, scripts, bench): no type information.
  {
    files: JS,
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { sourceType: 'module', ecmaVersion: 'latest' },
    rules: {
      ...tseslint.configs.disableTypeChecked.rules,
      'no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
