import { randomBytes } from 'node:crypto';
import { firstPaintRequests, languageIdOf, requestKey, type TLocale } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const INTERNAL_HEADER = 'x-first-paint';
const internalToken = randomBytes(16).toString('hex');

/** The server's own calls while it writes a page: they are not a visitor's, so rate limits leave them out. */
export const isFirstPaintCall = (request: FastifyRequest): boolean => request.headers[INTERNAL_HEADER] === internalToken;

type TEnvelope = { isDone?: unknown; data?: unknown };

/**
 * The answers to the public calls a page makes before its first paint (packages/shared
 * `firstPaintRequests`), made through the API's own routes and keyed by `requestKey`. A call
 * that fails is left out: the browser makes it itself.
 */
export async function firstPaintAnswers(app: FastifyInstance, pathname: string, search: string, locale: TLocale): Promise<Record<string, unknown>> {
  const requests = firstPaintRequests(pathname, new URLSearchParams(search), languageIdOf(locale));
  const answers = await Promise.all(
    requests.map(async (request) => {
      const response = await app.inject({
        method: request.method,
        url: request.path,
        payload: request.body as object | undefined,
        headers: { 'accept-language': locale, [INTERNAL_HEADER]: internalToken },
      });
      const envelope = response.statusCode === 200 ? (response.json<TEnvelope>() ?? {}) : {};
      return envelope.isDone === true ? [[requestKey(request), envelope.data] as const] : [];
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
