import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app.js';
import { addWorkersInBulk } from '../db/seed/volume.js';
import { adminHeaders, createTestApp } from '../test/test-app.js';
import { createReadCache } from './read-cache.js';

describe('the public catalogue cache', () => {
  let app: TApp;
  let admin: Record<string, string>;
  const totalCount = async () => (await app.inject({ url: '/api/labors' })).json().data.totalCount as number;
  beforeAll(async () => {
    app = await createTestApp({ READ_CACHE_SECONDS: '10' });
    admin = await adminHeaders(app);
  });
  afterAll(async () => app.close());

  it('serves a repeated catalogue query from memory until a write on this server empties it', async () => {
    const before = await totalCount();
    await addWorkersInBulk(app.db, 3);
    expect(await totalCount()).toBe(before);
    const write = await app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload: { 'tagline.en': 'Help at home' } });
    expect(write.statusCode).toBe(200);
    expect(await totalCount()).toBe(before + 3);
  });

  it('gives the catalogue an ETag and answers an unchanged one with an empty 304', async () => {
    const first = await app.inject({ url: '/api/labors?sort=ageAsc' });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await app.inject({ url: '/api/labors?sort=ageAsc', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('keeps an answer for its TTL only, and never keeps a failure', async () => {
    let now = 0;
    const cache = createReadCache(10, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 9_999;
    expect(await cache.get('k', load)).toBe(1);
    now = 10_000;
    expect(await cache.get('k', load)).toBe(2);
    await expect(cache.get('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('bad', load)).toBe(3);
  });
});
