import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'playwright-report/**', 'test-results/**', 'apps/server/src/db/migrations/**', 'faults/.cache/**', 'faults/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The benchmark scripts are plain Node ESM; the page scripts they pass to the browser see its globals.
    files: ['bench/**/*.mjs'],
    languageOptions: {
      globals: { fetch: 'readonly', performance: 'readonly', setTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', localStorage: 'readonly' },
    },
  },
  {
    // The fault suite's scripts are plain Node ESM.
    files: ['faults/**/*.mjs'],
    languageOptions: {
      globals: {
        ...Object.fromEntries(['fetch', 'performance', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'Buffer', 'AbortSignal', 'Blob', 'FormData'].map((name) => [name, 'readonly'])),
      },
    },
  },
);
