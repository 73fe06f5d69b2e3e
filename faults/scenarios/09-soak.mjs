// A soak of mixed traffic (10 minutes, 1 with --quick): the live heap (what the server still holds
// after each full garbage collection, from --trace-gc), RSS and p99 sampled every 10 s; the last
// third may not trend up from the first, and nothing may fail. The live heap is the leak signal;
// RSS, read at any moment, also holds garbage not yet collected and the allocator's free pages (it
// moved by 40 MB from one sample to the next on PostgreSQL), so it is allowed a wider margin.
import { adminToken, availableWorkers, call, clientStory, createLedger, registerClient, sendEnquiry } from '../lib/api.mjs';
import { readBack, verdict } from '../lib/database.mjs';
import { sleep, stopServer } from '../lib/server.mjs';

export const title = 'soak: live heap, RSS and p99 trend';
/** What its accounts must reach (checked before the run: faults/run.mjs). */
export const needs = { admin: ['/api/admin/orders?pageSize=1'], client: ['/api/orders', 'request a worker'] };

const WINDOW_MS = 10_000;
const CATALOGUE = ['', '?country=1', '?country=2&position=1', '?ageRange=26-30', '?sort=ageAsc&pageNumber=2', '?gender=female', '?pageNumber=3'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const p99 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

export async function run(ctx) {
  const target = await ctx.fresh('soak');
  const server = await ctx.start(target, { READ_CACHE_SECONDS: '10' }, { nodeOptions: ['--trace-gc'] });
  let liveHeapMb;
  server.child.stdout.on('data', (chunk) => {
    // "Mark-Compact 52.1 (60.0) -> 41.3 (61.2) MB": the heap before and after a full collection.
    for (const match of chunk.toString().matchAll(/Mark-Compact[^>]*-> ([\d.]+) \(/g)) liveHeapMb = Number(match[1]);
  });
  const admin = await adminToken(server.url);
  const workers = await availableWorkers(server.url);
  const ledger = createLedger();
  const regular = await registerClient(server.url, ledger, 'soak');
  // A warm-up the samples leave out (the first requests compile code and fill caches and buffers).
  const warmUpMs = ctx.quick ? 15_000 : 30_000;
  const endAt = Date.now() + warmUpMs + (ctx.quick ? 1 : 10) * 60_000;
  let latencies = [];
  const timed = async (response) => {
    latencies.push(response.ms);
    if (response.status === 0 || response.status >= 500) ledger.failures.push(`${response.status || response.error}`);
    return response;
  };
  const reads = [
    () => call(server.url, 'GET', `/api/labors${pick(CATALOGUE)}`),
    () => call(server.url, 'GET', `/api/labors/${pick(workers)}`),
    () => call(server.url, 'GET', '/api/orders', { token: regular.token }),
    () => call(server.url, 'GET', `/api/admin/orders?pageNumber=${1 + Math.floor(Math.random() * 3)}`, { token: admin }),
    () => call(server.url, 'POST', '/api/auth/login', { body: { userName: regular.userName, password: regular.password } }),
    () => call(server.url, 'GET', '/api/health'),
  ];
  const lane = async (index) => {
    while (Date.now() < endAt) {
      if (index === 0) await clientStory(server.url, ledger, admin, workers);
      else if (index === 1) await timed(await sendEnquiry(server.url, ledger));
      else await timed(await pick(reads)());
    }
  };
  const samples = [];
  const sampler = (async () => {
    await sleep(warmUpMs);
    latencies = [];
    while (Date.now() < endAt) {
      await sleep(WINDOW_MS);
      samples.push({ liveHeapMb, rssMb: server.rss(), p99Ms: Math.round(p99(latencies)), requests: latencies.length });
      latencies = [];
    }
  })();
  await Promise.all([...Array.from({ length: 8 }, (_, index) => lane(index)), sampler]);
  ctx.log(`samples (live heap/RSS/p99): ${samples.map((sample) => `${sample.liveHeapMb}/${sample.rssMb} MB/${sample.p99Ms} ms`).join(', ')}`);
  const third = Math.max(1, Math.floor(samples.length / 3));
  const [first, last] = [samples.slice(0, third), samples.slice(-third)];
  const problems = [];
  const rss = [mean(first.map((sample) => sample.rssMb)), mean(last.map((sample) => sample.rssMb))];
  const heap = [mean(first.map((sample) => sample.liveHeapMb ?? 0)), mean(last.map((sample) => sample.liveHeapMb ?? 0))];
  const latency = [mean(first.map((sample) => sample.p99Ms)), mean(last.map((sample) => sample.p99Ms))];
  // One quick minute is too short to tell a trend from warm-up noise: it is allowed more.
  const [heapShare, heapSlackMb] = ctx.quick ? [1.25, 16] : [1.1, 8];
  if (!first.every((sample) => sample.liveHeapMb)) problems.push('no full garbage collection seen in the first third (--trace-gc)');
  if (heap[1] > heap[0] * heapShare + heapSlackMb)
    problems.push(`live heap trends up: ${Math.round(heap[0])} MB in the first third, ${Math.round(heap[1])} MB in the last`);
  if (rss[1] > rss[0] * 1.25 + 32) problems.push(`RSS trends up: ${Math.round(rss[0])} MB in the first third, ${Math.round(rss[1])} MB in the last`);
  if (latency[1] > latency[0] * 2 + 20)
    problems.push(`p99 trends up: ${Math.round(latency[0])} ms in the first third, ${Math.round(latency[1])} ms in the last`);
  if (ledger.failures.length > 0) problems.push(`${ledger.failures.length} errors (${ledger.failureSummary()})`);
  const stopped = await stopServer(server);
  if (stopped.code !== 0) problems.push(`exited ${stopped.code ?? stopped.signal} on SIGTERM`);
  const back = await readBack(target, ledger.acked);
  const result = verdict({ acked: ledger.acked, back, problems, errors: ledger.failures.length });
  if (result.pass)
    result.reason = `ok (live heap ${Math.round(heap[0])} -> ${Math.round(heap[1])} MB, RSS ${Math.round(rss[0])} -> ${Math.round(rss[1])} MB, p99 ${Math.round(latency[0])} -> ${Math.round(latency[1])} ms, ${samples.reduce((sum, sample) => sum + sample.requests, 0)} timed requests)`;
  return { ...result, samples };
}
