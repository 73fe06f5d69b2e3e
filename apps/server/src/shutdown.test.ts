import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, contentApi, healthApi, uploadsApi } from '@app/shared';
import { pathOf } from './test/call.js';
import { preparedDataDir, TEST_ADMIN, totpCode } from './test/test-app.js';

/**
 * SIGTERM to the built server (dist/main.js, as `npm start` runs it), rebuilt first when the
 * sources are newer than the build.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const builtMain = path.join(serverDir, 'dist/main.js');
const ADMIN = TEST_ADMIN;
const BOUNDARY = 'shutdown-boundary';
const PIECE = Buffer.alloc(64 * 1024, 7);
const MP4_START = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

function newestSourceChange(dir: string): number {
  return Math.max(
    ...fs.readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? newestSourceChange(file) : fs.statSync(file).mtimeMs;
    }),
  );
}

function buildIfStale() {
  const sources = Math.max(newestSourceChange(path.join(serverDir, 'src')), newestSourceChange(path.join(serverDir, '../../packages/shared/src')));
  if (fs.existsSync(builtMain) && fs.statSync(builtMain).mtimeMs > sources) return;
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'ignore' });
}

type TAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function send(options: http.RequestOptions & { body?: Buffer | string }): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(options, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('SIGTERM to the built server', () => {
  const dataDir = preparedDataDir('shutdown');
  const port = 3470 + Math.floor(Math.random() * 20);
  let server: ReturnType<typeof spawn>;
  let exited: Promise<number | null>;
  let output = '';
  let token = '';

  beforeAll(async () => {
    buildIfStale();
    server = spawn(process.execPath, [builtMain], {
      cwd: serverDir,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        HOST: '127.0.0.1',
        PORT: String(port),
        ADMIN_USERNAME: ADMIN.userName,
        ADMIN_PASSWORD: ADMIN.password,
        SHUTDOWN_GRACE_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolve) => server.on('exit', resolve));
    // A busy machine (the whole suite at once) can take many seconds to start it.
    for (let attempt = 0; ; attempt++) {
      const up = await send({ port, path: pathOf(healthApi.get) }).catch(() => undefined);
      if (up?.status === 200) break;
      if (attempt > 1800 || server.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
      await sleep(50);
    }
    const json = { 'content-type': 'application/json' };
    const login = await send({ port, method: 'POST', path: pathOf(authApi.login), headers: json, body: JSON.stringify(ADMIN) });
    // The test admin, a manager, signs in with a second factor.
    const { challenge } = JSON.parse(login.body).data;
    const secondStep = await send({
      port,
      method: 'POST',
      path: pathOf(authApi.loginSecondFactor),
      headers: json,
      body: JSON.stringify({ challenge, code: totpCode(new Date()) }),
    });
    token = JSON.parse(secondStep.body).data.token;
  }, 120_000);
  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** An upload whose body the test sends piece by piece, as slowly as it likes. */
  function startUpload(fileBytes: number) {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\n\r\n`;
    const tail = `\r\n--${BOUNDARY}--\r\n`;
    const request = http.request({
      port,
      method: 'POST',
      path: pathOf(uploadsApi.video),
      agent: false,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': head.length + fileBytes + tail.length,
      },
    });
    const answer = new Promise<TAnswer>((resolve, reject) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      request.on('error', reject);
    });
    answer.catch(() => undefined);
    request.write(head);
    request.write(Buffer.concat([MP4_START, PIECE.subarray(MP4_START.length)]));
    let sent = PIECE.length;
    return {
      answer,
      sendMore(bytes: number) {
        for (const end = Math.min(sent + bytes, fileBytes); sent < end; sent += PIECE.length)
          request.write(PIECE.subarray(0, Math.min(PIECE.length, end - sent)));
      },
      finish() {
        this.sendMore(fileBytes - sent);
        request.end(tail);
      },
    };
  }

  it('finishes requests in flight, answers new ones 503, stops a long upload, and exits 0 at once', async () => {
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send({ port, path: pathOf(contentApi.contactInfo), agent: keepAlive })).status).toBe(200);
    const finishing = startUpload(4 * PIECE.length);
    const endless = startUpload(50 * 1024 * 1024);
    const trickle = setInterval(() => endless.sendMore(PIECE.length), 100);
    await sleep(300);

    const signalledAt = Date.now();
    server.kill('SIGTERM');
    await sleep(200);

    // New requests, on a fresh connection and on the idle keep-alive one: a clean 503, not a reset.
    for (const agent of [undefined, keepAlive]) {
      const refused = await send({ port, path: pathOf(contentApi.contactInfo), agent, headers: { 'accept-language': 'ar' } });
      expect(refused.status).toBe(503);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.body)).toEqual({
        isDone: false,
        data: null,
        message: 'الخادم قيد إعادة التشغيل. يرجى المحاولة مرة أخرى بعد قليل.',
        code: 'errors.shuttingDown',
      });
    }

    // The upload in flight completes.
    finishing.finish();
    const finished = await finishing.answer;
    expect(finished.status).toBe(201);
    expect(finished.headers.connection).toBe('close');

    // The endless one is stopped after the grace period, and its partial file goes.
    const stopped = await endless.answer;
    clearInterval(trickle);
    expect(stopped.status).toBe(503);
    expect(JSON.parse(stopped.body).message).toBe('The server is restarting. Please try again in a moment.');

    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    const uploads = fs.readdirSync(path.join(dataDir, 'uploads'));
    expect(uploads).toEqual([JSON.parse(finished.body).data.video]);
    expect(output).not.toMatch(/"level":(50|60)/);
    keepAlive.destroy();
  });
});
