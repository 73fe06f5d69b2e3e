import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import type { TDb, TTx } from '../db/client.js';
import { jobs, orders } from '../db/schema/index.js';
import { transition } from '../modules/orders/lifecycle.js';
import { testCtx } from '../test/context.js';
import { act, addWorker, requestWorker } from '../test/orders.js';
import { startSmtpServer } from '../test/smtp.js';
import { adminHeaders, createTestApp, drainJobs, createClient } from '../test/test-app.js';
import { EMAIL_JOB } from './email.js';
import { authApi } from '@app/shared';
import { call } from '../test/call.js';

const forgot = (app: TApp, email: string) => call(app, authApi.forgotPassword, { body: { email } });
const emailJobs = (app: TApp) => app.db.select().from(jobs).where(eq(jobs.kind, EMAIL_JOB)).orderBy(jobs.id);
/** The queue's time moved past the retry delay (runner.test.ts proves the delay): the failed jobs are due now. */
const retryDueNow = (app: TApp) =>
  app.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.status, 'queued'));
const limits = { RATE_LIMIT_MAX: '100000', AUTH_RATE_LIMIT_MAX: '100000' };

describe('e-mails while the mail server is down', () => {
  let app: TApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let port: number;
  beforeAll(async () => {
    // The mail server's address is known, but nothing answers there yet.
    const gone = await startSmtpServer();
    port = gone.port;
    await gone.close();
    app = await createTestApp({ ...limits, SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await app.close();
    await smtp?.close();
  });

  it('keeps a reset code asked for while SMTP is down, and sends it once, when SMTP is back', async () => {
    const client = await createClient(app);
    const answer = await forgot(app, client.email);
    expect(answer.status).toBe(200);
    await drainJobs(app);
    const [waiting] = await emailJobs(app);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);

    smtp = await startSmtpServer(port);
    await retryDueNow(app);
    app.jobs.nudge();
    const mail = await smtp.waitForMail(client.email, 1, 15_000);
    // Done after its second attempt, the job is never taken again: the message cannot arrive a second time.
    await expect.poll(async () => (await emailJobs(app))[0]).toMatchObject({ status: 'done', attempts: 2 });
    await drainJobs(app);
    expect(smtp.received.filter((received) => received.to.includes(client.email))).toHaveLength(1);

    const code = /code is (\d{6})/.exec(mail.text)![1]!;
    const reset = await call(app, authApi.resetPassword, {
      body: { email: client.email, code, newPassword: 'a fresh new secret', confirmPassword: 'a fresh new secret' },
    });
    expect(reset.status).toBe(200);
  });
});

describe('an order change and its e-mails', () => {
  let app: TApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    // No runner here: the test looks at the queue itself.
    app = await createTestApp({ ...limits, JOB_POLL_MS: '0' });
    admin = await adminHeaders(app);
  });
  afterAll(() => app.close());

  it('queues the e-mail with the change, and neither exists when the change is rolled back', async () => {
    const client = await createClient(app);
    const order = await requestWorker(app, client.token, await addWorker(app, admin));
    const queued = await emailJobs(app);
    expect(queued.map((job) => (job.payload as { to: string }).to)).toEqual([client.email]);

    // The server stops once the change and its e-mail are written, before the commit.
    const stopsBeforeCommit = {
      transaction: (work: (tx: TTx) => Promise<unknown>) =>
        app.db.transaction(async (tx) => {
          await work(tx);
          throw new Error('the server stopped here');
        }),
    } as unknown as TDb;
    const ctx = { ...testCtx(app, { actor: { role: 'client', userId: client.id } }), db: stopsBeforeCommit };
    const change = transition(ctx, { id: order.id }, { action: 'cancel', version: order.version, note: '' });
    await expect(change).rejects.toThrow('the server stopped here');
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('Pending');
    expect(await emailJobs(app)).toHaveLength(1);

    // A refused action queues nothing either.
    expect((await act(app, { admin }, order, { action: 'deliver' })).status).toBe(409);
    expect(await emailJobs(app)).toHaveLength(1);

    expect((await act(app, { token: client.token }, order, { action: 'cancel' })).status).toBe(200);
    expect((await emailJobs(app)).map((job) => (job.payload as { subject: string }).subject)).toEqual([
      'We received your order | استلمنا طلبك',
      'Your order was canceled | تم إلغاء طلبك',
    ]);
  });
});

describe('the outbox of a machine without a mail server', () => {
  let app: TApp;
  beforeAll(async () => {
    app = await createTestApp({ ...limits, JOB_POLL_MS: '0' });
  });
  afterAll(() => app.close());

  it('retries an e-mail it could not write, and then writes it whole, once', async () => {
    const client = await createClient(app);
    // Something is in the outbox folder's place: the write fails as on a broken or full disk.
    fs.writeFileSync(app.config.outboxDir, 'not a folder');
    await forgot(app, client.email);
    await drainJobs(app);
    const [failed] = await emailJobs(app);
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed!.lastError).toMatch(/EEXIST|ENOTDIR/);

    fs.rmSync(app.config.outboxDir);
    await retryDueNow(app);
    expect(await drainJobs(app)).toBe(1);
    const files = fs.readdirSync(app.config.outboxDir);
    expect(files).toEqual([expect.stringMatching(/\.eml$/)]);
    expect(fs.readFileSync(path.join(app.config.outboxDir, files[0]!), 'utf8')).toContain(`To: ${client.email}`);
  });
});
