// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'functions/web-shell/**',
      'web/dist/**',
      '.stack/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      '.tmp-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js', '*.ts', 'functions/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Run by Playwright inside the measured page, not in Node.
    files: ['scripts/lib/page-probes.mjs'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Playwright tests and configs run in Node (and hand functions to the browser).
    files: ['web/e2e/**/*.{ts,js}', 'web/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // One-way imports (bulletproof-react): shared code never reaches up into features or the app,
    // and features never reach into the app shell.
    files: ['web/src/components/**', 'web/src/lib/**', 'web/src/config/**', 'web/src/hooks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code must not import features or the app shell.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/app/*'], message: 'Features must not import the app shell.' }] },
      ],
    },
  },
  {
    // Contracts are shared with the browser bundle: they may depend on zod only.
    files: ['functions/src/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase-admin*', 'firebase-functions*', 'node:*'],
              message: 'Contracts are bundled into the web app.',
            },
          ],
        },
      ],
    },
  },
);
