import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { eq, sql } from 'drizzle-orm';
import { publicRequests, requestKey, cmsApi, enquiriesApi, laborsApi } from '@app/shared';
import { labors, siteSettings } from '../db/schema/index.js';
import { addWorkersInBulk } from '../db/seed/volume.js';
import { adminHeaders, createTestApp, tempDir } from '../test/test-app.js';
import { createReadCache, tagsChangedBy } from './read-cache.js';
import { call } from '../test/call.js';

describe('the public catalogue cache', () => {
  let app: TApp;
  let admin: Record<string, string>;
  const totalCount = async () => (await call(app, laborsApi.catalogue)).data.totalCount;
  /** Just after a change the catalogue answers without counts, and such an answer is not kept: wait for the workers to be read again. */
  const workersReadAgain = async () => {
    app.readCache.clear();
    await expect.poll(async () => (await call(app, laborsApi.catalogue)).data.facets, { timeout: 5_000 }).not.toBeNull();
  };
  beforeAll(async () => {
    const webDist = tempDir('read-cache-web');
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="en"><head><title>Shell</title></head><body></body></html>');
    app = await createTestApp({ READ_CACHE_SECONDS: '10', WEB_DIST_DIR: webDist });
    admin = await adminHeaders(app);
  });
  afterAll(async () => app.close());

  it('serves a repeated catalogue query from memory until a write that changes workers empties it', async () => {
    await workersReadAgain();
    const before = await totalCount();
    await addWorkersInBulk(app.db, 3);
    expect(await totalCount()).toBe(before);
    const settings = await call(app, cmsApi.saveSettings, { body: { 'tagline.en': 'Help at home' }, headers: admin });
    expect(settings.status).toBe(200);
    expect(await totalCount()).toBe(before);
    const [worker] = (await call(app, laborsApi.catalogue, { query: { pageSize: 1 } })).data.items;
    const edit = await call(app, laborsApi.setStatus, { params: { id: worker!.id }, body: { status: 'NotAvailable', confirmed: true }, headers: admin });
    expect(edit.status).toBe(200);
    expect(await totalCount()).toBe(before + 3);
  });

  it('keeps the catalogue and a worker cached across an enquiry about her', async () => {
    const [worker, other] = (await call(app, laborsApi.catalogue, { query: { pageSize: 2 } })).data.items;
    const status = async () => (await call(app, laborsApi.get, { params: { id: worker!.id } })).data.status as string;
    const shown = await status();
    const before = await totalCount();
    // Changed behind the server's back: only a write through it that changes workers shows this.
    await app.db.update(labors).set({ isActive: false }).where(eq(labors.id, other!.id));
    await app.db
      .update(labors)
      .set({ status: shown === 'Available' ? 'NotAvailable' : 'Available' })
      .where(eq(labors.id, worker!.id));
    const enquiry = await call(app, enquiriesApi.send, {
      body: { name: 'Aisha', phoneNumber: '501234567', message: 'Is she available in March?', laborId: worker!.id },
    });
    expect(enquiry.status).toBe(201);
    expect(await totalCount()).toBe(before);
    expect(await status()).toBe(shown);
  });

  it("keeps a page's site content until the back office changes content, not when a visitor writes", async () => {
    const settingsKey = requestKey(publicRequests.settings(2));
    const tagline = async () => {
      const html = (await app.inject({ url: '/ContactUs' })).body;
      const json = /<script id="first-paint-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!;
      return (JSON.parse(json)[settingsKey] as Record<string, string>).tagline;
    };
    const setTagline = (text: string) => call(app, cmsApi.saveSettings, { body: { 'tagline.en': text }, headers: admin });
    expect((await setTagline('Help at home')).status).toBe(200);
    expect(await tagline()).toBe('Help at home');
    // A change no trigger counts (triggers off for it), to see whether the kept answer is used.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.update(siteSettings).set({ value: 'Changed behind the server' }).where(eq(siteSettings.key, 'tagline.en'));
    });
    const enquiry = await call(app, enquiriesApi.send, { body: { name: 'Aisha', phoneNumber: '501234567', message: 'Hello' } });
    expect(enquiry.status).toBe(201);
    expect(await tagline()).toBe('Help at home');
    expect((await setTagline('Care for your family')).status).toBe(200);
    expect(await tagline()).toBe('Care for your family');
  });

  it('knows which cached reads each write changes', () => {
    expect(tagsChangedBy('/api/enquiries')).toEqual([]);
    expect(tagsChangedBy('/api/FrmAnswer/AddAnswerList')).toEqual([]);
    expect(tagsChangedBy('/api/PgPage/GetAll')).toEqual([]);
    expect(tagsChangedBy('/api/admin/orders/12/transitions')).toContain('labors');
    expect(tagsChangedBy('/api/orders/12/transitions')).toContain('labors');
    expect(tagsChangedBy('/api/admin/labors/3')).toContain('labors');
    expect(tagsChangedBy('/api/clients/3')).toEqual([]);
    expect(tagsChangedBy('/api/something-new')).toEqual(['labors']);
  });

  it('gives the catalogue an ETag and answers an unchanged one with an empty 304', async () => {
    await workersReadAgain();
    const first = await call(app, laborsApi.catalogue, { query: { sort: 'ageAsc' } });
    expect(first.response.headers['cache-control']).toBe('no-cache');
    expect(first.response.headers.etag).toMatch(/^W\/"/);
    const again = await call(app, laborsApi.catalogue, { query: { sort: 'ageAsc' }, headers: { 'if-none-match': String(first.response.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.response.body).toBe('');
  });

  it('does not keep a catalogue answer without counts: the next read, once the workers are read again, has them', async () => {
    const facets = async () => (await call(app, laborsApi.catalogue, { query: { pageSize: 3 } })).data.facets;
    await facets();
    // A change by another instance or tool: the workers' version moves behind this server's back.
    await app.db.execute(sql`UPDATE workers_version SET version = version + 1 WHERE id = 1`);
    app.readCache.clear(['labors']);
    expect(await facets()).toBeNull();
    await expect.poll(facets, { timeout: 5_000 }).not.toBeNull();
  });

  it('keeps an answer for its TTL only, and never keeps a failure', async () => {
    let now = 0;
    const cache = createReadCache(10, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('labors', 'k', load)).toBe(1);
    now = 9_999;
    expect(await cache.get('labors', 'k', load)).toBe(1);
    now = 10_000;
    expect(await cache.get('labors', 'k', load)).toBe(2);
    await expect(cache.get('labors', 'bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('labors', 'bad', load)).toBe(3);
    cache.clear(['labors']);
    expect(await cache.get('labors', 'k', load)).toBe(4);
  });
});
