// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'packages/engine/test/corpus/**',
      'packages/engine/rules/**',
      // Sample code with known flaws, scanned by the tests: not project code.
      'e2e/fixtures/**',
      'apps/server/test/fixtures/**',
      'packages/engine/test/fixtures/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    // Dependencies point one way: shared imports no workspace.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@vigil/*'],
              message: 'packages/shared is the bottom layer: it imports no workspace.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine must run on its own in any CI pipeline: never import the server or the web app.
    files: ['packages/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@vigil/server', '@vigil/web', '**/apps/**'],
              message:
                'The engine knows nothing of HTTP, users or databases; it may import only @vigil/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // The web app talks to the server over HTTP only; it may import @vigil/shared, never the server or the engine.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@vigil/server',
                '@vigil/engine',
                '**/apps/server/**',
                '**/packages/engine/**',
              ],
              message: 'The web app reaches the server over HTTP; it imports only @vigil/shared.',
            },
          ],
        },
      ],
    },
  },
);
