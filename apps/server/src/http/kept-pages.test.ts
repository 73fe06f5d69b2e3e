import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test/test-app.js';
import { createKeptPages } from './kept-pages.js';
import { registerWebApp, type TPageContent } from './web.js';

/** A web app whose one page says how many times it was written, at the versions the test sets. */
async function webApp() {
  const webDist = tempDir('kept-pages-web');
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Shell</title></head><body></body></html>');
  const state = { stamp: 'v1', complete: true, writes: 0 };
  const app = Fastify();
  await registerWebApp(app, webDist, async (request) => ({
    locale: 'en',
    keptAs: { key: `en ${request.url}`, stamp: state.stamp },
    write: async (): Promise<TPageContent> => {
      state.writes += 1;
      return { head: null, answers: { write: state.writes }, found: true, complete: state.complete };
    },
  }));
  const writeOn = async (url: string, encoding = 'gzip') => {
    const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
    const html = encoding === 'gzip' ? gunzipSync(response.rawPayload).toString('utf8') : response.body;
    return Number(/"write":(\d+)/.exec(html)?.[1]);
  };
  return { app, state, writeOn };
}

describe('public pages kept gzipped', () => {
  it('writes a page once while its versions stay, again when they move, and apart for each address', async () => {
    const { app, state, writeOn } = await webApp();
    expect(await writeOn('/ContactUs')).toBe(1);
    expect(await writeOn('/ContactUs')).toBe(1);
    expect(await writeOn('/Services')).toBe(2);
    state.stamp = 'v2';
    expect(await writeOn('/ContactUs')).toBe(3);
    expect(await writeOn('/ContactUs')).toBe(3);
    await app.close();
  });

  it('never keeps a page one of whose calls failed', async () => {
    const { app, state, writeOn } = await webApp();
    state.complete = false;
    expect(await writeOn('/ContactUs')).toBe(1);
    expect(await writeOn('/ContactUs')).toBe(2);
    await app.close();
  });

  it('keeps a page first sent uncompressed, and sends it unzipped to a reader that takes no gzip, without writing it again', async () => {
    const { app, writeOn } = await webApp();
    expect(await writeOn('/Services', 'identity')).toBe(1);
    expect(await writeOn('/Services', 'identity')).toBe(1);
    expect(await writeOn('/Services')).toBe(1);
    expect(await writeOn('/ContactUs')).toBe(2);
    expect(await writeOn('/ContactUs', 'identity')).toBe(2);
    await app.close();
  });

  it('lets the pages asked for least recently go past its size', () => {
    const pages = createKeptPages(200);
    const page = (n: number) => ({ statusCode: 200, gzipped: Buffer.alloc(100, n) });
    pages.set({ key: 'a', stamp: '1' }, page(1));
    pages.set({ key: 'b', stamp: '1' }, page(2));
    expect(pages.get({ key: 'a', stamp: '1' })?.gzipped[0]).toBe(1);
    pages.set({ key: 'c', stamp: '1' }, page(3));
    expect(pages.get({ key: 'b', stamp: '1' })).toBeUndefined();
    expect(pages.get({ key: 'a', stamp: '1' })).toBeDefined();
    expect(pages.get({ key: 'a', stamp: '2' })).toBeUndefined();
  });
});
