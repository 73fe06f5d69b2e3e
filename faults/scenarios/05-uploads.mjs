// Uploads that go wrong: 100 MB videos cut off half-way (no partial or orphan file, memory flat), a
// 150 MiB video in 64 KiB pieces with and without a length (413, nothing stored), a stalled upload
// (the server ends it within a minute).
import fs from 'node:fs';
import path from 'node:path';
import { adminToken } from '../lib/api.mjs';
import { healthOf, sleep } from '../lib/server.mjs';
import { sendUpload } from '../lib/upload.mjs';

export const title = 'uploads cut off, oversize, stalled';
/** What its accounts must reach (checked before the run: faults/run.mjs). */
export const needs = { admin: ['/api/admin/media'] };

const MIB = 1024 * 1024;
const STALL_LIMIT_MS = 45_000;

function filesUnder(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function run(ctx) {
  const target = await ctx.fresh('uploads');
  const server = await ctx.start(target);
  const admin = await adminToken(server.url);
  const problems = [];
  const filesBefore = new Set(filesUnder(target.dataDir).filter((file) => !file.includes(`${path.sep}db${path.sep}`)));
  const stalled = sendUpload(server.url, '/api/uploads/video', admin, { fileBytes: 50 * MIB, stallAfter: MIB });
  const stallStarted = Date.now();

  const baseline = server.rss();
  const afterCuts = [];
  for (let cut = 0; cut < (ctx.quick ? 3 : 6); cut += 1) {
    const result = await sendUpload(server.url, '/api/uploads/video', admin, { fileBytes: 100 * MIB - MIB, cutAfter: 50 * MIB });
    if (result.status !== 0) problems.push(`a cut-off upload was answered ${result.status}`);
    await sleep(1000);
    afterCuts.push(server.rss());
  }
  const growth = afterCuts.at(-1) - afterCuts[0];
  if (growth > 48) problems.push(`RSS grew ${growth} MB over the cut-off uploads (${baseline} MB before, ${afterCuts.join('/')} MB after each)`);

  const oversize = [
    await sendUpload(server.url, '/api/uploads/video', admin, { fileBytes: 150 * MIB, chunked: true }),
    await sendUpload(server.url, '/api/uploads/video', admin, { fileBytes: 150 * MIB }),
    await sendUpload(server.url, '/api/admin/media', admin, { fileBytes: 150 * MIB, chunked: true }),
  ];
  const notRefused = oversize.filter((result) => result.status !== 413);
  if (notRefused.length > 0) problems.push(`150 MiB uploads answered ${oversize.map((result) => result.status || result.error).join(', ')} (413 expected)`);

  const stall = await Promise.race([stalled, sleep(Math.max(0, STALL_LIMIT_MS - (Date.now() - stallStarted))).then(() => null)]);
  if (!stall) problems.push(`a stalled upload was still held after ${STALL_LIMIT_MS / 1000} s`);
  else if (stall.status >= 200 && stall.status < 300) problems.push(`a stalled upload was answered ${stall.status}`);

  const left = filesUnder(target.dataDir).filter((file) => !file.includes(`${path.sep}db${path.sep}`) && !filesBefore.has(file));
  if (left.length > 0)
    problems.push(
      `${left.length} files left behind (${left
        .slice(0, 2)
        .map((file) => `${path.basename(file)} ${fs.statSync(file).size} B`)
        .join(', ')})`,
    );
  if ((await healthOf(server.url)).status !== 200) problems.push('the server no longer answers health');
  return {
    acknowledged: 0,
    found: 0,
    errors: problems.length,
    pass: problems.length === 0,
    reason: problems.join('; ') || `ok (RSS ${baseline} MB, after cuts ${afterCuts.join('/')} MB)`,
  };
}
