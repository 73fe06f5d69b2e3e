// Redis down with REDIS_URL set: sign-in, registration, orders and enquiries keep answering within
// 1 s, health says "degraded", and it recovers when Redis is back. SMTP down with SMTP_URL set:
// every e-mail caused meanwhile is sent exactly once when the mail server returns.
import { availableWorkers, call, createLedger, forgotPassword, placeOrder, registerClient, sendEnquiry, signIn } from '../lib/api.mjs';
import { startRedis, smtpSink } from '../lib/children.mjs';
import { healthOf, sleep } from '../lib/server.mjs';

export const title = 'Redis down, SMTP down';
/** What its accounts must reach (checked before the run: faults/run.mjs). */
export const needs = { client: ['request a worker'] };

const QUICK_MS = 1000;

async function redisDown(ctx, problems, ledger) {
  const fresh = await ctx.fresh('redis');
  const redisPort = await ctx.nextPort();
  let redis = await startRedis(redisPort);
  ctx.defer(() => redis.kill());
  const server = await ctx.start(fresh, { REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  const workers = await availableWorkers(server.url);
  const known = await registerClient(server.url, ledger, 'redis');
  await redis.kill();
  await sleep(500);
  const timed = [];
  for (let round = 0; round < (ctx.quick ? 1 : 3); round += 1) {
    const started = performance.now();
    const token = await signIn(server.url, known.userName, known.password);
    timed.push(['sign-in', token ? 200 : 'refused', performance.now() - started]);
    const before = performance.now();
    const client = await registerClient(server.url, ledger, 'redis');
    timed.push(['register and sign-in', client ? 200 : ledger.failureSummary() || 'refused', performance.now() - before]);
    if (client) {
      const order = await call(server.url, 'POST', '/api/orders', { body: { laborId: workers[round], package: 'Main' }, token: client.token });
      timed.push(['order', order.status || order.error, order.ms]);
      if (order.status === 201) ledger.ack('order', { orderId: order.body.data.id });
    }
    const enquiry = await sendEnquiry(server.url, ledger);
    timed.push(['enquiry', enquiry.status || enquiry.error, enquiry.ms]);
  }
  const bad = timed.filter(([, status, ms]) => !(status >= 200 && status < 300) || ms > QUICK_MS);
  if (bad.length > 0)
    problems.push(
      `Redis down: ${bad
        .slice(0, 3)
        .map(([what, status, ms]) => `${what} ${status} in ${Math.round(ms)} ms`)
        .join(', ')}`,
    );
  const health = await healthOf(server.url);
  if (health.body?.data?.status !== 'degraded')
    problems.push(`Redis down: health said ${health.status} ${health.body?.data?.status ?? health.error ?? ''}`.trim());
  redis = await startRedis(redisPort);
  let back = false;
  for (let tries = 0; tries < 40 && !back; tries += 1) {
    back = (await healthOf(server.url)).body?.data?.status === 'ok';
    if (!back) await sleep(500);
  }
  if (!back) problems.push('Redis back: health did not say ok within 20 s');
}

async function smtpDown(ctx, problems, ledger) {
  const fresh = await ctx.fresh('smtp');
  const smtpPort = await ctx.nextPort();
  const sink = smtpSink(smtpPort);
  await sink.start();
  ctx.defer(() => sink.stop());
  const server = await ctx.start(fresh, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }, { mailbox: sink });
  const workers = await availableWorkers(server.url);
  const count = ctx.quick ? 4 : 8;
  const clients = [];
  for (let i = 0; i < count * 2; i += 1) {
    const client = await registerClient(server.url, ledger, 'mail');
    if (client) clients.push(client);
    else problems.push(`SMTP up: a client could not register and confirm her e-mail (${ledger.failureSummary() || 'no code came'})`);
  }
  await sleep(1000);
  const before = new Map(clients.map((client) => [client.email, sink.countFor(client.email)]));
  await sink.stop();
  // While it is down: reset codes for half of the clients, an order (with its e-mail) for the other half.
  for (const [index, client] of clients.entries()) {
    const response =
      index < count ? await forgotPassword(server.url, ledger, client) : await placeOrder(server.url, ledger, client, workers[index % workers.length]);
    if (!response || (response.status && response.status >= 300))
      problems.push(`SMTP down: ${index < count ? 'forgot-password' : 'order'} refused ${response?.status ?? ''}`.trim());
  }
  await sleep(3000);
  await sink.start();
  const waitUntil = Date.now() + (ctx.quick ? 45_000 : 90_000);
  const sentOnce = () => clients.every((client) => sink.countFor(client.email) - before.get(client.email) >= 1);
  while (Date.now() < waitUntil && !sentOnce()) await sleep(500);
  await sleep(5000);
  const lost = clients.filter((client) => sink.countFor(client.email) - before.get(client.email) === 0).length;
  const twice = clients.filter((client) => sink.countFor(client.email) - before.get(client.email) > 1).length;
  if (lost > 0) problems.push(`SMTP back: ${lost} of ${clients.length} e-mails never sent within ${ctx.quick ? 45 : 90} s`);
  if (twice > 0) problems.push(`SMTP back: ${twice} e-mails sent more than once`);
  return clients.length;
}

export async function run(ctx) {
  const problems = [];
  const ledger = createLedger();
  await redisDown(ctx, problems, ledger);
  const mails = await smtpDown(ctx, problems, ledger);
  return {
    acknowledged: ledger.acked.length,
    found: null,
    errors: problems.length,
    pass: problems.length === 0,
    reason: problems.join('; ') || `ok (${mails} e-mails sent once after the outage)`,
  };
}
