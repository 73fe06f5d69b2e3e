import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isKnownWebRoute } from '@app/shared';
import { failure } from './envelope.js';
import { withHead, type TPageHead } from './seo.js';

/** The head a page path should be served with, when the server knows one (public pages). */
export type THeadFor = (request: FastifyRequest, pathname: string) => Promise<TPageHead | null>;

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every page path
 * (404 status for paths no page answers), and a JSON 404 envelope for unknown /api paths.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string, headFor?: THeadFor) {
  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build wrote .br and .gz copies of the assets (apps/web/compress.mjs).
      preCompressed: true,
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
      return reply
        .code(404)
        .send(failure(request.t('errors.apiNotFound', { method: request.method, path: pathname })));
    }
    const known = isKnownWebRoute(pathname);
    const head = known && headFor ? await headFor(request, pathname) : null;
    return reply
      .code(known ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(head ? withHead(indexHtml, head) : indexHtml);
  });
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
