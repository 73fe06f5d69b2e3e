// A second server on the same PGlite DATA_DIR refuses to start with a clear message (naming the
// lock or its owner's pid) and never corrupts the first, which keeps answering with its data intact.
import { createLedger, writeFor } from '../lib/api.mjs';
import { readBack, verdict } from '../lib/database.mjs';
import { healthOf, killServer, startServer, stopServer } from '../lib/server.mjs';

export const title = 'second process on one PGlite folder';
/** What its accounts must reach (checked before the run: faults/run.mjs). */
export const needs = { admin: ['/api/admin/orders?pageSize=1'], client: ['request a worker'] };
export const databases = ['pglite'];

export async function run(ctx) {
  const target = await ctx.fresh('twice');
  const first = await ctx.start(target);
  const ledger = createLedger();
  const problems = [];
  await writeFor(first.url, ledger, 2000);
  const second = await startServer({ env: target.env, port: await ctx.nextPort(), expectExit: true, timeoutMs: 30_000 });
  ctx.defer(() => killServer(second));
  if (second.alive()) {
    problems.push('a second server started on the same folder');
    // What the issue saw: both write; the second's writes are then lost and the indexes broken.
    await Promise.all([writeFor(second.url, ledger, 2000), writeFor(first.url, ledger, 2000)]);
    await killServer(second);
  } else {
    const message = second.log().split('\n').filter(Boolean).at(-1) ?? '';
    if (second.child.exitCode === 0) problems.push('the second server exited 0');
    if (!message.includes(String(first.child.pid)) && !/lock|in use|another|already/i.test(message))
      problems.push(`the refusal does not say why: "${message.slice(0, 100)}"`);
    ctx.log(`the second server said: ${message.slice(0, 160)}`);
  }
  await writeFor(first.url, ledger, 2000);
  if ((await healthOf(first.url)).status !== 200) problems.push('the first server stopped answering');
  const stopped = await stopServer(first);
  if (stopped.code !== 0) problems.push(`the first server exited ${stopped.code ?? stopped.signal}`);
  const back = await readBack(target, ledger.acked);
  return verdict({ acked: ledger.acked, back, problems, errors: ledger.failures.length });
}
