// Disk full: DATA_DIR on a small tmpfs filled up (a big file leaving a few KB) under write load.
// Answers stay clear errors (no hang), health answers, writes work again once the space returns, the
// process stops on SIGTERM, the database opens and no 0-byte upload or e-mail file is left.
import fs from 'node:fs';
import path from 'node:path';
import { adminToken, availableWorkers, createLedger, forgotPassword, registerClient, uploadImage, writeLoad } from '../lib/api.mjs';
import { readBack, verdict } from '../lib/database.mjs';
import { fill, onSmallDisk } from '../lib/disk.mjs';
import { smallJpeg } from '../lib/images.mjs';
import { healthOf, sleep, stopServer } from '../lib/server.mjs';

export const title = 'disk full (tmpfs DATA_DIR)';
/** In the quick subset .ci/run runs (`npm run faults -- --ci`). */
export const ci = true;
/** What its accounts must reach (checked before the run: faults/run.mjs). */
export const needs = { admin: ['/api/admin/orders?pageSize=1'], client: ['request a worker'] };

// Free space on the tmpfs before it is filled: above the server's free-space margin (64 MB by default).
const FREE_MB = 160;

const emptyFiles = (folder) =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && fs.statSync(path.join(entry.parentPath, entry.name)).size === 0)
        .map((entry) => entry.name)
    : [];

export async function run(ctx) {
  const target = onSmallDisk(ctx, await ctx.fresh('diskfull'), FREE_MB);
  const mount = target.dataDir;

  const server = await ctx.start(target);
  const admin = await adminToken(server.url);
  const workers = await availableWorkers(server.url);
  const image = await smallJpeg();
  const ledger = createLedger();
  const problems = [];
  let going = true;
  // Orders and enquiries, e-mails to the outbox, images to the upload folder: everything that writes.
  const sideLoad = (async () => {
    while (going) {
      const client = await registerClient(server.url, ledger, 'disk');
      if (client) await forgotPassword(server.url, ledger, client);
      ledger.note(await uploadImage(server.url, admin, image), 'image');
      await sleep(50);
    }
  })();
  const load = writeLoad(server.url, ledger, { admin, workers, lanes: 6, keepGoing: () => going });
  await sleep(2000);
  const filler = path.join(mount, 'filler.bin');
  const filledMb = fill(filler, 256);
  ctx.log(`filled the disk with ${filledMb} MB`);
  const healthWhileFull = [];
  for (let second = 0; second < (ctx.quick ? 6 : 15); second += 1) {
    healthWhileFull.push(await healthOf(server.url, 3000));
    await sleep(1000);
  }
  fs.rmSync(filler);
  const freedAt = Date.now();
  let recoveredMs = null;
  while (Date.now() - freedAt < 30_000 && server.alive()) {
    const probe = createLedger();
    if (await registerClient(server.url, probe, 'back')) {
      recoveredMs = Date.now() - freedAt;
      ledger.acked.push(...probe.acked);
      break;
    }
    await sleep(500);
  }
  await sleep(2000);
  going = false;
  await Promise.all([load, sideLoad]);

  const hangs = ledger.failures.filter((failure) => / TIMEOUT$/.test(failure));
  const silent = healthWhileFull.filter((health) => health.status === 0);
  if (!server.alive()) problems.push(`the server died (${server.child.exitCode ?? server.child.signalCode})`);
  if (hangs.length > 0) problems.push(`${hangs.length} requests hung for 15 s`);
  if (silent.length > 0) problems.push(`health did not answer ${silent.length} of ${healthWhileFull.length} times while full`);
  if (recoveredMs === null) problems.push('writes did not work again within 30 s of the space returning');
  const stopped = await stopServer(server, 20_000);
  if (stopped.code !== 0 || stopped.ms > 10_000)
    problems.push(`SIGTERM: exit ${stopped.killed ? 'only by SIGKILL' : (stopped.code ?? stopped.signal)} after ${(stopped.ms / 1000).toFixed(1)} s`);
  const empty = [...emptyFiles(path.join(mount, 'uploads')), ...emptyFiles(path.join(mount, 'outbox'))];
  if (empty.length > 0) problems.push(`${empty.length} 0-byte files in uploads/outbox`);
  const back = await readBack(target, ledger.acked);
  return verdict({ acked: ledger.acked, back, problems, errors: ledger.failures.length });
}
