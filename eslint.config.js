import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Features meet through app/ui and lib: a feature never imports another feature's files
 * (docs/decisions/013-feature-boundaries.md). Every way a file names another: `import ... from`,
 * `import('...')` (a lazy part) and `export ... from`. A page that shows another feature's part is
 * put together in app/compose/.
 */
const featuresApart = {
  meta: {
    type: 'problem',
    messages: {
      crossing: 'features/{{from}} imports features/{{to}}: share it through app/ui or lib, or compose the page in app/compose.',
      unknown: 'features/{{from}} imports a module named at run time: name it with a string so the feature boundaries can be checked.',
    },
  },
  create(context) {
    const featureOf = (file) => /\/apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (!source) return;
      const spec =
        source.type === 'Literal' ? source.value : source.type === 'TemplateLiteral' && source.expressions.length === 0 ? source.quasis[0].value.cooked : null;
      if (typeof spec !== 'string') return context.report({ node, messageId: 'unknown', data: { from } });
      if (!spec.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), spec) + '/');
      if (to && to !== from) context.report({ node, messageId: 'crossing', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
    };
  },
};

/** Type-aware rules for the TypeScript of the three packages and the browser suite: promises kept, no casts that say nothing, every case handled. */
const TYPED_SOURCES = ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', 'e2e/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { boundaries: { rules: { 'features-apart': featuresApart } } },
    rules: { 'boundaries/features-apart': 'error' },
  },
  prettier,
);
