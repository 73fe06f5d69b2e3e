import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { createTestApp, tempDir } from '../test/test-app.js';

const SHELL =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Shell</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
  '<body><div id="root"></div></body></html>';
/** What the web build writes: the files each page preloads, and the stylesheets a rendered page needs. */
const PRELOADS = { workers: ['/assets/WorkersPage-1.js', '/assets/WorkersPage-1.css'], en: ['/assets/en-1.js'], ar: ['/assets/ar-1.js'] };
const PAGE_STYLES = {
  workers: { sheet: '/assets/rendered-workers-1.css', parts: ['/assets/index-1.css', '/assets/WorkersPage-1.css', '/assets/forms-1.css'] },
  home: { sheet: '/assets/rendered-home-1.css', parts: ['/assets/index-1.css', '/assets/home-1.css'] },
};

/**
 * A stand-in for the web build's server entry (apps/web/src/entry-server.tsx, whose pages the
 * browser suite reads in e2e/server-render.spec.ts): it says what it was given, and fails where
 * told, so what the server does with a render shows.
 */
const ENTRY = `
export const headStyles = '<style data-mantine-styles="true">:root{}</style>';
export async function render({ url, locale, translator, answers }) {
  const { pathname, search } = new URL(url);
  if (pathname === '/Privacy') throw new Error('a component failed');
  if (pathname === '/Terms') return null;
  return { html: '<main>' + [locale, pathname + search, translator.t('catalogue.title'), Object.keys(answers).length > 0].join('|') + '</main>' };
}`;

/** The markup inside #root. */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];

describe('public pages rendered on the server', () => {
  let app: TApp;
  beforeAll(async () => {
    const web = tempDir('page-render-web');
    fs.mkdirSync(path.join(web, 'dist'));
    fs.mkdirSync(path.join(web, 'dist-ssr'));
    fs.writeFileSync(path.join(web, 'dist', 'index.html'), SHELL);
    fs.writeFileSync(path.join(web, 'dist', 'first-paint.json'), JSON.stringify(PRELOADS));
    fs.writeFileSync(path.join(web, 'dist', 'page-styles.json'), JSON.stringify(PAGE_STYLES));
    fs.mkdirSync(path.join(web, 'dist', 'assets'));
    fs.writeFileSync(path.join(web, 'dist', 'assets', 'rendered-workers-1.css'), '.card{color:teal}');
    fs.writeFileSync(path.join(web, 'dist-ssr', 'entry-server.js'), ENTRY);
    app = await createTestApp({ WEB_DIST_DIR: path.join(web, 'dist'), PUBLIC_URL: 'https://sakina.example' });
  });
  afterAll(async () => app.close());

  const page = (url: string) => app.inject({ url });

  it("writes the page's markup into #root, in its language with its answers, and the theme's styles into the head", async () => {
    const english = await page('/Workers?gender=female');
    expect(english.statusCode).toBe(200);
    expect(rootOf(english.body)).toBe('<main>en|/Workers?gender=female|Find your domestic worker|true</main>');
    // Styled from the start by its rules in the head (their files named but not fetched), then the
    // theme's styles; its code comes after what it shows.
    const head = english.body.split('</head>')[0]!;
    expect(head).toContain(
      '<style data-page-styles>.card{color:teal}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled /><link rel="stylesheet" crossorigin href="/assets/WorkersPage-1.css" disabled />' +
        '<link rel="stylesheet" crossorigin href="/assets/forms-1.css" disabled /><style data-mantine-styles="true">',
    );
    expect(head.match(/<link rel="stylesheet"[^>]*>/g)!.filter((link) => !link.includes('disabled'))).toEqual([]);
    expect(head).not.toContain('rel="preload" as="style" crossorigin href="/assets/WorkersPage-1.css"');
    expect(head).toContain(
      '<script defer src="/after-paint.js" data-entry="/assets/index-1.js" data-modules="/assets/en-1.js /assets/WorkersPage-1.js"></script>',
    );
    expect(head).not.toContain('modulepreload');
    const arabic = await page('/?lang=ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl" data-mantine-color-scheme="light">');
    // A page whose joined stylesheet the server could not read names it.
    expect(arabic.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/rendered-home-1.css" /><link rel="stylesheet" crossorigin href="/assets/index-1.css" disabled />',
    );
    expect(rootOf(arabic.body)).toBe('<main>ar|/?lang=ar|ابحث عن عاملتك المنزلية|true</main>');
    // The address's language is the visitor's from then on: a link without ?lang=, followed with no JavaScript, keeps it.
    expect(arabic.headers['set-cookie']).toBe('languageId=1; path=/; max-age=31536000; samesite=lax');
    expect(english.headers['set-cookie']).toBeUndefined();
  });

  it('leaves the page to the browser when its render fails or declines, and for a record that does not exist', async () => {
    for (const url of ['/Privacy', '/Terms']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(rootOf(response.body)).toBe('');
      expect(response.body).not.toContain('data-mantine-styles');
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
      expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    }
    const missing = await page('/LaborDetails/999999');
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toBe('');
  });

  it("renders no signed-in or back-office page: they are the browser's", async () => {
    for (const url of ['/Login', '/ClientProfile', '/Orders']) expect(rootOf((await page(url)).body)).toBe('');
  });
});
