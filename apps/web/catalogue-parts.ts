import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The areas of the language catalogue that the public pages show at their first paint: the header,
 * the footer, the home page, the catalogue, a worker's page, the content pages and their errors.
 * Everything else (forms' messages, the client's pages, the back office) is the rest, which loads
 * with the code that needs it (lib/i18n.ts). A key of the rest shown before it loaded is reported.
 */
export const FIRST_PAINT_AREAS = [
  'app',
  'header',
  'footer',
  'menu',
  'language',
  'common',
  'site',
  'sitePages',
  'seo',
  'home',
  'catalogue',
  'labors',
  'cv',
  'shortlist',
  'cms',
  'errors',
  'packageKind',
];

/** Only the server writes these (the e-mails): the web app never loads them. */
const SERVER_ONLY_AREAS = ['mail'];

const PREFIX = 'virtual:messages/';
const CATALOGUES = fileURLToPath(new URL('../../packages/shared/src/i18n/', import.meta.url));

/** `virtual:messages/<locale>-first` and `virtual:messages/<locale>-rest`: a language's catalogue in two parts. */
export function catalogueParts(): Plugin {
  return {
    name: 'catalogue-parts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const match = /^(en|ar)-(first|rest)$/.exec(id.slice(PREFIX.length + 1));
      if (!match) this.error(`catalogue-parts: no such part ${id.slice(1)}`);
      const [, locale, part] = match;
      const file = `${CATALOGUES}${locale}.json`;
      this.addWatchFile(file);
      const catalogue = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
      const inPart = (area: string) => (part === 'first') === FIRST_PAINT_AREAS.includes(area) && !SERVER_ONLY_AREAS.includes(area);
      const picked = Object.fromEntries(Object.entries(catalogue).filter(([area]) => inPart(area)));
      // JSON.parse of a string literal: faster for the browser to read than the same object in code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(picked))});`;
    },
  };
}
