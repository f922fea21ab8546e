// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./web/src/features/', import.meta.url);

// The sign-in state is what other features (contact, enrollments) need from auth: its store, the
// hook, the types and the remembered destination. These modules are auth's public surface; the rest
// of auth (Firebase, forms, screens) stays private. They stay in auth because the session boot loads
// auth's Firebase runtime lazily.
const AUTH_SESSION_SURFACE = [
  'auth/hooks/use-session',
  'auth/lib/session-store',
  'auth/lib/session-boot',
  'auth/lib/redirect-after-login',
  'auth/types',
];

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
    files: ['scripts/measure/page-probes.mjs'],
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
  // A feature never reaches into another feature's internals: what two features share moves down
  // to components/, lib/ or contracts/, or the app shell composes them. One block per feature.
  ...readdirSync(featuresDir).map((feature) => ({
    files: [`web/src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*'], message: 'Features must not import the app shell.' },
            {
              regex: `^@/features/(?!${feature}/|(${AUTH_SESSION_SURFACE.join('|')})$)`,
              message:
                "Another feature's internals: move what is shared to components/, lib/ or contracts/, or compose the two in the app shell.",
            },
          ],
        },
      ],
    },
  })),
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
