import { defineConfig } from 'vitest/config';
import { catalogueParts } from './catalogue-parts';

/**
 * One project, `web`: unit tests (`*.test.ts`) run in Node; component tests (`*.test.tsx`) render
 * in jsdom. Vitest 4 has no environment per glob and does not nest projects inside this file (the
 * root config lists it as one project), so each component test names its environment in its first
 * line, `// @vitest-environment jsdom`, which render.tsx insists on.
 */
export default defineConfig({
  // The language catalogue's two parts (lib/i18n.ts).
  plugins: [catalogueParts()],
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test-support/dom-setup.ts'],
    // A component test renders a whole page (the first in a file also loads React and Mantine):
    // about a second of CPU at most, which a loaded two-core machine can stretch tenfold.
    testTimeout: 30_000,
    // The files share each worker's modules (React, Mantine, the app) instead of loading them again
    // for each file: 222 s against 143 s for the project. A file must not count on a module's state
    // starting fresh; dom-setup.ts empties what outlives a test (the DOM, notifications, storage).
    isolate: false,
  },
});
