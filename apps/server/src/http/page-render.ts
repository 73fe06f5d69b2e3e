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

/**
 * A rendered page's stylesheet, joined from the files its parts need from the start (`parts`, in
 * order), and its rules (`css`), which the page carries in its head.
 */
type TPageStyles = { sheet: string; parts: string[]; css?: string };

/**
 * A public page's markup, its stylesheet (the web build's page-styles.json) and the theme's styles;
 * null when the browser renders the page.
 */
export type TRenderedPage = { markup: string; styles: TPageStyles | undefined; headStyles: string } | null;
export type TPageRenderer = (url: string, route: string, locale: TLocale, answers: Record<string, unknown>) => Promise<TRenderedPage>;

/** Loads the renderer and the home page's code once the server listens, so the first visitor does not wait for them (some 1.5 s). */
export const warmUp = (renderPage: TPageRenderer, origin: string) => void renderPage(`${origin}/`, 'home', 'en', {});

/**
 * The public pages rendered to HTML (decision 037), by the web build's server entry beside its
 * client build (apps/web/dist-ssr). Imported on the first render, which `warmUp` makes as the
 * server starts listening; without it (an API-only build, a build before it existed) pages are the
 * bare shell the browser renders, as is a page whose render fails (logged).
 */
export function pageRendererOf(webDistDir: string, log: FastifyBaseLogger): TPageRenderer | undefined {
  const entryFile = path.resolve(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entryFile)) {
    log.warn({ entryFile }, 'no server render of the web app: public pages are rendered by the browser');
    return undefined;
  }
  const pageStyles = pageStylesOf(webDistDir);
  let entry: Promise<TServerEntry> | undefined;
  return async (url, route, locale, answers) => {
    try {
      entry ??= import(pathToFileURL(entryFile).href) as Promise<TServerEntry>;
      const { render, headStyles } = await entry;
      const rendered = await render({ url, locale, translator: translatorOf(locale), answers });
      return rendered && { markup: rendered.html, styles: pageStyles[route], headStyles };
    } catch (error) {
      log.error({ err: error, url }, 'server render of a public page failed: the browser renders it');
      return null;
    }
  };
}

/** The web build's page-styles.json, each page's rules read once. */
function pageStylesOf(webDistDir: string): Record<string, TPageStyles> {
  const stylesFile = path.join(webDistDir, 'page-styles.json');
  if (!fs.existsSync(stylesFile)) return {};
  const pages = JSON.parse(fs.readFileSync(stylesFile, 'utf8')) as Record<string, TPageStyles>;
  for (const styles of Object.values(pages)) {
    const sheetFile = path.join(webDistDir, styles.sheet);
    const css = fs.existsSync(sheetFile) ? fs.readFileSync(sheetFile, 'utf8') : undefined;
    // A rule that closed the element early would break the page: such a page names its sheet instead.
    if (css !== undefined && !/<\/style/i.test(css)) styles.css = css;
  }
  return pages;
}

const EMPTY_ROOT = '<div id="root"></div>';
/** The web app's entry as Vite writes it into index.html, and its stylesheet. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_STYLESHEET = /<link rel="stylesheet" crossorigin href="[^"]+">/;

/**
 * The page's rules in its head (on a slow link a stylesheet is one more round trip before the first
 * paint), and the files they come from named as stylesheets switched off: a browser does not fetch
 * those, and the app's code, which adds the stylesheet of a part it loads unless the page names it,
 * does not load them again.
 */
function stylesheetsOf(styles: TPageStyles | undefined, html: string): string {
  if (!styles) return ENTRY_STYLESHEET.exec(html)?.[0] ?? '';
  const rules = styles.css !== undefined ? `<style data-page-styles>${styles.css}</style>` : `<link rel="stylesheet" crossorigin href="${styles.sheet}" />`;
  const parts = styles.parts.map((file) => `<link rel="stylesheet" crossorigin href="${file}" disabled />`);
  return [rules, ...parts].join('');
}

/**
 * The page with its rendered markup in #root, and in its head the stylesheets of its parts, then the
 * theme's styles (last, as the browser's MantineHeadStyles puts them). The page shows without its
 * code, which after-paint.js (apps/web/public) asks for once it has painted, with the modules the
 * page loads first (`modules`, the page's preloads): no request for code holds the first paint back.
 */
export function withRenderedPage(html: string, rendered: NonNullable<TRenderedPage>, modules: string[]): string {
  const stylesheets = stylesheetsOf(rendered.styles, html);
  const scripts = modules.filter((file) => file.endsWith('.js')).join(' ');
  return (
    html
      // Mantine's variables of the light scheme apply under this attribute, which its provider sets in the browser.
      .replace(/<html([^>]*)>/, '<html$1 data-mantine-color-scheme="light">')
      .replace(ENTRY_STYLESHEET, '')
      .replace('</head>', `${stylesheets}${rendered.headStyles}</head>`)
      .replace(ENTRY_SCRIPT, (_tag, entry: string) => `<script defer src="/after-paint.js" data-entry="${entry}" data-modules="${scripts}"></script>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${rendered.markup}</div>`)
  );
}
