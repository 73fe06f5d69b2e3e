import { localeFromAcceptLanguage, localeOfCookie, type TLocale } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { TApp } from '../app-type.js';
import { robots, sitemap } from './seo.js';

/** The site's own address: PUBLIC_URL when set, else what the request came to. */
export const originOf = (app: TApp, request: FastifyRequest) => (app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

/** The language the address names (?lang=ar / ?lang=en), if any. */
export function addressLanguage(request: FastifyRequest): TLocale | undefined {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return lang === 'ar' || lang === 'en' ? lang : undefined;
}

/**
 * A page's language: ?lang= when the address names one (links, crawlers), else the visitor's cookie,
 * else the browser's (Accept-Language), as the web app decides it (apps/web/src/lib/language.ts).
 */
export function pageLocale(request: FastifyRequest): TLocale {
  return addressLanguage(request) ?? localeOfCookie(request.headers.cookie) ?? localeFromAcceptLanguage(request.headers['accept-language']);
}

export async function registerSeo(app: TApp) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await sitemap(app.db, originOf(app, request), app.clock())),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robots(originOf(app, request))),
  );
}
