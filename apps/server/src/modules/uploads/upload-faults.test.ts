import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { VIDEO_MAX_BYTES } from '../../storage/uploads.js';
import { adminHeaders, arabic, createTestApp, tempDir } from '../../test/test-app.js';
import { healthApi, uploadsApi } from '@app/shared';
import { call, pathOf } from '../../test/call.js';

const PIECE = 64 * 1024;
const MIB = 1024 * 1024;
const BOUNDARY = 'upload-fault-boundary';
/** The first bytes of an MP4 file: an ftyp box; the rest of a piece is filler. */
const firstPiece = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), Buffer.alloc(PIECE - 24, 7)]);
const filler = Buffer.alloc(PIECE, 7);
const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** The whole multipart body of a video of `fileBytes`, one 64 KiB piece at a time. */
function* videoPieces(fileBytes: number) {
  yield head;
  for (let sent = 0; sent < fileBytes; sent += PIECE) yield (sent === 0 ? firstPiece : filler).subarray(0, Math.min(PIECE, fileBytes - sent));
  yield tail;
}

type TUploadClient = { request: http.ClientRequest; answer: Promise<{ status: number; body: string }> };

/**
 * Sends a video of `fileBytes` to a listening server in 64 KiB pieces, as a browser would, never
 * holding it in memory. It stops after `sendBytes` of the file when given: a cut-off or stalled client.
 */
function sendVideo(app: TApp, headers: Record<string, string>, fileBytes: number, sendBytes = fileBytes): TUploadClient {
  const { port } = app.server.address() as AddressInfo;
  const request = http.request({
    port,
    method: 'POST',
    path: pathOf(uploadsApi.video),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': head.length + fileBytes + tail.length },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
  answer.catch(() => undefined);
  void (async () => {
    request.write(head);
    for (let sent = 0; sent < sendBytes && !request.destroyed; sent += PIECE) {
      const piece = (sent === 0 ? firstPiece : filler).subarray(0, Math.min(PIECE, sendBytes - sent));
      if (!request.write(piece)) await new Promise((resolve) => request.once('drain', resolve));
    }
    if (sendBytes === fileBytes && !request.destroyed) request.end(tail);
  })();
  return { request, answer };
}

const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

async function eventually(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
}

describe('video uploads over a real connection', () => {
  let app: TApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await createTestApp({ UPLOAD_IDLE_SECONDS: '1' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    admin = await adminHeaders(app);
  });
  afterAll(async () => app.close());

  it('refuses a video one 64 KiB piece over 100 MiB with 413, storing nothing', async () => {
    // Through inject each piece reaches the parser as its own chunk, so the file's 100 MiB ends
    // exactly on a chunk's end: the case where the parser once cut the file without an error.
    const before = filesIn(app.config.uploadDir);
    const response = await app.inject({
      method: 'POST',
      url: pathOf(uploadsApi.video),
      headers: { ...admin, ...arabic, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Readable.from(videoPieces(VIDEO_MAX_BYTES + PIECE)),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      isDone: false,
      data: null,
      message: 'فشل رفع الملف: الحد الأقصى للصور 5 ميغابايت ولمقاطع الفيديو 100 ميغابايت',
      code: 'uploads.tooLarge',
    });
    expect(filesIn(app.config.uploadDir)).toEqual(before);
  });

  it('refuses an oversize video sent over a real connection as well', async () => {
    const before = filesIn(app.config.uploadDir);
    const { status } = await sendVideo(app, admin, VIDEO_MAX_BYTES + 3 * PIECE).answer;
    expect(status).toBe(413);
    expect(filesIn(app.config.uploadDir)).toEqual(before);
  });

  it('stores a video of exactly 100 MiB whole, with memory flat while it arrives', async () => {
    const baseline = process.memoryUsage();
    let peak = 0;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.heapUsed + now.arrayBuffers - baseline.heapUsed - baseline.arrayBuffers);
    }, 20);
    const { status, body } = await sendVideo(app, admin, VIDEO_MAX_BYTES).answer;
    clearInterval(sampler);
    expect(status).toBe(201);
    const { video } = JSON.parse(body).data as { video: string };
    expect(fs.statSync(`${app.config.uploadDir}/${video}`).size).toBe(VIDEO_MAX_BYTES);
    // Held in memory, the file alone would add 100 MiB.
    expect(peak).toBeLessThan(48 * MIB);
  });

  it('leaves no partial file when the client is cut off mid-upload', async () => {
    const before = filesIn(app.config.uploadDir);
    const client = sendVideo(app, admin, 50 * MIB, 8 * MIB);
    await eventually(() => filesIn(app.config.uploadDir).some((name) => name.startsWith('.incoming-')));
    client.request.destroy();
    expect(await eventually(() => filesIn(app.config.uploadDir).join() === before.join())).toBe(true);
    expect((await call(app, healthApi.get)).status).toBe(200);
  });

  it('drops a stalled upload with 408 and its partial file', async () => {
    const before = filesIn(app.config.uploadDir);
    const startedAt = Date.now();
    const { status, body } = await sendVideo(app, admin, 10 * MIB, MIB).answer;
    expect(status).toBe(408);
    expect(JSON.parse(body).message).toBe('File failed upload: the file stopped arriving. Please try again.');
    expect(Date.now() - startedAt).toBeLessThan(5000);
    expect(filesIn(app.config.uploadDir)).toEqual(before);
  });

  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\n\r\n'],
    ['a boundary the body never uses', 'multipart/form-data; boundary=yy', '--xx\r\ngarbage'],
    ['a part that never ends', 'multipart/form-data; boundary=yy', '--yy\r\nContent-Disposition: form-data; name="file"; filename="a.mp4"\r\n\r\nabc'],
    ['a broken part header', 'multipart/form-data; boundary=yy', '--yy\r\nContent-Disposition\r\n\r\nabc\r\n--yy--\r\n'],
  ])('answers a malformed form (%s) with a localised 400', async (_, contentType, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: pathOf(uploadsApi.video),
      payload,
      headers: { ...admin, ...arabic, 'content-type': contentType },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ isDone: false, data: null, message: expect.stringMatching(/^فشل رفع الملف/) });
  });
});

/** A 2 MiB tmpfs to stand for a full disk; mounting needs root, so the test says when it can't run. */
function mountSmallDisk(): string | null {
  const dir = tempDir('full-disk');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

describe('uploads on a full disk', () => {
  let disk: string | null = null;
  let app: TApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    disk = mountSmallDisk();
    if (!disk) return;
    // The free-space guard would refuse every write on so small a disk; here the disk fills during the upload itself.
    app = await createTestApp({ UPLOAD_DIR: disk, DISK_FREE_MARGIN_MB: '0' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    admin = await adminHeaders(app);
  });
  afterAll(async () => {
    if (!disk) return;
    await app.close();
    execFileSync('umount', [disk]);
    fs.rmSync(disk, { recursive: true, force: true });
  });

  it('answers 507 with nothing left on the disk, and takes a file that fits afterwards', async (context) => {
    if (!disk) return context.skip('mounting a small disk needs root');
    const { status, body } = await sendVideo(app, { ...admin, ...arabic }, 3 * MIB).answer;
    expect(status).toBe(507);
    expect(JSON.parse(body).message).toBe('فشل رفع الملف: لا توجد مساحة كافية على الخادم لحفظ الملفات. يرجى إبلاغ مسؤول النظام.');
    expect(filesIn(disk)).toEqual([]);

    const small = await sendVideo(app, admin, 4 * PIECE).answer;
    expect(small.status).toBe(201);
    expect(filesIn(disk)).toEqual([JSON.parse(small.body).data.video]);
  });
});
