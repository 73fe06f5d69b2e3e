import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { uploadsApi } from '@app/shared';
import { pathOf } from '../../test/call.js';
import { arabic, bearer, createTestApp, logIn, createClient, TEST_ADMIN } from '../../test/test-app.js';

let app: TApp;
let admin: Record<string, string>;
let png: Buffer;
let jpeg: Buffer;
beforeAll(async () => {
  app = await createTestApp();
  admin = bearer(await logIn(app, TEST_ADMIN.userName, TEST_ADMIN.password));
  const picture = sharp({ create: { width: 900, height: 1200, channels: 3, background: '#2a7f8f' } });
  png = await picture.clone().png().toBuffer();
  jpeg = await picture
    .clone()
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'secret-gps-owner' } } })
    .toBuffer();
});
afterAll(async () => app.close());

function upload(kind: 'image' | 'video', bytes: Buffer, filename: string, headers: Record<string, string> = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  return app.inject({ method: 'POST', url: pathOf(uploadsApi[kind]), payload: form, headers });
}

/** The first bytes of an MP4 file: an ftyp box, then filler. */
const mp4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(4096, 7)]);

describe('image uploads', () => {
  it('re-encodes an image without its metadata and makes a thumbnail', async () => {
    const response = await upload('image', jpeg, 'family photo.jpg');
    expect(response.statusCode).toBe(201);
    const { image, thumbnail } = response.json().data;
    expect(image).toMatch(/^[a-f0-9]{32}\.webp$/);
    const stored = fs.readFileSync(path.join(app.config.uploadDir, image));
    expect(stored.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    expect((await sharp(path.join(app.config.uploadDir, thumbnail)).metadata()).width).toBe(480);

    const served = await app.inject({ url: `/media/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stores a hostile file name under a generated one', async () => {
    const response = await upload('image', png, '../../../../tmp/evil.png');
    expect(response.statusCode).toBe(201);
    expect(response.json().data.image).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(fs.existsSync('/tmp/evil.png')).toBe(false);
  });

  it.each([
    ['a path traversal', '../../../etc/passwd.png', 'passwd.png'],
    ['a NUL byte', 'photo\u0000.php.png', 'photo.php.png'],
    ['10 KB of name', `${'long'.repeat(2560)}.png`, 'long'.repeat(30)],
    ['a right-to-left override', 'photo\u202Egnp.exe', 'photognp.exe'],
  ])('adds a picture named with %s to the library under a generated name, showing a clean one', async (_, filename, shown) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), filename);
    const response = await app.inject({ method: 'POST', url: pathOf(uploadsApi.media, { query: { kind: 'image' } }), payload: form, headers: admin });
    expect(response.statusCode).toBe(201);
    const asset = response.json().data;
    expect(asset.fileName).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(asset.originalName).toBe(shown);
    expect(asset.sizeBytes).toBe(png.length);
    expect(fs.readdirSync(app.config.uploadDir).filter((name) => !/^[a-f0-9]{32}\.webp$/.test(name))).toEqual([]);
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), 'logo.svg', 415],
    ['HTML renamed to .jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'photo.jpg', 415],
    ['a GIF', Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), 'anim.gif', 415],
  ])('refuses %s', async (_, bytes, filename, status) => {
    const response = await upload('image', bytes, filename, { ...admin, ...arabic });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(/^فشل رفع الملف/);
  });

  it('refuses a truncated image with "File failed upload"', async () => {
    const response = await upload('image', jpeg.subarray(0, 300), 'cut.jpg');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('File failed upload');
  });

  it('turns a JPEG with a hidden script into a clean image', async () => {
    const polyglot = Buffer.concat([jpeg, Buffer.from('<script>alert(document.cookie)</script>')]);
    const response = await upload('image', polyglot, 'poly.jpg');
    expect(response.statusCode).toBe(201);
    const stored = fs.readFileSync(path.join(app.config.uploadDir, response.json().data.image));
    expect(stored.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('answers 413 for an image over 5 MB', async () => {
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await upload('image', huge, 'huge.png');
    expect(response.statusCode).toBe(413);
    expect(response.json().isDone).toBe(false);
  });

  it('refuses clients, visitors, a missing file and a JSON body', async () => {
    const client = await createClient(app);
    expect((await upload('image', png, 'a.png', bearer(client.token))).statusCode).toBe(403);
    expect((await upload('image', png, 'a.png', {})).statusCode).toBe(401);
    const json = await app.inject({ method: 'POST', url: pathOf(uploadsApi.image), headers: admin, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const empty = new FormData();
    empty.append('note', 'no file here');
    const noFile = await app.inject({ method: 'POST', url: pathOf(uploadsApi.image), headers: admin, payload: empty });
    expect(noFile.statusCode).toBe(400);
  });
});

describe('video uploads', () => {
  it('keeps an MP4 and serves byte ranges so players can seek', async () => {
    const response = await upload('video', mp4, 'intro.mp4');
    expect(response.statusCode).toBe(201);
    const { video } = response.json().data;
    expect(video).toMatch(/^[a-f0-9]{32}\.mp4$/);
    const part = await app.inject({ url: `/media/${video}`, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${mp4.length}`);
    expect(part.rawPayload).toHaveLength(100);
  });

  it('refuses a video that is not MP4 or WebM', async () => {
    expect((await upload('video', png, 'clip.mp4')).statusCode).toBe(415);
  });
});
