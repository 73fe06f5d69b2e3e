// Issue 33: PGlite's write-ahead log meeting a full disk, on the built server (this was a Vitest file
// whose child process rewrote one row). The server's own disk guard is off (DISK_FREE_MARGIN_MB=0), so
// that the database itself meets the full disk: DATA_DIR on a small tmpfs, filled leaving 4 MB under
// write load, until the log needs its next 16 MB segment and cannot write it. The process must then
// stop by itself, exit 1 and say what happened and what to do, rather than spin deaf to signals; once
// the space returns it starts on the same folder, takes a write, and every acknowledged write is there.
// Where the log meets the disk depends on how much the data written before it filled its segment:
// when it still has room, only the tables meet the full disk, and the server must refuse each write
// (507), keep answering and stop on SIGTERM instead (seen after migrations 0032-0033 grew the demo).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { adminToken, availableWorkers, call, createLedger, registerClient, writeLoad } from '../lib/api.mjs';
import { readBack, verdict } from '../lib/database.mjs';
import { fill, onSmallDisk } from '../lib/disk.mjs';
import { sleep, stopServer } from '../lib/server.mjs';

export const title = "PGlite's log meets a full disk: exit 1 with a clear message, restart";
/** In the quick subset .ci/run runs (`npm run faults -- --ci`). */
export const ci = true;
export const databases = ['pglite'];
export const needs = { admin: ['/api/admin/orders?pageSize=1', '/api/admin/pages?pageSize=1'], client: ['request a worker'] };

const NO_DISK_GUARD = { DISK_FREE_MARGIN_MB: '0' };
const FREE_MB = 64;
const LEAVE_KB = 4 * 1024;
const STOP_DEADLINE_MS = 60_000;
const STOP_MESSAGE = /The embedded database stopped: .*No space left on device.*Free disk space/;

/** Random text of `length` characters, which the database cannot compress. */
const noise = (length) => randomBytes(length).toString('base64').slice(0, length);

/**
 * Articles of twice 100,000 characters, one after another: each adds a few hundred KB to the log,
 * which the orders and sign-ups alone would take minutes to fill.
 */
async function articleLoad(url, ledger, admin, keepGoing) {
  while (keepGoing()) {
    const uniqueUrl = `log-full-${randomBytes(6).toString('hex')}`;
    const article = { uniqueUrl, kind: 'article', en: { title: 'A full disk', body: noise(100_000) }, ar: { title: 'قرص ممتلئ', body: noise(100_000) } };
    const response = await call(url, 'POST', '/api/admin/pages', { token: admin, body: article });
    if (ledger.note(response, 'article')) ledger.ack('article', { uniqueUrl });
  }
}

/**
 * The other safe outcome: the log still had room in its current segment, so only the tables met the
 * full disk. The server then refuses each write (507) and must still answer, and stop on SIGTERM
 * (the failure this scenario guards against is a process deaf to both).
 */
async function answersAndStops(server) {
  const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
  const stopped = await stopServer(server, 5000);
  return health !== null && !stopped.killed;
}

/** Writes until the server stops by itself after the disk filled, or the deadline passes: answers how it ended. */
async function writeUntilStopped(ctx, server, target, ledger) {
  let going = true;
  const keepGoing = () => going && server.alive();
  const admin = await adminToken(server.url);
  const load = Promise.all([
    writeLoad(server.url, ledger, { admin, workers: await availableWorkers(server.url), lanes: 4, keepGoing }),
    articleLoad(server.url, ledger, admin, keepGoing),
  ]);
  for (const started = Date.now(); ledger.acked.length < 20 && Date.now() - started < 20_000;) await sleep(100);
  const filler = path.join(target.dataDir, 'filler.bin');
  ctx.log(`filled the disk with ${fill(filler, LEAVE_KB)} MB after ${ledger.acked.length} acknowledged writes`);
  const filledAt = Date.now();
  const ended = await Promise.race([server.exited, sleep(STOP_DEADLINE_MS).then(() => null)]);
  going = false;
  await load;
  const refusing = !ended && (await answersAndStops(server));
  fs.rmSync(filler);
  return { ended, refusing, seconds: Math.round((Date.now() - filledAt) / 1000) };
}

/** The start on the same folder once the space is back: it must open it and take a write. */
async function restartProblems(ctx, target, ledger) {
  try {
    const server = await ctx.start(target, NO_DISK_GUARD, { timeoutMs: 60_000 });
    const problems = (await registerClient(server.url, ledger, 'after')) ? [] : ['the restarted server did not take a write'];
    const stopped = await stopServer(server);
    if (stopped.code !== 0) problems.push(`the restarted server exited ${stopped.code ?? stopped.signal} on SIGTERM`);
    return problems;
  } catch (error) {
    return [`the start once the space returned failed: ${error.message.slice(0, 200)}`];
  }
}

export async function run(ctx) {
  const target = onSmallDisk(ctx, await ctx.fresh('logfull'), FREE_MB);
  const server = await ctx.start(target, NO_DISK_GUARD);
  const ledger = createLedger();
  const { ended, refusing, seconds } = await writeUntilStopped(ctx, server, target, ledger);
  const said = server.log().match(STOP_MESSAGE)?.[0];
  const problems = [];
  if (!ended && !refusing) problems.push(`the server still ran ${STOP_DEADLINE_MS / 1000} s after the disk filled, deaf to /api/health or SIGTERM`);
  else if (ended && ended.code !== 1) problems.push(`the server exited ${ended.code ?? ended.signal}, not 1`);
  if (ended && !said) problems.push(`the server did not say why it stopped: "${server.log().slice(-300)}"`);
  problems.push(...(await restartProblems(ctx, target, ledger)));
  const result = verdict({ acked: ledger.acked, back: await readBack(target, ledger.acked), problems, errors: ledger.failures.length });
  if (result.pass && ended) result.reason = `ok (exit 1 ${seconds} s after the disk filled: "${said}")`;
  if (result.pass && !ended) result.reason = `ok (the log had room: each write refused with 507 for ${seconds} s, reads answered, stopped on SIGTERM)`;
  return result;
}
