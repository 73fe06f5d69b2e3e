// SIGTERM under load: the requests in flight (two slow uploads among them) finish, new ones are
// refused cleanly (503 or connection refused, never a reset), and the process exits 0 within 10 s.
import { adminToken, call, createLedger, sendEnquiry } from '../lib/api.mjs';
import { readBack, verdict } from '../lib/database.mjs';
import { sleep } from '../lib/server.mjs';
import { sendUpload } from '../lib/upload.mjs';

export const title = 'SIGTERM under load';
/** What its accounts must reach (checked before the run: faults/run.mjs). */
export const needs = { admin: ['/api/admin/orders?pageSize=1'] };

const clean = (response) => (response.status >= 200 && response.status < 500) || response.status === 503 || response.error === 'ECONNREFUSED';

export async function run(ctx) {
  const target = await ctx.fresh('sigterm');
  const server = await ctx.start(target);
  const admin = await adminToken(server.url);
  const ledger = createLedger();
  const unclean = [];
  let exitedAt = 0;
  const exit = server.exited.then((ended) => {
    exitedAt = ended.at;
    return ended;
  });
  const lane = async (index) => {
    while (!exitedAt || Date.now() - exitedAt < 500) {
      const response = index % 2 === 0 ? await sendEnquiry(server.url, ledger) : await call(server.url, 'GET', `/api/labors?pageNumber=${1 + (index % 3)}`);
      if (!clean(response)) unclean.push(response.status || response.error);
    }
  };
  const lanes = Promise.all(Array.from({ length: 16 }, (_, index) => lane(index)));
  await sleep(1500);
  // Two uploads of 4 MB paced over about 3 s: in flight when the signal comes.
  const uploads = [0, 1].map(() => sendUpload(server.url, '/api/uploads/video', admin, { fileBytes: 4 * 1024 * 1024, pauseMs: 45 }));
  await sleep(1000);
  const signalAt = Date.now();
  server.child.kill('SIGTERM');
  const ended = await exit;
  await lanes;
  const uploaded = await Promise.all(uploads);
  const problems = [];
  const seconds = (ended.at - signalAt) / 1000;
  if (ended.code !== 0) problems.push(`exited ${ended.code ?? ended.signal} after ${seconds.toFixed(1)} s`);
  if (seconds > 10) problems.push(`took ${seconds.toFixed(1)} s to exit`);
  const cut = uploaded.filter((upload) => upload.status !== 201);
  if (cut.length > 0) problems.push(`uploads in flight not finished: ${cut.map((upload) => upload.status || upload.error).join(', ')}`);
  if (unclean.length > 0) problems.push(`${unclean.length} requests not answered cleanly (${[...new Set(unclean)].slice(0, 3).join(', ')})`);
  const back = await readBack(target, ledger.acked);
  return verdict({ acked: ledger.acked, back, problems, errors: unclean.length + cut.length });
}
