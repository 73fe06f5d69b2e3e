import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config.js';
import { openDatabase, type TDatabase } from './db/client.js';
import { applyMigrations } from './db/migrate.js';
import { seedDatabase } from './db/seed/index.js';
import compress from '@fastify/compress';
import { createAttemptLimiter } from './http/attempt-limiter.js';
import { registerDiskGuard } from './http/disk-guard.js';
import { edgeErrorOptions, registerErrorHandler } from './http/error-handler.js';
import { loggingOptions } from './http/logging.js';
import { registerInputGuard } from './http/input-guard.js';
import { openApiOptions } from './http/openapi.js';
import { localePlugin } from './http/locale.js';
import { contextPlugin } from './http/context.js';
import { closeRedis, connectRedis } from './http/redis.js';
import { registerSecurity } from './http/security.js';
import { registerMedia, registerWebApp } from './http/web.js';
import { registerSeo } from './http/seo-routes.js';
import { publicPageFor } from './http/public-pages.js';
import { createUploadStore } from './storage/uploads.js';
import { createPdfDrawing } from './modules/cv/render-pool.js';
import { createDocumentStore } from './storage/documents.js';
import { createMailer } from './mail/mailer.js';
import { EMAIL_JOB, sendMailJob } from './jobs/email.js';
import { createJobRunner, type TJobHandler } from './jobs/runner.js';
import { storageJobHandlers } from './storage/sweep.js';
import { accessPlugin } from './modules/auth/access.js';
import { MODULES } from './modules/index.js';
import type { TJobDeps } from './modules/module.js';
import { clearOnWrites, createReadCache } from './http/read-cache.js';
import { benchCeilingRoute } from './bench/ceiling.js';

export type TAppDependencies = {
  /** An open database; by default the one the config names. */
  database?: TDatabase;
  /** The time as the server sees it; tests move it forward. */
  clock?: () => Date;
  /** Where the application log's lines go; standard output by default. */
  logStream?: { write(line: string): void };
};

import type { TApp } from './app-type.js';

export type { TApp };

/** The built web app sits next to the server: apps/web/dist, seen from src/ or dist/. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const ONE_MEGABYTE = 1024 * 1024;

type TCompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
// Fastify types these factories in JSON-schema terms; the zod compilers take their place as they are.
const ZOD_COMPILERS = { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as unknown as TCompilersFactory;

/** Fastify's trust setting for TRUST_PROXY: a number of hops becomes the function that trusts that many. */
function trustedProxies(setting: TConfig['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

function showFirstAdminPassword(userName: string, password: string) {
  process.stderr.write(
    `First admin created: user name "${userName}", temporary password "${password}". It is shown only this once: ` +
      'sign in with it, then choose your own password and set up two-step sign-in.\n',
  );
}

/** The job handlers of every module that queues jobs. */
const moduleJobHandlers = (deps: TJobDeps): Record<string, TJobHandler> =>
  Object.fromEntries(MODULES.flatMap((serverModule) => Object.entries(serverModule.jobs?.(deps) ?? {})));

/** Builds the whole server: database ready (migrated and seeded), every route registered. */
export async function buildApp(config: TConfig, dependencies: TAppDependencies = {}): Promise<TApp> {
  const database = dependencies.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir, durable: config.PGLITE_FSYNC }));
  const uploads = createUploadStore(config.uploadDir);
  const { generatedAdminPassword } = await database.withStartupLock(async () => {
    await applyMigrations(database);
    return seedDatabase(database.db, {
      admin: { userName: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD },
      demo: config.SEED_DEMO,
      demoAccounts: config.seedDemoAccounts,
      uploads,
    });
  });

  const app = Fastify({
    ...loggingOptions(config, dependencies.logStream),
    bodyLimit: ONE_MEGABYTE,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    routerOptions: { caseSensitive: false },
    // Every schema is a zod schema: given here, Fastify never loads its default JSON-schema
    // compilers (ajv, fast-json-stringify), a third of a second of the start.
    schemaController: { compilersFactory: ZOD_COMPILERS },
    ...edgeErrorOptions,
  }).withTypeProvider<ZodTypeProvider>();
  // The generated password goes to the terminal only, never into the application log (a log
  // collector would keep it): one line on stderr.
  if (generatedAdminPassword) showFirstAdminPassword(config.ADMIN_USERNAME ?? 'admin', generatedAdminPassword);
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : undefined;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', dependencies.clock ?? (() => new Date()));
  app.decorate('mailer', createMailer({ smtpUrl: config.SMTP_URL, outboxDir: config.outboxDir, log: app.log }));
  app.decorate(
    'jobs',
    createJobRunner({
      db: database.db,
      log: app.log,
      handlers: {
        [EMAIL_JOB]: sendMailJob(app.mailer),
        ...moduleJobHandlers({ db: database.db, clock: app.clock, baseUrl: config.PUBLIC_URL }),
        ...storageJobHandlers(database.db, app.clock, { uploadDir: uploads.uploadDir, documentsDir: config.documentsDir }, app.log),
      },
      pollMs: config.JOB_POLL_MS,
      maxAttempts: config.JOB_MAX_ATTEMPTS,
      clock: app.clock,
    }),
  );
  app.addHook('onReady', async () => app.jobs.start());
  // Before the database closes: the job in hand finishes, no new one starts.
  app.addHook('preClose', async () => {
    await app.jobs.stop();
    await app.mailer.close();
  });
  app.decorate('redis', redis ?? null);
  app.decorate('attempts', createAttemptLimiter(redis, app.clock));
  app.decorate('uploads', uploads);
  app.decorate('documents', createDocumentStore(config.documentsDir));
  // CVs and contracts are drawn in a thread of their own (modules/cv/render-pool.ts), ended with the server.
  app.decorate('drawing', createPdfDrawing());
  app.addHook('onClose', () => app.drawing.close());
  app.decorate('readCache', createReadCache(config.READ_CACHE_SECONDS));
  clearOnWrites(app, app.readCache);
  app.addHook('onClose', async () => {
    if (redis) await closeRedis(redis);
    await database.close();
  });

  await app.register(localePlugin);
  await app.register(contextPlugin);
  registerErrorHandler(app);
  registerDiskGuard(app);
  registerInputGuard(app);
  await registerSecurity(app, config, redis);
  // API answers and pages over 1 KB are gzipped for browsers that accept it; built assets come
  // pre-compressed, media (images, video) is left alone.
  await app.register(compress, { encodings: ['gzip'], threshold: 1024 });
  await registerOpenApi(app);
  await app.register(accessPlugin);

  if (process.env.BENCH_CEILING === '1') await app.register(benchCeilingRoute);
  for (const serverModule of MODULES) await app.register(serverModule.routes);
  await registerMedia(app, config.uploadDir);

  await registerSeo(app);
  await registerWebApp(app, config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist, publicPageFor(app));
  return app;
}

async function registerOpenApi(app: TApp) {
  await app.register(swagger, openApiOptions);
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
