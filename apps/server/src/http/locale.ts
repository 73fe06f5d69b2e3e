import fp from 'fastify-plugin';
import { localeFromAcceptLanguage, translate, type TLocale } from '@app/shared';

declare module 'fastify' {
  interface FastifyRequest {
    locale: TLocale;
    t(key: string, params?: Record<string, string | number>): string;
  }
}

/** Every request knows its language from Accept-Language (ar-* is Arabic, anything else English). */
export const localePlugin = fp(async (app) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('t', function (this: { locale: TLocale }, key: string, params?: Record<string, string | number>) {
    return translate(this.locale, key, params);
  });
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
  });
});
