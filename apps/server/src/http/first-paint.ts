import { randomBytes } from 'node:crypto';
import { firstPaintRequests, languageIdOf, requestKey, type TApiRequest, type TLocale } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { TApp } from '../app-type.js';
import { sameTurnRead } from '../db/same-turn-read.js';
import { isProvisionalWorkersAnswer, publicWorkersAnswer } from '../modules/labors/routes.js';
import { AppError } from './app-error.js';

const INTERNAL_HEADER = 'x-first-paint';
const internalToken = randomBytes(16).toString('hex');

/** The server's own calls while it writes a page: they are not a visitor's, so rate limits leave them out. */
export const isFirstPaintCall = (request: FastifyRequest): boolean => request.headers[INTERNAL_HEADER] === internalToken;

type TEnvelope = { isDone?: unknown; data?: unknown };

/** A call the API answered with an error status: a 4xx refuses what the page asked (no such worker), anything else failed. */
class CallAnswered extends Error {
  constructor(
    readonly statusCode: number,
    request: TApiRequest,
  ) {
    super(`first paint: ${requestKey(request)} answered ${statusCode}`);
  }
}

/** Whether the page is whole without this call's answer: the API refused it as it would refuse the browser. */
const isRefusal = (error: unknown) => (error instanceof CallAnswered || error instanceof AppError ? error.statusCode < 500 : error instanceof ZodError);

/** Answers the page's call through the API's own route; throws when the call fails, so a failure is never kept. */
async function answerOf(app: FastifyInstance, request: TApiRequest, locale: TLocale): Promise<unknown> {
  const response = await app.inject({
    method: request.method,
    url: request.path,
    payload: request.body as object | undefined,
    headers: { 'accept-language': locale, [INTERNAL_HEADER]: internalToken },
  });
  const envelope = response.statusCode === 200 ? (response.json<TEnvelope>() ?? {}) : {};
  if (envelope.isDone !== true) throw new CallAnswered(response.statusCode === 200 ? 500 : response.statusCode, request);
  return envelope.data;
}

/**
 * The versions of what public pages show, in one read: the site's content (a trigger on each table
 * it reads counts the back office's edits, any instance's, any tool's; migration 0012), the workers
 * (migration 0013) and the next time a page is due to be published, which no write announces.
 */
export type TPublicVersions = { content: string; workers: string; nextPublication: number };

const versionReads = new WeakMap<FastifyInstance, () => Promise<TPublicVersions | undefined>>();

/** Read once for the pages of one turn of the event loop (db/same-turn-read.ts). */
export function publicVersions(app: FastifyInstance): Promise<TPublicVersions | undefined> {
  const read = versionReads.get(app) ?? sameTurnRead(() => readPublicVersions(app));
  versionReads.set(app, read);
  return read();
}

async function readPublicVersions(app: FastifyInstance): Promise<TPublicVersions | undefined> {
  const result = await app.db.execute(sql`SELECT c.version::text AS content, w.version::text AS workers,
    (SELECT min(published_at) FROM pages WHERE published_at > ${app.clock().toISOString()}) AS next_publication
    FROM content_version c, workers_version w WHERE c.id = 1 AND w.id = 1`);
  const [row] = (result as { rows: Array<{ content: string; workers: string; next_publication: Date | string | null }> }).rows;
  return (
    row && { content: row.content, workers: row.workers, nextPublication: row.next_publication === null ? Infinity : new Date(row.next_publication).getTime() }
  );
}

type TKeptContent = { version: string; until: number; answers: Map<string, Promise<unknown>> };
const keptContentOfApp = new WeakMap<FastifyInstance, TKeptContent>();

/**
 * The site content's answers (every call but the catalogue's and a worker's), kept until the back
 * office changes what they show, even with the read cache off: one read of the versions replaces
 * the calls. A page due to be published drops them at its publishing time.
 */
async function keptContent(app: FastifyInstance, versions: TPublicVersions | undefined): Promise<Map<string, Promise<unknown>>> {
  if (!versions) return new Map();
  const kept = keptContentOfApp.get(app);
  if (kept?.version === versions.content && app.clock().getTime() < kept.until) return kept.answers;
  const fresh = { version: versions.content, until: versions.nextPublication, answers: new Map<string, Promise<unknown>>() };
  keptContentOfApp.set(app, fresh);
  return fresh.answers;
}

function keptAnswer(answers: Map<string, Promise<unknown>>, key: string, load: () => Promise<unknown>): Promise<unknown> {
  const found = answers.get(key);
  if (found) return found;
  const answer = load();
  answers.set(key, answer);
  answer.catch(() => answers.get(key) === answer && answers.delete(key));
  return answer;
}

/** The answers a page carries, and whether it is whole: every call answered, or refused as the browser would be. */
export type TFirstPaint = { answers: Record<string, unknown>; complete: boolean };

/**
 * The answers to the public calls a page makes before its first paint (packages/shared
 * `firstPaintRequests`), keyed by `requestKey`. The workers' calls are answered by their module at
 * the workers' version (`publicWorkersAnswer`); the others through the API's own routes, kept
 * until the site's content changes (above). A call that fails is left out: the browser makes it
 * itself.
 */
export async function firstPaintAnswers(
  app: TApp,
  pathname: string,
  search: string,
  locale: TLocale,
  versions: TPublicVersions | undefined,
): Promise<TFirstPaint> {
  const requests = firstPaintRequests(pathname, new URLSearchParams(search), languageIdOf(locale));
  const content = await keptContent(app, versions);
  const settled = await Promise.allSettled(
    requests.map(
      (request) => publicWorkersAnswer(app, request.path) ?? keptAnswer(content, `${locale} ${requestKey(request)}`, () => answerOf(app, request, locale)),
    ),
  );
  const answers: Record<string, unknown> = {};
  settled.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') answers[requestKey(requests[index]!)] = outcome.value;
  });
  // A page carrying an answer the browser asks for again at once is not kept: every visitor would get it, and ask again.
  const complete = settled.every((outcome) => (outcome.status === 'fulfilled' ? !isProvisionalWorkersAnswer(outcome.value) : isRefusal(outcome.reason)));
  return { answers, complete };
}

/** The page's preloads in its head and its answers as JSON data (never run: `<` is escaped so no tag can close it). */
export function withFirstPaint(html: string, preloads: string[], answers: Record<string, unknown>): string {
  // Vite loads a chunk's CSS with crossorigin: a preload without it would not be used (and the browser says so).
  const links = preloads.map((file) =>
    file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${file}" />` : `<link rel="modulepreload" href="${file}" />`,
  );
  const data = Object.keys(answers).length
    ? `<script id="first-paint-data" type="application/json">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`
    : '';
  return html.replace('</head>', `  ${[...links, data].join('\n    ')}\n  </head>`);
}
