import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config.js';
import { AppError } from './app-error.js';
import { isFirstPaintCall } from './first-paint.js';

/** Security headers with a CSP the web app runs under, and rate limits (shared through Redis when configured). */
export async function registerSecurity(app: FastifyInstance, config: TConfig, redis: Redis | undefined) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: config.PUBLIC_URL?.startsWith('https://') ? undefined : false,
  });

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'rl:',
    // A Redis outage should slow nothing down: requests go on unlimited and the error is logged.
    skipOnError: true,
    allowList: isFirstPaintCall,
    errorResponseBuilder: () => new AppError(429, 'errors.tooManyRequests'),
  });
}
