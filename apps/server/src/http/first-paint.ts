import { randomBytes } from 'node:crypto';
import { firstPaintRequests, languageIdOf, requestKey, type TApiRequest, type TLocale } from '@app/shared';
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

/**
 * The answers to the public calls a page makes before its first paint (packages/shared
 * `firstPaintRequests`), made through the API's own routes and keyed by `requestKey`. The site's
 * content (menus, contact details, settings, pages, lists) is the same on every page and changes
 * only with the back office's content writes: it is kept in the read cache under 'content'; the
 * catalogue and workers are cached by their own routes. A call that fails is left out: the
 * browser makes it itself.
 */
export async function firstPaintAnswers(app: FastifyInstance, pathname: string, search: string, locale: TLocale): Promise<Record<string, unknown>> {
  const requests = firstPaintRequests(pathname, new URLSearchParams(search), languageIdOf(locale));
  const answers = await Promise.all(
    requests.map(async (request) => {
      const key = requestKey(request);
      const answer = request.path.startsWith('/api/labors')
        ? answerOf(app, request, locale)
        : app.readCache.get('content', `first paint ${locale} ${key}`, () => answerOf(app, request, locale));
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
