import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A file upload (multipart): its own stall guard watches it, not the body deadline. */
    upload?: boolean;
  }
}

/** Deeper than any form or filter the API takes (5 at most); far less deep than what overflows a validator's stack. */
export const MAX_JSON_DEPTH = 20;

const KB = 1024;
/**
 * The largest body each kind of route reads; a longer one is answered 413 from its Content-Length,
 * before a byte of it is read, or as soon as a body without one goes past. Public forms (sign-in,
 * registration, a reset, an enquiry, a call-back) are a few short fields; a signed-in client's forms
 * are longer; staff save pages and articles (100,000 characters in each language), so their routes
 * keep the server's 1 MB. An upload has its own limits (modules/uploads).
 */
export const BODY_LIMITS = { publicForm: 8 * KB, questionnaire: 24 * KB, signedIn: 64 * KB, staff: 1024 * KB } as const;

/** A route's own limit, where its kind's does not fit: the questionnaire's text answers (2,000 characters each). */
const ROUTE_BODY_LIMITS: Record<string, number> = {
  'POST /api/FrmAnswer/AddAnswerList': BODY_LIMITS.questionnaire,
};

/** The body limit of a route by who may call it (`config.access`), unless the route sets its own. */
export function bodyLimitOf(route: Pick<RouteOptions, 'method' | 'url' | 'config' | 'bodyLimit'>): number | undefined {
  const config = route.config as { access?: string; upload?: boolean } | undefined;
  if (route.bodyLimit !== undefined || config?.upload || config?.access === undefined) return route.bodyLimit;
  const own = [route.method]
    .flat()
    .map((method) => ROUTE_BODY_LIMITS[`${method} ${route.url}`])
    .find((limit) => limit !== undefined);
  if (own !== undefined) return own;
  if (config.access === 'public') return BODY_LIMITS.publicForm;
  if (config.access === 'authenticated' || config.access === 'client') return BODY_LIMITS.signedIn;
  return BODY_LIMITS.staff;
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/** PostgreSQL text can't hold NUL; refuse it up front instead of failing deep inside a query. */
export async function rejectNulBytes(request: { body?: unknown; query?: unknown; params?: unknown }) {
  if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
    throw new AppError(400, 'validation.nulByte');
  }
}

/** Where the JSON string starting at `start` (its opening quote) ends. */
function endOfString(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  for (;;) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === 0x5c) backslashes += 1;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
}

type TShapeProblem = 'errors.jsonTooDeep' | 'errors.duplicateKey' | 'errors.forbiddenKey';

/**
 * Walks valid JSON text once for what JSON.parse lets through: nesting deeper than the API takes,
 * an object naming one key twice (parsers disagree on which value wins), and the keys that
 * reach an object's prototype once merged (`__proto__`, `constructor.prototype`).
 */
function shapeProblem(text: string): TShapeProblem | null {
  // One entry per open container: the keys seen so far in an object (null for an array), and the key it is the value of.
  const open: Array<{ keys: Set<string> | null; under: string | null }> = [];
  let expectingKey = false;
  let lastKey: string | null = null;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (char === 0x22) {
      const end = endOfString(text, at);
      if (expectingKey) {
        const raw = text.slice(at + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
        const container = open.at(-1)!;
        if (key === '__proto__' || (key === 'prototype' && container.under === 'constructor')) return 'errors.forbiddenKey';
        if (container.keys!.has(key)) return 'errors.duplicateKey';
        container.keys!.add(key);
        lastKey = key;
        expectingKey = false;
      }
      at = end;
    } else if (char === 0x7b || char === 0x5b) {
      const parent = open.at(-1);
      open.push({ keys: char === 0x7b ? new Set() : null, under: parent?.keys ? lastKey : null });
      if (open.length > MAX_JSON_DEPTH) return 'errors.jsonTooDeep';
      expectingKey = char === 0x7b;
    } else if (char === 0x7d || char === 0x5d) {
      open.pop();
    } else if (char === 0x2c) {
      expectingKey = open.at(-1)?.keys != null;
    }
  }
  return null;
}

/** A JSON body is read as bytes: it must be UTF-8 and valid JSON, not too deep, each key once and no prototype keys. */
export function parseJsonBody(body: Buffer): unknown {
  if (body.length === 0) throw new AppError(400, 'errors.malformedJson');
  if (!isUtf8(body)) throw new AppError(400, 'errors.invalidUtf8');
  const text = body.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(400, 'errors.malformedJson');
  }
  const problem = shapeProblem(text);
  if (problem) throw new AppError(400, problem);
  return value;
}

/** What the API takes in is checked before any route sees it. */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit = bodyLimitOf(route);
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addHook('preValidation', rejectNulBytes);
  app.addHook('onRequest', bodyDeadline(app.config.REQUEST_BODY_SECONDS * 1000));
}

/**
 * A body (not an upload's: those have their stall guard) must arrive within `ms`: one that never
 * ends would hold its connection for good. It is answered 408, and the connection closed.
 */
function bodyDeadline(ms: number) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.routeOptions.config.upload || request.raw.complete) return done();
    const timer = setTimeout(() => {
      if (request.raw.complete || reply.sent) return;
      void reply.header('connection', 'close');
      // The body reader answers an error of its stream through the error handler, in the envelope;
      // with no reader on it (the route answered without the body), the connection just ends.
      if (request.raw.listenerCount('error') > 0) request.raw.emit('error', new AppError(408, 'errors.requestTimeout'));
      else request.raw.destroy();
    }, ms);
    timer.unref();
    const stop = () => clearTimeout(timer);
    request.raw.once('end', stop);
    request.raw.once('close', stop);
    reply.raw.once('finish', stop);
    done();
  };
}
