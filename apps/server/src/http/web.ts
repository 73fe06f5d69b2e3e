import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageCookie, languageIdOf, publicPageOf, translate, webRouteOf, type TLocale, type TWebRouteName } from '@app/shared';
import { refusalOf } from './envelope.js';
import { withFirstPaint } from './first-paint.js';
import { createKeptPages, type TKeptAs } from './kept-pages.js';
import { pageRendererOf, warmUp, withRenderedPage } from './page-render.js';
import { addressLanguage, originOf, pageLocale } from './seo-routes.js';
import { withHead, withLanguage, type TPageHead } from './seo.js';

/**
 * What the server writes into a page: its head (public pages), and the answers of the calls it makes
 * before its first paint. `complete` when no call failed (a refusal, such as no such worker, is an answer).
 */
export type TPageContent = { head: TPageHead | null; answers: Record<string, unknown>; found: boolean; complete: boolean };
/** A page in its language; `keptAs` names a public page and the versions it shows, so it can be kept. */
export type TPublicPage = { locale: TLocale; keptAs?: TKeptAs; write: () => Promise<TPageContent> };
export type TPublicPageFor = (request: FastifyRequest, pathname: string, route: TWebRouteName) => Promise<TPublicPage>;

/** Public pages kept gzipped: a worker's is about 3 KB, so 8 MB keeps some 2,800 of them. */
const KEPT_PAGE_BYTES = 8 * 1024 * 1024;

const ONE_YEAR_SECONDS = 31_536_000;
/** Off the main thread (libuv's pool), so other requests run while a page is compressed. */
const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/**
 * Pages written by the server a minute per address: a tenth of the API's limit (a page is loaded
 * once a visit, its later screens ask the API), at least 60. Kept pages count too: an address
 * asking for pages no call reads the same way still costs a page each.
 */
export const pagesPerMinute = (apiCallsPerMinute: number) => Math.max(60, Math.ceil(apiCallsPerMinute / 10));

/** Whether this address may have one more page now (counted in Redis with the API's counts, when configured). */
type TPageLimit = (request: FastifyRequest) => Promise<{ allowed: boolean; retryAfterSeconds: number }>;

function pageLimitOf(app: FastifyInstance): TPageLimit | undefined {
  if (!app.hasDecorator('createRateLimit')) return undefined;
  const limit = app.createRateLimit({
    max: pagesPerMinute(app.config.RATE_LIMIT_MAX),
    timeWindow: 60_000,
    keyGenerator: (request) => `page:${request.ip}`,
    // The API's allow list leaves pages out of its own count; this count is of pages only.
    allowList: () => false,
  });
  return async (request) => {
    const result = await limit(request);
    return { allowed: result.isAllowed || !result.isExceeded, retryAfterSeconds: result.isAllowed ? 0 : result.ttlInSeconds };
  };
}

/** The page a visitor over the limit gets: a line in the page's language, kept by nobody. */
const tooManyPages = (locale: TLocale) =>
  `<!doctype html><html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>429</title></head>` +
  `<body><p>${translate(locale, 'errors.tooManyRequests')}</p></body></html>`;

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every page path
 * (404 status for paths no page answers), and a JSON 404 envelope for unknown /api paths.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string, publicPageFor?: TPublicPageFor) {
  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const preloads = readPreloads(webDistDir);
  const keptPages = createKeptPages(KEPT_PAGE_BYTES);
  const pageLimit = pageLimitOf(app);
  const renderPage = indexHtml ? pageRendererOf(webDistDir, app.log) : undefined;
  if (renderPage) app.addHook('onListen', () => warmUp(renderPage, 'http://localhost'));
  // The bare shell (unknown paths, pages with nothing to write) never changes: gzipped once.
  const gzippedIndex = indexHtml ? gzipSync(indexHtml) : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies of the assets (apps/web/compress.mjs): they are found
      // beside each file, so they need no route of their own (one route a file slows the start).
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage || !indexHtml) {
      return reply.code(404).send(refusalOf(request, 'errors.apiNotFound', { method: request.method, path: pathname }));
    }
    const route = webRouteOf(pathname);
    // As the web app does when it starts: the language an address names is the visitor's from then
    // on, so the next page, followed by a link without it (no JavaScript), comes in it too.
    const named = addressLanguage(request);
    if (named) reply.header('Set-Cookie', languageCookie(languageIdOf(named), request.protocol === 'https'));
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Accept-Language, Cookie').type('text/html; charset=utf-8');
    const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    // The not-found handler is no route, so @fastify/compress never sees it: pages are gzipped here.
    const sendGzipped = (statusCode: number, gzippedHtml: Buffer) => reply.code(statusCode).header('Content-Encoding', 'gzip').send(gzippedHtml);
    if (!route || !publicPageFor) {
      // An unknown path is a 404.
      const statusCode = route ? 200 : 404;
      return acceptsGzip ? sendGzipped(statusCode, gzippedIndex!) : reply.code(statusCode).send(indexHtml);
    }
    const allowance = pageLimit ? await pageLimit(request) : undefined;
    if (allowance && !allowance.allowed) {
      return reply
        .code(429)
        .header('Cache-Control', 'no-store')
        .header('Retry-After', String(allowance.retryAfterSeconds))
        .send(tooManyPages(pageLocale(request)));
    }
    const page = await publicPageFor(request, pathname, route);
    const kept = page.keptAs ? keptPages.get(page.keptAs) : undefined;
    // A browser that takes no gzip (a script, a crawler) reads the kept page unzipped: unzipping is a fraction of writing it.
    if (kept) return acceptsGzip ? sendGzipped(kept.statusCode, kept.gzipped) : reply.code(kept.statusCode).send(await gunzipped(kept.gzipped));
    const content = await page.write();
    // A public page is rendered on the server; a record that does not exist is the browser's 404 page.
    const rendered =
      renderPage && content.found && publicPageOf(pathname)
        ? await renderPage(`${originOf(app, request)}${request.url}`, route, page.locale, content.answers)
        : null;
    const shell = content.head ? withHead(indexHtml, content.head) : withLanguage(indexHtml, page.locale);
    const pagePreloads = [...(preloads[page.locale] ?? []), ...(preloads[route] ?? [])];
    const html = rendered
      ? withFirstPaint(withRenderedPage(shell, rendered, pagePreloads), [], content.answers)
      : withFirstPaint(shell, pagePreloads, content.answers);
    // A known page of a record that does not exist (/LaborDetails/999999) is a 404.
    const statusCode = content.found ? 200 : 404;
    const keep = page.keptAs && content.complete;
    if (!acceptsGzip && !keep) return reply.code(statusCode).send(html);
    const gzippedHtml = await gzipped(html);
    if (keep) keptPages.set(page.keptAs!, { statusCode, gzipped: gzippedHtml });
    return acceptsGzip ? sendGzipped(statusCode, gzippedHtml) : reply.code(statusCode).send(html);
  });
}

/** first-paint.json of the web build: the files each public route and each language catalogue loads after the entry. */
function readPreloads(webDistDir: string): Record<string, string[]> {
  const file = path.join(webDistDir, 'first-paint.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>) : {};
}

/**
 * Uploaded photos and videos at /media/<generated name>: never-changing names, so cached for a
 * year; byte ranges answered so videos seek; nosniff comes with the security headers.
 */
export async function registerMedia(app: FastifyInstance, uploadDir: string) {
  fs.mkdirSync(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    },
  });
}
