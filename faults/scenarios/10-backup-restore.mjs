// Backup and restore drill: `npm run backup` while the server runs and writes, `npm run restore`
// into a fresh DATA_DIR (and a fresh PostgreSQL database), a server started on it: every write
// acknowledged before the backup began is there, uploads included.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { adminToken, availableWorkers, createLedger, uploadImage, writeLoad } from '../lib/api.mjs';
import { readBack, verdict } from '../lib/database.mjs';
import { smallJpeg } from '../lib/images.mjs';
import { ROOT, sleep, stopServer } from '../lib/server.mjs';

export const title = 'backup while writing, restore';
/** What its accounts must reach (checked before the run: faults/run.mjs). */
export const needs = { admin: ['/api/admin/orders?pageSize=1'], client: ['request a worker'] };

/** Runs an npm script with the target's environment; answers its exit code and output. */
const npm = (args, env) =>
  new Promise((resolve) => {
    const settings = { DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL ?? '', UPLOAD_DIR: '' };
    execFile(
      'npm',
      ['run', ...args],
      { cwd: ROOT, env: { ...process.env, ...settings }, maxBuffer: 16 * 1024 * 1024, timeout: 300_000 },
      (error, stdout, stderr) => resolve({ code: error ? (error.code ?? 1) : 0, stdout: stdout.trim(), stderr: stderr.trim() }),
    );
  });
const lastLine = (text) => text.split('\n').filter(Boolean).at(-1) ?? '';
/** The line that says what went wrong, not npm's pointer to its log. */
const why = ({ stderr, stdout }) =>
  stderr.split('\n').find((line) => /rror|Missing|refus/i.test(line) && !/complete log/.test(line)) ?? lastLine(stderr || stdout);

export async function run(ctx) {
  const source = await ctx.fresh('source');
  const server = await ctx.start(source);
  const admin = await adminToken(server.url);
  const workers = await availableWorkers(server.url);
  const ledger = createLedger();
  const problems = [];
  const image = await uploadImage(server.url, admin, await smallJpeg());
  const imageFile = image.body?.data?.image;
  let going = true;
  const load = writeLoad(server.url, ledger, { admin, workers, lanes: 6, keepGoing: () => going });
  await sleep(ctx.quick ? 3000 : 10_000);
  const archive = path.join(source.dataDir, '..', `backup-${path.basename(source.dataDir)}.tar`);
  const backupStartedAt = Date.now();
  const backup = await npm(['backup', '--', '--out', archive], source.env);
  await sleep(1000);
  going = false;
  await load;
  await stopServer(server);
  const before = ledger.acked.filter((write) => write.at < backupStartedAt);
  if (backup.code !== 0) return verdict({ acked: before, problems: [`npm run backup failed (${backup.code}): ${why(backup).slice(0, 140)}`] });
  const file = lastLine(backup.stdout);
  if (!fs.existsSync(file)) return verdict({ acked: before, problems: [`npm run backup's last line is not a file: ${file.slice(0, 100)}`] });
  ctx.log(`backup of ${Math.round(fs.statSync(file).size / 1024)} KiB taken in ${((Date.now() - backupStartedAt) / 1000).toFixed(1)} s under load`);

  const restored = await ctx.fresh('restored', { empty: true });
  const restore = await npm(['restore', '--', file], restored.env);
  if (restore.code !== 0) return verdict({ acked: before, problems: [`npm run restore failed (${restore.code}): ${why(restore).slice(0, 140)}`] });
  try {
    const again = await ctx.start(restored);
    const stopped = await stopServer(again);
    if (stopped.code !== 0) problems.push(`the restored server exited ${stopped.code ?? stopped.signal}`);
  } catch (error) {
    problems.push(`no server starts on the restored data: ${error.message.slice(0, 140)}`);
  }
  if (imageFile && !fs.existsSync(path.join(restored.dataDir, 'uploads', imageFile)))
    problems.push(`the uploaded image ${imageFile} is not in the restored uploads`);
  const back = await readBack(restored, before);
  return verdict({ acked: before, back, problems, errors: ledger.failures.length });
}
