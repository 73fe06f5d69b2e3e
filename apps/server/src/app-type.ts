import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import type { TConfig } from './config.js';
import type { TDatabase, TDb } from './db/client.js';
import type { TAttemptLimiter } from './http/attempt-limiter.js';
import type { TReadCache } from './http/read-cache.js';
import type { TJobRunner } from './jobs/runner.js';
import type { TMailer } from './mail/mailer.js';
import type { TPdfDrawing } from './modules/cv/render-pool.js';
import type { TDocumentStore } from './storage/documents.js';
import type { TUploadStore } from './storage/uploads.js';

/** The server as routes and plugins see it, apart from app.ts, which builds it (so they import this, not the builder). */
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
    /** The thread that draws CVs and contracts. */
    drawing: TPdfDrawing;
    readCache: TReadCache;
    /** Shared counters when REDIS_URL is set. */
    redis: Redis | null;
  }
}

export type TApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;
