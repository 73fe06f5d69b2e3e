import { randomBytes } from 'node:crypto';
import { firstPaintRequests, languageIdOf, requestKey, type TApiRequest, type TLocale } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const INTERNAL_HEADER = 'x-first-paint';
const internalToken = randomBytes(16).toString('hex');

/** The server's own calls while it writes a page: they are not a visitor's, so rate limits leave them out. */
export const isFirstPaintCall = (request: FastifyRequest): boolean => request.headers[INTERNAL_HEADER] === internalToken;

type TEnvelope = { isDone?: unknown; data?: unknown };

/** Answers the page's call through the API's own route; throws when the call fails, so a failure is never kept. */
async function answerOf(app: FastifyInstance, request: TApiRequest, locale: TLocale): Promise<unknown> {
  const response = await app.inject({
    method: request.method,
    url: request.path,
    payload: request.body as object | undefined,
    headers: { 'accept-language': locale, [INTERNAL_HEADER]: internalToken },
  });
  const envelope = response.statusCode === 200 ? (response.json<TEnvelope>() ?? {}) : {};
  if (envelope.isDone !== true) throw new Error(`first paint: ${requestKey(request)} answered ${response.statusCode}`);
  return envelope.data;
}

type TKeptContent = { version: string; until: number; answers: Map<string, Promise<unknown>> };
const keptContentOfApp = new WeakMap<FastifyInstance, TKeptContent>();

/**
 * The site content's answers (every call but the catalogue's and a worker's), kept until the back
 * office changes what they show, even with the read cache off: a trigger on each table they read
 * counts the edits (any instance's, any tool's; migration 0012), so one read of that count replaces
 * the calls. A page due to be published drops them at its publishing time, as no write says so.
 */
async function keptContent(app: FastifyInstance): Promise<Map<string, Promise<unknown>>> {
  const now = app.clock();
  const result = await app.db.execute(sql`SELECT version::text AS version,
    (SELECT min(published_at) FROM pages WHERE published_at > ${now.toISOString()}) AS next_publication
    FROM content_version WHERE id = 1`);
  const [row] = (result as unknown as { rows: Array<{ version: string; next_publication: Date | string | null }> }).rows;
  if (!row) return new Map();
  const kept = keptContentOfApp.get(app);
  if (kept?.version === row.version && now.getTime() < kept.until) return kept.answers;
  const until = row.next_publication === null ? Infinity : new Date(row.next_publication).getTime();
  const fresh = { version: row.version, until, answers: new Map<string, Promise<unknown>>() };
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

/**
 * The answers to the public calls a page makes before its first paint (packages/shared
 * `firstPaintRequests`), made through the API's own routes and keyed by `requestKey`. The site's
 * content is kept until it changes (above); the catalogue and workers are cached by their own
 * routes. A call that fails is left out: the browser makes it itself.
 */
export async function firstPaintAnswers(app: FastifyInstance, pathname: string, search: string, locale: TLocale): Promise<Record<string, unknown>> {
  const requests = firstPaintRequests(pathname, new URLSearchParams(search), languageIdOf(locale));
  const content = await keptContent(app).catch(() => new Map<string, Promise<unknown>>());
  const answers = await Promise.all(
    requests.map(async (request) => {
      const key = requestKey(request);
      const load = () => answerOf(app, request, locale);
      const answer = request.path.startsWith('/api/labors') ? load() : keptAnswer(content, `${locale} ${key}`, load);
      return answer.then(
        (data) => [[key, data] as const],
        () => [],
      );
    }),
  );
  return Object.fromEntries(answers.flat());
}

/** The page's preloads in its head and its answers as JSON data (never run: `<` is escaped so no tag can close it). */
export function withFirstPaint(html: string, preloads: string[], answers: Record<string, unknown>): string {
  // Vite loads a chunk's CSS with crossorigin: a preload without it would not be used (and the browser says so).
  const links = preloads.map((file) => (file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${file}" />` : `<link rel="modulepreload" href="${file}" />`));
  const data = Object.keys(answers).length ? `<script id="first-paint-data" type="application/json">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>` : '';
  return html.replace('</head>', `  ${[...links, data].join('\n    ')}\n  </head>`);
}
