import { firstPaintRequests, languageIdOf, publicPageOf, requestKey, todayInUae } from '@app/shared';
import type { TApp } from '../app-type.js';
import { firstPaintAnswers, publicVersions } from './first-paint.js';
import { privateRecordExists } from './page-status.js';
import { originOf, pageLocale } from './seo-routes.js';
import { pageHead } from './seo.js';
import type { TPublicPageFor } from './web.js';

/**
 * What the server writes into each page of the web app: its head and first-paint answers. A public
 * page shows only the site's content and the workers, as of a UAE day, never anything of the
 * visitor's (its calls are made without the visitor's session): it is kept (web.ts) while their
 * versions and the day stay the same, in its language, for its origin, its path and the calls it
 * makes, so an address with parameters no call reads (?utm_source=, ?x=1) is the same kept page.
 */
export const publicPageFor =
  (app: TApp): TPublicPageFor =>
  async (request, pathname, route) => {
    const locale = pageLocale(request);
    const origin = originOf(app, request);
    const versions = await publicVersions(app).catch(() => undefined);
    const stamp = versions && publicPageOf(pathname) && `${versions.content} ${versions.workers} ${versions.nextPublication} ${todayInUae(app.clock())}`;
    const search = request.url.split('?')[1] ?? '';
    const write = async () => {
      const [{ answers, complete }, recordExists] = await Promise.all([
        firstPaintAnswers(app, pathname, search, locale, versions),
        privateRecordExists(app.db, route, pathname),
      ]);
      const head = pageHead(answers, pathname, locale, origin);
      // A worker or an article the site does not show has no head of its own.
      const publicRecordMissing = (route === 'laborDetails' || route === 'newsDetails') && head === null;
      return { head, answers, found: recordExists && !publicRecordMissing, complete: complete && versions !== undefined };
    };
    const calls = () => firstPaintRequests(pathname, new URLSearchParams(search), languageIdOf(locale)).map(requestKey).join(' ');
    return { locale, keptAs: stamp ? { key: `${locale} ${origin} ${pathname} ${calls()}`, stamp } : undefined, write };
  };
