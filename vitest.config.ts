import { defineConfig } from 'vitest/config';

/**
 * The second run, on PostgreSQL, covers the tests whose subject is the SQL: the modules, the
 * database and the job queue. The HTTP layer, the processes (start, stop, restart) and what needs
 * no database answer the same whichever database is behind them, so they run once, on PGlite.
 */
const POSTGRES_SUBJECTS = [
  'src/modules/**/*.test.ts',
  'src/db/**/*.test.ts',
  'src/jobs/**/*.test.ts',
  'src/http/list-sort.test.ts',
  'src/test/scale-out.test.ts',
];

/** What only the embedded database has (its folder, its lock, its log, its backups), runs in a process of its own, or needs no database. */
const NOT_ON_POSTGRES = [
  'src/db/pglite.test.ts',
  'src/db/postgres-outage.test.ts',
  'src/db/skills-migration.test.ts',
  'src/db/unavailable.test.ts',
  'src/modules/auth/credentials.test.ts',
  // Who may call what, the second factor's codes, the password and device rules and the security
  // events' timing: the HTTP layer and plain functions, whichever database is behind them.
  'src/modules/auth/access.test.ts',
  'src/modules/auth/staff-roles.test.ts',
  'src/modules/auth/second-factor.test.ts',
  'src/modules/auth/security-events.test.ts',
  'src/modules/auth/password-policy.test.ts',
  'src/modules/account/device.test.ts',
];

/** The server suite runs on PGlite, and its SQL once more on PostgreSQL when TEST_DATABASE_URL is set. */
function serverProject(name: string, database: 'pglite' | 'postgres') {
  return {
    test: {
      name,
      root: 'apps/server',
      include: database === 'postgres' ? POSTGRES_SUBJECTS : ['src/**/*.test.ts'],
      exclude: database === 'postgres' ? NOT_ON_POSTGRES : ['src/test/scale-out.test.ts'],
      env: { TEST_DB: database },
      globalSetup: ['src/test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // The app's modules are loaded once per worker, not once per file: a file must not count on a
      // module's state (a counter, a cache) starting fresh.
      isolate: false,
    },
  };
}

/** Date rules are judged in UAE time: their tests run again with the server in other time zones. */
const DATE_RULE_TESTS = { shared: ['src/schemas/uae-dates.test.ts'], server: ['src/modules/labors/uae-dates.test.ts'] };
const OTHER_TIME_ZONES = { utc: 'UTC', 'los-angeles': 'America/Los_Angeles' };

function timeZoneProjects() {
  return Object.entries(OTHER_TIME_ZONES).flatMap(([name, TZ]) => {
    const server = serverProject(`server-tz-${name}`, 'pglite').test;
    return [
      { test: { name: `shared-tz-${name}`, root: 'packages/shared', include: DATE_RULE_TESTS.shared, env: { TZ } } },
      { test: { ...server, include: DATE_RULE_TESTS.server, exclude: [], env: { ...server.env, TZ } } },
    ];
  });
}

export default defineConfig({
  test: {
    // One worker more than the two cores: the server's files wait on PostgreSQL, SMTP, child
    // processes and timers, and a third worker fills that time (measured: 171 s against 188 s, and
    // 154 s against 165 s). The server's files share each worker's modules (isolate: false above):
    // each starts its own app and database all the same.
    maxWorkers: 3,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      'apps/web/vitest.config.ts',
      serverProject('server-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      ...timeZoneProjects(),
    ],
  },
});
