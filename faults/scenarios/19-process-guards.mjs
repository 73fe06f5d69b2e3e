// What an operator meets when starting, backing up and killing a PGlite server (moved here from the
// Vitest files that started the server from its sources, issue 33): a second server on one folder
// and a database of a newer release are refused with one exact line; a backup taken while writing
// restores every write acknowledged before it, and restore refuses a folder in use or not empty;
// the e-mails queued before a kill -9 while SMTP was down are sent exactly once after the restart.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { adminToken, availableWorkers, call, clientPassword, createLedger, writeLoad } from '../lib/api.mjs';
import { smtpSink } from '../lib/children.mjs';
import { openSql, readBack, verdict } from '../lib/database.mjs';
import { killServer, ROOT, sleep, startServer, stopServer } from '../lib/server.mjs';

export const title = 'second server, newer schema, backup refusals, mail queued across kill -9';
/** In the quick subset .ci/run runs (`npm run faults -- --ci`). */
export const ci = true;
export const databases = ['pglite'];

const lockFile = (target) => path.join(target.dataDir, 'db.lock');
const KNOWN_MIGRATIONS = JSON.parse(fs.readFileSync(path.join(ROOT, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8')).entries.length;

/** A start that must be refused: its exit code and everything it printed. */
async function refusedStart(ctx, target) {
  const server = await startServer({ env: target.env, port: await ctx.nextPort(), expectExit: true, timeoutMs: 60_000 });
  ctx.defer(() => killServer(server));
  if (server.alive()) return { code: 'still running', output: server.log() };
  return { code: server.child.exitCode, output: server.log().trim() };
}

async function secondServer(ctx, problems) {
  const target = await ctx.fresh('second');
  const first = await ctx.start(target);
  const owner = fs.readFileSync(lockFile(target), 'utf8').trim();
  const second = await refusedStart(ctx, target);
  const expected = `The database folder ${path.join(target.dataDir, 'db')} is in use by another process (pid ${owner}); stop it first or use another DATA_DIR.`;
  if (second.code !== 1 || second.output !== expected) problems.push(`a second server: exit ${second.code}, said "${second.output.slice(0, 160)}"`);
  if ((await call(first.url, 'GET', '/api/health')).status !== 200) problems.push('the first server stopped answering');
  const stopped = await stopServer(first);
  if (stopped.code !== 0) problems.push(`the first server exited ${stopped.code ?? stopped.signal}`);
  if (fs.readFileSync(lockFile(target), 'utf8') !== '') problems.push('the lock file still names a pid after SIGTERM');
  return target;
}

async function newerSchema(ctx, problems, target) {
  const sql = await openSql(target);
  await sql.query("INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-a-newer-release', 4102444800000)");
  await sql.close();
  const refused = await refusedStart(ctx, target);
  const expected = `The database schema is newer than this build (${KNOWN_MIGRATIONS + 1} migrations applied vs ${KNOWN_MIGRATIONS} known): run the newer release.`;
  if (refused.code !== 1 || refused.output !== expected) problems.push(`a newer schema: exit ${refused.code}, said "${refused.output.slice(0, 160)}"`);
}

/** `npm run backup` or `restore` as the operator runs it: exit code and output. */
const script = (name, args, dataDir) =>
  new Promise((resolve) => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', UPLOAD_DIR: '', LOG_LEVEL: 'warn' };
    execFile(process.execPath, [`scripts/${name}.mjs`, ...args], { cwd: ROOT, env, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (error.code ?? 1) : 0, stdout: stdout.trim(), stderr: stderr.trim() }),
    );
  });

const PRIVATE_FILES = { 'uploads/labors/passport.jpg': 'a scanned passport', 'documents/transfer-proof.pdf': 'a proof of transfer' };

async function backupRefusals(ctx, problems) {
  const live = await ctx.fresh('backup');
  for (const [file, text] of Object.entries(PRIVATE_FILES)) {
    fs.mkdirSync(path.dirname(path.join(live.dataDir, file)), { recursive: true });
    fs.writeFileSync(path.join(live.dataDir, file), text);
  }
  const server = await ctx.start(live);
  const ledger = createLedger();
  let writing = true;
  const load = writeLoad(server.url, ledger, {
    admin: await adminToken(server.url),
    workers: await availableWorkers(server.url),
    lanes: 4,
    keepGoing: () => writing,
  });
  for (let waited = 0; ledger.acked.length < 20 && waited < 30_000; waited += 100) await sleep(100);
  const backupStartedAt = Date.now();
  const backup = await script('backup', [], live.dataDir);
  writing = false;
  await load;
  const archive = backup.stdout.split('\n').at(-1) ?? '';
  if (backup.code !== 0 || !/backups\/backup-\d{8}T\d{6}Z\.tar\.gz$/.test(archive)) {
    problems.push(`backup while writing: exit ${backup.code}, last line "${archive.slice(0, 120)}" ${backup.stderr.slice(0, 120)}`);
    return { acked: [], back: null, errors: ledger.failures.length };
  }
  const overLive = await script('restore', [archive, '--force'], live.dataDir);
  if (overLive.code !== 1 || !overLive.stderr.includes('is in use by another process')) problems.push(`restore over the running server: exit ${overLive.code}`);
  await stopServer(server);

  const fresh = await ctx.fresh('restored', { empty: true });
  const restore = await script('restore', [archive], fresh.dataDir);
  if (restore.code !== 0) problems.push(`restore into an empty folder: exit ${restore.code}, ${restore.stderr.slice(0, 120)}`);
  const again = await script('restore', [archive], fresh.dataDir);
  if (again.code !== 1 || !again.stderr.includes('Add --force')) problems.push(`restore over a restored folder without --force: exit ${again.code}`);
  for (const [file, text] of Object.entries(PRIVATE_FILES)) {
    const restored = path.join(fresh.dataDir, file);
    if (!fs.existsSync(restored) || fs.readFileSync(restored, 'utf8') !== text) problems.push(`${file} is not restored`);
  }
  const acked = ledger.acked.filter((write) => write.at < backupStartedAt);
  return { acked, back: await readBack(fresh, acked), errors: ledger.failures.length };
}

/** The e-mails a client causes while SMTP is down: her sign-up's code, then a reset code. */
async function signUpAndForget(url) {
  const client = { userName: `kill.nine.${Date.now()}`, email: `kill.nine.${Date.now()}@example.ae`, phoneNumber: '501234987', password: clientPassword() };
  const registered = await call(url, 'POST', '/api/auth/register', { body: client });
  const forgot = await call(url, 'POST', '/api/auth/forgot-password', { body: { email: client.email } });
  return registered.status === 201 && forgot.status === 200 ? client : null;
}

async function mailAcrossKill(ctx, problems) {
  const target = await ctx.fresh('mail');
  const smtpPort = await ctx.nextPort();
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
  const first = await ctx.start(target, env);
  const client = await signUpAndForget(first.url);
  if (!client) return problems.push('SMTP down: the sign-up or the reset was refused');
  // Between the first failed attempt (at once) and the retry (a second later).
  await sleep(500);
  await killServer(first);
  const sink = smtpSink(smtpPort);
  await sink.start();
  ctx.defer(() => sink.stop());
  const second = await ctx.start(target, env, { mailbox: sink });
  // The retries after the kill may be seconds apart already (1 s, 2 s, 4 s …): a loaded machine needs the margin.
  for (let waited = 0; sink.countFor(client.email) < 2 && waited < 90_000; waited += 250) await sleep(250);
  await stopServer(second);
  // Every e-mail job done, none waiting: neither message can go a second time.
  const sql = await openSql(target);
  const waiting = await sql.query("SELECT count(*)::int AS n FROM jobs WHERE kind = 'email' AND status <> 'done'");
  await sql.close();
  const texts = sink.received.filter((mail) => mail.to.includes(client.email.toLowerCase())).map((mail) => mail.text);
  const once = (pattern) => texts.filter((text) => pattern.test(text)).length === 1;
  if (texts.length !== 2 || !once(/Your code to confirm this e-mail is \d{6}/) || !once(/Your password reset code is \d{6}/))
    problems.push(`after kill -9 and SMTP back: ${texts.length} e-mails, not one sign-up code and one reset code`);
  if (waiting[0].n !== 0) problems.push(`${waiting[0].n} e-mail jobs still waiting after both were sent`);
}

export async function run(ctx) {
  const problems = [];
  const guarded = await secondServer(ctx, problems);
  await newerSchema(ctx, problems, guarded);
  const { acked, back, errors } = await backupRefusals(ctx, problems);
  await mailAcrossKill(ctx, problems);
  return verdict({ acked, back, problems, errors });
}
