import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = 'apps/web/src/features';

/**
 * Features meet through app/ui and lib: a feature never imports another feature's files
 * (docs/decisions/013-feature-boundaries.md). A page that shows another feature's part is put
 * together in app/compose/.
 */
const featureZones = fs
  .readdirSync(WEB_FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./${WEB_FEATURES}/${name}`,
    from: `./${WEB_FEATURES}`,
    except: [`./${name}`],
    message: 'A feature imports only its own files: share it through app/ui or lib, or compose the page in app/compose.',
  }));

/**
 * The server's modules import one way, from the top of this list down (decision 029): a module may
 * import the modules of the layers below its own, never one above. auth and audit are the kernel;
 * the money documents sit below payments and placements, which sit below orders.
 */
const SERVER_LAYERS = [
  ['audit', 'auth'],
  ['account', 'content', 'health', 'invoices', 'labors', 'lookups', 'staff', 'staff-notifications'],
  ['cms'],
  ['cv', 'reports', 'shortlist', 'uploads'],
  ['applicants', 'clients', 'documents', 'placements', 'processes', 'worker-import'],
  ['payments', 'process-documents', 'process-fees'],
  ['orders'],
  ['enquiries', 'slots', 'statement'],
  ['dashboard'],
];
const SERVER_MODULES = 'apps/server/src/modules';
const unplaced = fs.readdirSync(SERVER_MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory() && !SERVER_LAYERS.flat().includes(entry.name));
if (unplaced.length > 0) throw new Error(`eslint.config.js: place modules/${unplaced[0].name} in SERVER_LAYERS`);
const serverModuleZones = SERVER_LAYERS.flatMap((layer, index) => {
  const above = SERVER_LAYERS.slice(index + 1).flat();
  return above.length === 0
    ? []
    : layer.map((name) => ({
        target: `./${SERVER_MODULES}/${name}`,
        from: above.map((higher) => `./${SERVER_MODULES}/${higher}`),
        message: `modules/${name} sits below this module (eslint.config.js SERVER_LAYERS): move what both need down, or call down from the higher module.`,
      }));
});

/** Type-aware rules for the TypeScript of the three packages and the browser suite: promises kept, no casts that say nothing, every case handled. */
const TYPED_SOURCES = ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', 'e2e/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'playwright-report/**',
      'test-results/**',
      'apps/server/src/db/migrations/**',
      'faults/.cache/**',
      '.cache/**',
      'faults/.data/**',
    ],
  },
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
      globals: {
        fetch: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        localStorage: 'readonly',
      },
    },
  },
  {
    // The fault suite's and the project's scripts are plain Node ESM.
    files: ['faults/**/*.mjs', 'scripts/**/*.mjs'],
    languageOptions: {
      globals: {
        ...Object.fromEntries(
          [
            'fetch',
            'performance',
            'setTimeout',
            'clearTimeout',
            'setInterval',
            'clearInterval',
            'setImmediate',
            'Buffer',
            'AbortSignal',
            'Blob',
            'FormData',
          ].map((name) => [name, 'readonly']),
        ),
      },
    },
  },
  {
    files: TYPED_SOURCES,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // An async onClick is fine for React; a promise where a boolean or a callback's result is read is not.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  {
    // react-router's loaders throw its redirect() and data() answers by design.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  { files: ['apps/web/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['apps/web/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['apps/web/src/**/*.tsx'],
    rules: {
      // A worker's video is a short clip staff upload with no caption file; her page says the same in text.
      'jsx-a11y/media-has-caption': 'off',
      // RequireRole's `role` is a prop, not ARIA.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  { files: ['e2e/**/*.ts'], ...playwright.configs['flat/recommended'] },
  {
    files: ['e2e/**/*.ts'],
    rules: {
      // One story body serves both languages and both screens: its branches pick the words and the screen, not whether to check.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
      // The RTL smoke's walk checks every page it opens.
      'playwright/expect-expect': ['warn', { assertFunctionNames: ['walk'] }],
    },
  },
  {
    // A first paint's promise is that nothing is fetched until the network rests, which is what networkidle waits for.
    files: ['e2e/first-paint.spec.ts'],
    rules: { 'playwright/no-networkidle': 'off' },
  },
  {
    // Imports that tie code in knots: a cycle anywhere (type-only imports aside), a web feature reaching
    // into another, a server module reaching up.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    // A server test may set up its data through a higher module's helpers.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverModuleZones }] },
  },
  prettier,
);
