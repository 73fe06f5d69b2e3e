import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { describeHtmlErrors, nuCheckerUnavailable, nuHtmlErrors, type THtmlDocument } from '../test/nu-html-checker.js';
import { addWorker } from '../test/orders.js';
import { adminHeaders, createTestApp, tempDir } from '../test/test-app.js';

/** The web app's own page shell; the build only swaps its script tag for the hashed bundles. */
const webShell = fileURLToPath(new URL('../../../web/index.html', import.meta.url));

/**
 * The HTML the server writes (the shell with each page's head and first-paint answers), as a browser
 * or a crawler gets it before any script runs, passes the Nu HTML Checker in both languages. What
 * React renders after it is checked in the browser (e2e/html-validity.spec.ts).
 */
// The markup does not depend on the database: checked once, on PGlite (vitest.config.ts).
describe('the pages as the server writes them pass the Nu HTML Checker', () => {
  let app: TApp;
  let laborId: number;
  beforeAll(async () => {
    // npm test installs Java first (scripts/ensure-java.sh); without it this says what is missing.
    expect(nuCheckerUnavailable()).toBeNull();
    const webDist = tempDir('html-validity-web');
    fs.copyFileSync(webShell, path.join(webDist, 'index.html'));
    app = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://sakina.example' });
    laborId = await addWorker(app, await adminHeaders(app), 'Dewi Lestari');
  });
  afterAll(async () => app.close());

  it('home, workers, a worker, services, articles, an article, contact, apply, sign-in, sign-up, signed-in pages and a 404', async () => {
    const publicPaths = ['/', '/Workers', `/LaborDetails/${laborId}`, '/Services', '/Articles', '/NewsDetails/main-or-monthly-package', '/ContactUs', '/Apply'];
    const otherPaths = ['/Login', '/Register', '/ClientProfile', '/CLientOrders', '/Dashboard', '/OrdersList', '/no/such/page'];
    const documents: THtmlDocument[] = [];
    for (const [locale, languageId] of [
      ['en', 2],
      ['ar', 1],
    ] as const) {
      for (const url of [...publicPaths, ...otherPaths]) {
        const response = await app.inject({ url, headers: { cookie: `languageId=${languageId}` } });
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        // A public page is written in its language (the others get theirs when the app starts).
        if (publicPaths.includes(url)) expect(response.body).toContain(`<html lang="${locale}"`);
        documents.push({ name: `${locale} ${url}`, html: response.body });
      }
    }
    expect(describeHtmlErrors(await nuHtmlErrors(documents))).toEqual([]);
  });
});
