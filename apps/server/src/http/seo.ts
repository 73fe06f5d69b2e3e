import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { inLanguage, languageIdOf, publicPageOf, publicRequests, requestKey, titleWithSite, translate, type TApiRequest, type TLocale } from '@app/shared';
import type { TDb } from '../db/client.js';
import { labors, pages } from '../db/schema/index.js';

/** What the server writes into a public page's <head>, so crawlers read it without running JavaScript. */
export type TPageHead = { locale: TLocale; title: string; description: string; keywords: string; canonical: string; alternates: Record<TLocale, string> };

const SITE_PATHS = ['/', '/Workers', '/Services', '/Prices', '/Articles', '/ContactUs', '/Apply', '/Privacy', '/Terms'];

/** Arabic pages carry ?lang=ar so each language has its own address; English is the default. */
export const localeUrl = (origin: string, path: string, locale: TLocale) => `${origin}${path}${locale === 'ar' ? '?lang=ar' : ''}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type TNamedAnswer = { name: string; nameAr: string };
type TPageAnswer = { pgPageLngs: Array<{ title: string; seoDesc: string; keywords: string }> };
type TWorkerAnswer = TNamedAnswer & { position: TNamedAnswer; country: TNamedAnswer };

/**
 * The page's texts, read from the answers written into the page (`firstPaintAnswers`): the content
 * page or the worker the page shows was just read for its first paint, so it is not read again.
 */
function textsFor(answers: Record<string, unknown>, pathname: string, locale: TLocale) {
  const shown = publicPageOf(pathname);
  if (!shown) return null;
  const answerTo = <T>(request: TApiRequest) => answers[requestKey(request)] as T | undefined;
  if ('cmsPage' in shown) {
    const entry = answerTo<TPageAnswer>(publicRequests.page(shown.cmsPage, languageIdOf(locale)))?.pgPageLngs[0];
    return entry ? { title: entry.title, description: entry.seoDesc, keywords: entry.keywords } : null;
  }
  if ('catalogue' in shown) {
    return {
      title: translate(locale, 'seo.workersTitle'),
      description: translate(locale, 'seo.workersDescription'),
      keywords: translate(locale, 'seo.workersKeywords'),
    };
  }
  const worker = answerTo<TWorkerAnswer>(publicRequests.labor(shown.laborId));
  if (!worker) return null;
  const params = {
    name: inLanguage(worker, 'name', locale),
    position: inLanguage(worker.position, 'name', locale),
    country: inLanguage(worker.country, 'name', locale),
  };
  return {
    title: translate(locale, 'seo.laborTitle', params),
    description: translate(locale, 'seo.laborDescription', params),
    keywords: translate(locale, 'seo.laborKeywords', params),
  };
}

/** The head of a public page from its first-paint answers; null when the page shows nothing public (an inactive worker, no such article). */
export function pageHead(answers: Record<string, unknown>, pathname: string, locale: TLocale, origin: string): TPageHead | null {
  const texts = textsFor(answers, pathname, locale);
  if (!texts) return null;
  const path = pathname.replace(/\/+$/, '') || '/';
  return {
    locale,
    ...texts,
    title: titleWithSite(texts.title, translate(locale, 'app.shortName')),
    canonical: localeUrl(origin, path, locale),
    alternates: { en: localeUrl(origin, path, 'en'), ar: localeUrl(origin, path, 'ar') },
  };
}

/** index.html in the page's language: <html lang dir>, which the web app sets again as it starts. */
export const withLanguage = (html: string, locale: TLocale): string =>
  html.replace(/<html[^>]*>/, `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);

/** index.html with the page's language, title, description, keywords, canonical and hreflang links. */
export function withHead(html: string, head: TPageHead): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta name="keywords" content="${escapeHtml(head.keywords)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(head.alternates.en)}" />`,
    `<link rel="alternate" hreflang="ar" href="${escapeHtml(head.alternates.ar)}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.en)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
  ].join('\n    ');
  return withLanguage(html, head.locale)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', `  ${tags}\n  </head>`);
}

/** Every public address in both languages: the site's pages, the articles and the active workers. */
export async function sitemap(db: TDb, origin: string, now: Date): Promise<string> {
  const [articles, workers] = await Promise.all([
    db
      .select({ uniqueUrl: pages.uniqueUrl, updatedAt: pages.updatedAt })
      .from(pages)
      .where(and(eq(pages.kind, 'article'), eq(pages.isActive, true), lte(pages.publishedAt, now)))
      .orderBy(desc(pages.publishedAt)),
    db.select({ id: labors.id, updatedAt: labors.updatedAt }).from(labors).where(eq(labors.isActive, true)).orderBy(asc(labors.id)).limit(45_000),
  ]);
  const entries = [
    ...SITE_PATHS.map((path) => ({ path, updatedAt: null as Date | null })),
    ...articles.map((article) => ({ path: `/NewsDetails/${article.uniqueUrl}`, updatedAt: article.updatedAt })),
    ...workers.map((worker) => ({ path: `/LaborDetails/${worker.id}`, updatedAt: worker.updatedAt })),
  ];
  const urls = entries.flatMap(({ path, updatedAt }) =>
    (['en', 'ar'] as const).map(
      (locale) =>
        `  <url><loc>${escapeHtml(localeUrl(origin, path, locale))}</loc>${updatedAt ? `<lastmod>${updatedAt.toISOString().slice(0, 10)}</lastmod>` : ''}` +
        `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(localeUrl(origin, path, 'en'))}"/>` +
        `<xhtml:link rel="alternate" hreflang="ar" href="${escapeHtml(localeUrl(origin, path, 'ar'))}"/></url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read the public site; the back office, the account pages and the API are not for them. */
export function robots(origin: string): string {
  const privatePaths = [
    '/api/',
    '/Admin/',
    '/Dashboard',
    '/OrdersList',
    '/OrderStatus',
    '/OrderDetails/',
    '/ClientOrder/',
    '/CLientOrders',
    '/Statement',
    '/ClientStatement/',
    '/ClientsList',
    '/ClientDetails/',
    '/StaffList',
    '/AddStaff',
    '/StaffEdit/',
    '/LaborsList',
    '/LaborStatus',
    '/LaborsView/',
    '/LaborsEdit/',
    '/AddLabor',
    '/EnquireList',
    '/Media',
  ];
  return ['User-agent: *', 'Allow: /', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
