import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import type { TConfig } from '../config.js';
import { AppError } from './app-error.js';
import { sharedCounter, type TCount, type TCounter } from './counters.js';
import { isFirstPaintCall } from './first-paint.js';

type TStoreAnswer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface over our counters: in Redis while it answers, in memory
 * while it does not. Its own Redis store waits on a Redis that is away and then lets everything through.
 */
function rateLimitStore(counter: TCounter) {
  const answerWith = (counting: Promise<TCount>, answer: TStoreAnswer) =>
    void counting.then(
      ({ count, resetInMs }) => answer(null, { current: count, ttl: resetInMs }),
      (error: Error) => answer(error),
    );
  class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rl:',
    ) {}
    incr(key: string, answer: TStoreAnswer, timeWindow: number) {
      answerWith(counter.increment(this.prefix + key, timeWindow), answer);
    }
    read(key: string, answer: TStoreAnswer) {
      answerWith(counter.read(this.prefix + key), answer);
    }
    child(routeLimits: RouteOptions) {
      // Routes with a limit of their own count apart (the typings miss `routeInfo`, the route it is given for).
      const { routeInfo } = routeLimits as unknown as { routeInfo: { method?: unknown; url?: string } };
      return new CounterStore(undefined, `${this.prefix}${String(routeInfo.method ?? '')}${routeInfo.url ?? ''}-`);
    }
  }
  return CounterStore;
}

/**
 * Only API calls count against an address's limit: the web app's files and media are static and
 * cheap, and one fresh visit loads dozens of them (an office behind one address loads them many times).
 */
const isApiCall = (request: FastifyRequest) => request.url.slice(0, 5).toLowerCase() === '/api/';

/**
 * What a browser or a proxy may keep: only a public route's reading (the catalogue, the site's
 * content). Anything with a session (profile, orders, invoices, passport data, CSV exports) or
 * sent by a form (sign-in answers a token) is `no-store`: not kept on a shared computer's disk.
 */
function isSharedAnswer(request: FastifyRequest): boolean {
  const access = (request.routeOptions.config as { access?: string } | undefined)?.access;
  return access === 'public' && (request.method === 'GET' || request.method === 'HEAD');
}

/** Security headers with a CSP the web app runs under, and API rate limits (shared through Redis when configured). */
export async function registerSecurity(app: FastifyInstance, config: TConfig, redis: Redis | undefined) {
  // helmet's middleware built once: @fastify/helmet builds it anew on every request (its CSP
  // parsed each time: 2-4% of a cheap request's CPU).
  const securityHeaders = helmet({
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
        // No page sets a <base>: an injected one could send every relative link and script elsewhere.
        baseUri: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: config.PUBLIC_URL?.startsWith('https://') ? undefined : false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  app.addHook('onSend', async (request, reply) => {
    if (isApiCall(request) && !isSharedAnswer(request)) reply.header('cache-control', 'no-store');
  });

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    store: rateLimitStore(sharedCounter(redis)),
    allowList: (request) => !isApiCall(request) || isFirstPaintCall(request),
    errorResponseBuilder: () => new AppError(429, 'errors.tooManyRequests'),
  });
}
