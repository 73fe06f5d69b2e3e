import { defineConfig } from 'vitest/config';

/** The server suite runs on PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set. */
function serverProject(name: string, database: 'pglite' | 'postgres') {
  return {
    test: {
      name,
      root: 'apps/server',
      include: ['src/**/*.test.ts'],
      exclude: database === 'postgres' ? [] : ['src/test/scale-out.test.ts'],
      env: { TEST_DB: database },
      globalSetup: ['src/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      'apps/web/vitest.config.ts',
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
    ],
  },
});
