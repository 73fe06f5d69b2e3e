import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitForHealth } from '../test/server-process.js';
import { startSmtpServer } from '../test/smtp.js';
import { preparedDataDir, TEST_ADMIN } from '../test/test-app.js';

const dataDir = preparedDataDir('jobs-restart');
const servers: Array<ReturnType<typeof startServerProcess>> = [];
afterAll(async () => {
  // A server left running by a failed step is stopped before its folder goes.
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an e-mail queued before the server is killed', () => {
  it('is sent once after a restart (kill -9 while SMTP is down, then SMTP back)', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const gone = await startSmtpServer();
    await gone.close();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_USERNAME: TEST_ADMIN.userName,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'error',
    };
    const first = startServerProcess({ ...env, SMTP_URL: gone.url });
    servers.push(first);
    await waitForHealth(port);
    const client = { userName: 'kill.nine', email: 'kill.nine@example.ae', phoneNumber: '501234987', password: 'correct horse battery' };
    const post = (url: string, body: object) =>
      fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/auth/register', client)).status).toBe(201);
    expect((await post('/api/auth/forgot-password', { email: client.email })).status).toBe(200);
    // Between the first failed attempt (at once) and the retry (a second later).
    await sleep(500);
    first.child.kill('SIGKILL');
    await first.exited;
    const smtp = await startSmtpServer();
    const second = startServerProcess({ ...env, SMTP_URL: smtp.url });
    servers.push(second);
    try {
      // Both e-mails queued before the kill: the code that confirms her address (sent at sign-up) and the reset code.
      await smtp.waitForMail(client.email, 2, 30_000).catch((error: Error) => {
        throw new Error(`${error.message}; the restarted server said: ${second.output()}`);
      });
      await sleep(1500);
      const texts = smtp.received.filter((received) => received.to.includes(client.email)).map((received) => received.text);
      expect(texts).toHaveLength(2);
      expect(texts.filter((text) => /Your password reset code is \d{6}/.test(text))).toHaveLength(1);
      expect(texts.filter((text) => /Your code to confirm this e-mail is \d{6}/.test(text))).toHaveLength(1);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
      await smtp.close();
    }
  });
});
