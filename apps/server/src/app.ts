import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions, type RawServerDefault } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TConfig } from './config.js';
import { openDatabase, type TDatabase, type TDb } from './db/client.js';
import { applyMigrations } from './db/migrate.js';
import { seedDatabase } from './db/seed/index.js';
import compress from '@fastify/compress';
import { createAttemptLimiter, type TAttemptLimiter } from './http/attempt-limiter.js';
import { registerDiskGuard } from './http/disk-guard.js';
import { edgeErrorOptions, registerErrorHandler } from './http/error-handler.js';
import { loggingOptions } from './http/logging.js';
import { registerInputGuard } from './http/input-guard.js';
import { openApiOptions } from './http/openapi.js';
import { localePlugin } from './http/locale.js';
import { contextPlugin } from './http/context.js';
import { closeRedis, connectRedis } from './http/redis.js';
import type { Redis } from 'ioredis';
import { registerSecurity } from './http/security.js';
import { registerMedia, registerWebApp } from './http/web.js';
import { registerSeo } from './http/seo-routes.js';
import { publicPageFor } from './http/public-pages.js';
import { createUploadStore, type TUploadStore } from './storage/uploads.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { paymentRoutes } from './modules/payments/routes.js';
import { documentRoutes } from './modules/documents/routes.js';
import { documentJobHandlers } from './modules/documents/digest.js';
import { createDocumentStore, type TDocumentStore } from './storage/documents.js';
import { laborRoutes } from './modules/labors/routes.js';
import { shortlistRoutes } from './modules/shortlist/routes.js';
import { slotRoutes } from './modules/slots/routes.js';
import { workerImportRoutes } from './modules/worker-import/routes.js';
import { enquiryRoutes } from './modules/enquiries/routes.js';
import { staffNotificationJobHandlers } from './modules/staff-notifications/mails.js';
import { staffNotificationRoutes } from './modules/staff-notifications/routes.js';
import { orderRoutes } from './modules/orders/routes.js';
import { placementRoutes } from './modules/placements/routes.js';
import { applicantRoutes } from './modules/applicants/routes.js';
import { placementJobHandlers } from './modules/placements/jobs.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { statementRoutes } from './modules/statement/routes.js';
import { cmsRoutes } from './modules/cms/routes.js';
import { cmsAdminRoutes } from './modules/cms/admin-routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { cvRoutes } from './modules/cv/routes.js';
import { createMailer, type TMailer } from './mail/mailer.js';
import { EMAIL_JOB, sendMailJob } from './jobs/email.js';
import { createJobRunner, type TJobRunner } from './jobs/runner.js';
import { storageJobHandlers } from './storage/sweep.js';
import { accessPlugin } from './modules/auth/access.js';
import { authRoutes } from './modules/auth/routes.js';
import { accountRoutes } from './modules/account/routes.js';
import { clientRoutes } from './modules/clients/routes.js';
import { clientProfileRoutes } from './modules/clients/profile-routes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { lookupAdminRoutes, lookupRoutes } from './modules/lookups/routes.js';
import { clearOnWrites, createReadCache, type TReadCache } from './http/read-cache.js';
import { benchCeilingRoute } from './bench/ceiling.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    database: TDatabase;
    db: TDb;
    clock: () => Date;
    mailer: TMailer;
    jobs: TJobRunner;
    attempts: TAttemptLimiter;
    uploads: TUploadStore;
    documents: TDocumentStore;
    readCache: TReadCache;
    /** Shared counters when REDIS_URL is set. */
    redis: Redis | null;
  }
}

export type TAppDependencies = {
  /** An open database; by default the one the config names. */
  database?: TDatabase;
  /** The time as the server sees it; tests move it forward. */
  clock?: () => Date;
  /** Where the application log's lines go; standard output by default. */
  logStream?: { write(line: string): void };
};

export type TApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

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
        ...placementJobHandlers(database.db, app.clock, config.PUBLIC_URL),
        ...documentJobHandlers(database.db, app.clock, config.PUBLIC_URL),
        ...staffNotificationJobHandlers(database.db, config.PUBLIC_URL),
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

  await app.register(healthRoutes);
  if (process.env.BENCH_CEILING === '1') await app.register(benchCeilingRoute);
  await app.register(contentRoutes);
  await app.register(lookupRoutes);
  await app.register(lookupAdminRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(clientRoutes);
  await app.register(clientProfileRoutes);
  await app.register(staffRoutes);
  await app.register(uploadRoutes);
  await app.register(laborRoutes);
  await app.register(shortlistRoutes);
  await app.register(workerImportRoutes);
  await app.register(enquiryRoutes);
  await app.register(orderRoutes);
  await app.register(slotRoutes);
  await app.register(placementRoutes);
  await app.register(applicantRoutes);
  await app.register(paymentRoutes);
  await app.register(documentRoutes);
  await app.register(dashboardRoutes);
  await app.register(reportRoutes);
  await app.register(statementRoutes);
  await app.register(cmsRoutes);
  await app.register(cmsAdminRoutes);
  await app.register(auditRoutes);
  await app.register(staffNotificationRoutes);
  await app.register(cvRoutes);
  await registerMedia(app, config.uploadDir);

  await registerSeo(app);
  await registerWebApp(app, config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist, publicPageFor(app));
  return app;
}

async function registerOpenApi(app: TApp) {
  await app.register(swagger, openApiOptions);
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
