import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TConfig } from './config.js';
import { openDatabase, type TDatabase, type TDb } from './db/client.js';
import { applyMigrations } from './db/migrate.js';
import { seedDatabase } from './db/seed/index.js';
import { registerErrorHandler } from './http/error-handler.js';
import { rejectNulBytes } from './http/input-guard.js';
import { localePlugin } from './http/locale.js';
import { registerSecurity } from './http/security.js';
import { registerWebApp } from './http/web.js';
import { contentRoutes } from './modules/content/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { lookupRoutes } from './modules/lookups/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: TDatabase;
    db: TDb;
  }
}

export type TApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** The built web app sits next to the server: apps/web/dist, seen from src/ or dist/. */
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const ONE_MEGABYTE = 1024 * 1024;

/** Builds the whole server: database ready (migrated and seeded), every route registered. */
export async function buildApp(config: TConfig, dependencies: { database?: TDatabase } = {}): Promise<TApp> {
  const database =
    dependencies.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir }));
  await database.withStartupLock(async () => {
    await applyMigrations(database);
    await seedDatabase(database.db);
  });

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    },
    bodyLimit: ONE_MEGABYTE,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { caseSensitive: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => database.close());

  await app.register(localePlugin);
  registerErrorHandler(app);
  app.addHook('preValidation', rejectNulBytes);
  await registerSecurity(app, config);
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(lookupRoutes);

  await registerWebApp(app, config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist);
  return app;
}

async function registerOpenApi(app: TApp) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Recruitment platform API',
        description: 'Every answer is the envelope { isDone, data, message }. Messages follow Accept-Language.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
