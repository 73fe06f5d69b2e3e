// Time: the date-rule tests run under TZ=UTC and TZ=America/Los_Angeles, and a server started with
// TZ=America/Los_Angeles takes a callback for today in the UAE and refuses yesterday in the UAE
// with "Date Cannot Be In Past", near midnight UAE time or not.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { call } from '../lib/api.mjs';
import { ROOT } from '../lib/server.mjs';

export const title = 'dates judged in UAE time whatever TZ';

const TIME_ZONES = ['UTC', 'America/Los_Angeles'];
const DAY_MS = 86_400_000;
const uaeDay = (offsetDays = 0) => new Date(Date.now() + 4 * 3_600_000 + offsetDays * DAY_MS).toISOString().slice(0, 10);

/** The date-rule tests: test files of the shared package and the server named after dates. */
function dateRuleTests() {
  return ['packages/shared/src', 'apps/server/src'].flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true })
      .filter((file) => /dates\.test\.ts$/.test(file))
      .map((file) => path.join(folder, file)),
  );
}

const vitest = (files, TZ) =>
  new Promise((resolve) => {
    const args = ['vitest', 'run', '--project', 'shared', '--project', 'server-pglite', ...files];
    execFile(
      'npx',
      args,
      { cwd: ROOT, env: { ...process.env, TZ, NO_COLOR: '1', FORCE_COLOR: '0' }, timeout: 600_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({
          ok: !error,
          summary: `${stdout}${stderr}`.match(/Tests\s+.*$/m)?.[0]?.replace(/\s+/g, ' ') ?? `${stdout}${stderr}`.trim().split('\n').at(-1),
        }),
    );
  });

export async function run(ctx) {
  const problems = [];
  const notes = [];
  // The tests do not depend on the database: they run with the PGlite row.
  if (ctx.db === 'pglite') {
    const files = dateRuleTests();
    ctx.log(`date-rule tests: ${files.join(', ')}`);
    for (const TZ of TIME_ZONES) {
      const result = await vitest(files, TZ);
      if (!result.ok) problems.push(`tests under TZ=${TZ}: ${result.summary}`);
      else notes.push(`TZ=${TZ}: ${result.summary}`);
    }
  }
  const target = await ctx.fresh('time');
  const server = await ctx.start(target, { TZ: 'America/Los_Angeles' });
  const callback = (preferredDate) =>
    call(server.url, 'POST', '/api/callback-requests', {
      body: { name: 'Fault Suite', phoneNumber: '501234567', preferredDate },
      headers: { 'accept-language': 'en', 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
    });
  const today = await callback(uaeDay());
  const yesterday = await callback(uaeDay(-1));
  if (today.status !== 201) problems.push(`today in the UAE (${uaeDay()}) answered ${today.status || today.error}: ${today.body?.message ?? ''}`);
  if (!(yesterday.status >= 400 && yesterday.status < 500) || !JSON.stringify(yesterday.body ?? '').includes('Date Cannot Be In Past')) {
    problems.push(`yesterday in the UAE (${uaeDay(-1)}) answered ${yesterday.status || yesterday.error} without "Date Cannot Be In Past"`);
  }
  return {
    acknowledged: today.status === 201 ? 1 : 0,
    found: null,
    errors: problems.length,
    pass: problems.length === 0,
    reason: problems.join('; ') || `ok${notes.length ? ` (${notes.join('; ')})` : ''}`,
  };
}
