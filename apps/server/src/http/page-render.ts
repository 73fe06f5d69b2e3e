import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { translatorOf, type TLocale, type TTranslator } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';

/** What the web build's server entry (apps/web/src/entry-server.tsx) exports. */
type TServerEntry = {
  render(request: { url: string; locale: TLocale; translator: TTranslator; answers: Record<string, unknown> }): Promise<{ html: string } | null>;
  headStyles: string;
};

/** A public page's markup and the head styles it needs, or null when the browser renders the page. */
export type TRenderedPage = { markup: string; headStyles: string } | null;
export type TPageRenderer = (url: string, locale: TLocale, answers: Record<string, unknown>) => Promise<TRenderedPage>;

/** Loads the renderer and the home page's code once the server listens, so the first visitor does not wait for them (some 1.5 s). */
export const warmUp = (renderPage: TPageRenderer, origin: string) => void renderPage(`${origin}/`, 'en', {});

/**
 * The public pages rendered to HTML (decision 037), by the web build's server entry beside its
 * client build (apps/web/dist-ssr). Loaded when a page is first asked for; without it (an API-only
 * build, a build before it existed) pages are the bare shell the browser renders, as is a page
 * whose render fails (logged).
 */
export function pageRendererOf(webDistDir: string, log: FastifyBaseLogger): TPageRenderer | undefined {
  const entryFile = path.resolve(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entryFile)) {
    log.warn({ entryFile }, 'no server render of the web app: public pages are rendered by the browser');
    return undefined;
  }
  let entry: Promise<TServerEntry> | undefined;
  return async (url, locale, answers) => {
    try {
      entry ??= import(pathToFileURL(entryFile).href) as Promise<TServerEntry>;
      const { render, headStyles } = await entry;
      const rendered = await render({ url, locale, translator: translatorOf(locale), answers });
      return rendered && { markup: rendered.html, headStyles };
    } catch (error) {
      log.error({ err: error, url }, 'server render of a public page failed: the browser renders it');
      return null;
    }
  };
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The page with its rendered markup in #root and the theme's styles at the end of its head. */
export function withRenderedPage(html: string, rendered: TRenderedPage): string {
  if (!rendered) return html;
  return html.replace('</head>', `${rendered.headStyles}</head>`).replace(EMPTY_ROOT, () => `<div id="root">${rendered.markup}</div>`);
}
