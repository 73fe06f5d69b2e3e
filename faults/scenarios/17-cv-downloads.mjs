// Issue 31.3: CVs are drawn off the main thread. Four anonymous visitors download CVs one after
// another (every worker, English, Arabic and both, Latin and Arabic digits: few repeats, so most
// are drawn) while /api/health is asked every 250 ms: it must stay near its idle time (it went
// from 30 ms to 1-4 s), every CV must come as a PDF, and the server's peak RSS is noted.
import { availableWorkers, call } from '../lib/api.mjs';
import { probeHealth, sleep } from '../lib/server.mjs';
import { record } from '../lib/tally.mjs';

export const title = 'four visitors downloading CVs, health stays fast';

/** Health at the 95th percentile: three times idle, at least 250 ms (two cores shared with the drawing); never slower than HEALTH_MAX_MS. */
const HEALTH_P95_MS = 250;
const HEALTH_MAX_MS = 1000;

export async function run(ctx) {
  const target = await ctx.fresh('cv');
  const server = await ctx.start(target);
  const workers = await availableWorkers(server.url);
  const idleProbe = probeHealth(server.url);
  await sleep(3000);
  const idle = await idleProbe.stop();
  const variants = workers.flatMap((id) =>
    ['en', 'ar', 'both'].flatMap((lang) => ['latin', 'arabic'].map((digits) => `/api/labors/${id}/cv?lang=${lang}&digits=${digits}`)),
  );
  const seconds = ctx.quick ? 15 : 40;
  const endAt = Date.now() + seconds * 1000;
  let next = 0;
  const outcomes = { ok: 0, bad: [] };
  const baseline = server.rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rss() ?? 0)), 250);
  const probe = probeHealth(server.url);
  const visitor = async () => {
    while (Date.now() < endAt && server.alive()) {
      const route = variants[next++ % variants.length];
      const started = performance.now();
      try {
        const response = await fetch(`${server.url}${route}`, { signal: AbortSignal.timeout(30_000) });
        const bytes = Buffer.from(await response.arrayBuffer());
        record(route, response.status);
        if (response.status === 200 && bytes.subarray(0, 5).toString() === '%PDF-') outcomes.ok += 1;
        else outcomes.bad.push(`${response.status} in ${Math.round(performance.now() - started)} ms`);
      } catch (error) {
        outcomes.bad.push(error.name === 'TimeoutError' ? 'TIMEOUT' : (error.cause?.code ?? error.name));
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, visitor));
  const health = await probe.stop();
  clearInterval(sampler);
  const problems = [];
  const allowedP95 = Math.max(HEALTH_P95_MS, idle.p95 * 3);
  if (health.failed > 0) problems.push(`${health.failed} of ${health.count} health probes unanswered`);
  if (health.p95 > allowedP95 || health.max > HEALTH_MAX_MS)
    problems.push(
      `health while CVs were drawn: p95 ${health.p95} ms (idle ${idle.p95} ms, at most ${allowedP95}), max ${health.max} ms (at most ${HEALTH_MAX_MS})`,
    );
  if (outcomes.ok === 0) problems.push('no CV was downloaded');
  if (outcomes.bad.length > 0) problems.push(`${outcomes.bad.length} CVs failed (${[...new Set(outcomes.bad)].slice(0, 3).join(', ')})`);
  if (!server.alive()) problems.push('the server died');
  const summary = `${outcomes.ok} CVs in ${seconds} s; health idle p95 ${idle.p95} ms, under load p50 ${health.p50} / p95 ${health.p95} / max ${health.max} ms; RSS ${baseline} -> peak ${peak} MB`;
  ctx.log(summary);
  if ((await call(server.url, 'GET', '/api/health')).status !== 200 && server.alive()) problems.push('health not 200 after the downloads');
  return {
    acknowledged: outcomes.ok,
    found: null,
    errors: outcomes.bad.length,
    pass: problems.length === 0,
    reason: problems.length ? `${problems.join('; ')} (${summary})` : `ok (${summary})`,
  };
}
