// `npm run bench`: realistic volume, the built server under load, the web app's weight and Lighthouse
// scores, compared with the budgets of DESIGN.md section 9. Prints a table, writes bench/results.json.
// Options: --scale N (workers, default 10000), --duration S (seconds per API scenario, default 10),
// --skip-web (API only), --phase warm|cold (one of the two server runs), --only REGEX (the rows
// whose name matches, with the ceiling), --port N (default 3210). BENCH_DATABASE_URL benches
// PostgreSQL instead of PGlite. --smoke (.ci/run): small data (300 workers, 500 clients, 2,000
// orders), 2 s a row, no web measures; fails when any row has an error or a non-2xx answer (the
// budgets are not judged: a smoke run proves every row still measures what it claims).
import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_ADMIN_TOTP_SECRET, coldScenarios, measure, tokenOf, warmScenarios } from './http.mjs';
import { cpuMsOf, startServer, stopServer, withPeakRss } from './server.mjs';
import { measureBundles, measureLighthouse } from './web.mjs';

const option = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const smoke = process.argv.includes('--smoke');
const SMOKE = { workers: 300, clients: 500, orders: 2000 };
const scale = Number(option('--scale', smoke ? SMOKE.workers : 10_000));
const duration = Number(option('--duration', smoke ? 2 : 10));
const phases = option('--phase', 'warm,cold').split(',');
const only = process.argv.includes('--only') ? new RegExp(option('--only'), 'i') : undefined;
const skipWeb = smoke || process.argv.includes('--skip-web') || !phases.includes('warm') || Boolean(only);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const PORT = Number(option('--port', 3210));
const BASE_URL = `http://127.0.0.1:${PORT}`;
const ADMIN = { userName: 'bench-admin', password: 'bench-admin-password-1' };
const CLIENT = { userName: 'bench-client-42@example.com', password: 'bench-client-password-1' };
/** The cold rows' clients: sixteen of the 50,000 (of the smoke run's 500), each with her few orders. */
const CLIENTS = Array.from({ length: 16 }, (_, n) => ({ userName: `bench-client-${1 + n * (smoke ? 31 : 3109)}@example.com`, password: CLIENT.password }));

const dataDir = path.resolve('bench/.data', smoke ? 'pglite-smoke' : `pglite-${scale}`);
const serverEnv = {
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  SEED_DEMO: 'false',
  ADMIN_USERNAME: ADMIN.userName,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '100000000',
  AUTH_RATE_LIMIT_MAX: '100000000',
  BENCH_CEILING: '1',
};
/** The cold rows' server: every read goes to the database. */
const coldEnv = { ...serverEnv, READ_CACHE_SECONDS: '0' };

function log(message) {
  console.log(`[bench] ${message}`);
}

function ensureBuilt() {
  if (fs.existsSync('apps/server/dist/bench-generate.js') && fs.existsSync('apps/web/dist/index.html')) return;
  log('building');
  execSync('npm run build', { stdio: 'inherit' });
}

function generate() {
  const started = performance.now();
  execFileSync(process.execPath, ['apps/server/dist/bench-generate.js', '--scale', String(scale)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...serverEnv,
      BENCH_DATA_DIR: path.join(dataDir, 'db'),
      BENCH_CLIENT_PASSWORD: CLIENT.password,
      BENCH_ADMIN_TOTP_SECRET,
      ...(smoke ? { BENCH_CLIENTS: String(SMOKE.clients), BENCH_ORDERS: String(SMOKE.orders) } : {}),
    },
  });
  return Math.round(performance.now() - started);
}

const adminToken = () => tokenOf(BASE_URL, ADMIN.userName, ADMIN.password);

async function firstWorkerId() {
  return (await (await fetch(`${BASE_URL}/api/labors?pageSize=1`)).json()).data.items[0].id;
}

const ORDERS_P99_MS = 100;
const CV_P99_MS = 300;
const COLD_P99_MS = databaseUrl ? 50 : 100;

/**
 * Each row's budget (DESIGN.md section 9), if it has one: what it is, the row's figure it judges
 * (`figure`: p99 ms, CPU ms a request or a ratio) and whether the row meets it.
 */
function rowBudget(row, rows) {
  if (row.name === 'catalogue (8 typical filters)') {
    const health = rows.find((other) => other.name === '/api/health');
    const share = Math.round((row.requestsPerSecond / health.requestsPerSecond) * 100) / 100;
    return { budget: `p99 <= 50 ms, >= 25% of /api/health (${share})`, figure: row.p99Ms, pass: row.p99Ms <= 50 && share >= 0.25 };
  }
  const p99Limit = { catalogue: COLD_P99_MS, orders: ORDERS_P99_MS, cv: CV_P99_MS }[row.budget];
  if (p99Limit) return { budget: `p99 <= ${p99Limit} ms`, figure: row.p99Ms, pass: row.p99Ms <= p99Limit };
  const api = row.apiOf && rows.find((other) => other.name === row.apiOf);
  if (api) {
    // A page's cost against its API call's: the server CPU one request takes (latencies on a shared
    // machine move with the other processes; CPU time does not), and the throughput ratio beside it.
    const times = Math.round((row.cpuMsPerRequest / api.cpuMsPerRequest) * 10) / 10;
    const byThroughput = Math.round((api.requestsPerSecond / row.requestsPerSecond) * 10) / 10;
    const against = `CPU ${times}x, req/s ${byThroughput}x its API call`;
    if (row.renderCpuMs)
      return { budget: `<= ${row.renderCpuMs} ms CPU a render (${against})`, figure: row.cpuMsPerRequest, pass: row.cpuMsPerRequest <= row.renderCpuMs };
    return { budget: `<= 3x its API call (${against})`, figure: times, pass: times <= 3 };
  }
  return null;
}

function withBudgets(rows) {
  return rows.map((row) => {
    const { budget: _kind, apiOf: _api, renderCpuMs: _render, ...shown } = row;
    const checked = rowBudget(row, rows);
    return { ...shown, budget: checked?.budget ?? '', figure: checked?.figure ?? '', result: checked ? (checked.pass ? 'PASS' : 'FAIL') : '' };
  });
}

function budgets(results) {
  const checks = [];
  for (const row of [...(results.warm ?? []), ...(results.cold ?? [])])
    if (row.result) checks.push([`${row.name}: ${row.budget}`, row.figure, row.result === 'PASS']);
  checks.push(['start on existing data <= 2000 ms', results.startMs, results.startMs <= 2000]);
  checks.push(['RSS under load <= 450 MB (PGlite)', results.peakRssMb, databaseUrl ? true : results.peakRssMb <= 450]);
  if (results.bundles) {
    checks.push(['home initial JS <= 150 kB gz', results.bundles.home.initialJsKb, results.bundles.home.initialJsKb <= 150]);
    checks.push(['home initial CSS <= 40 kB gz', results.bundles.home.initialCssKb, results.bundles.home.initialCssKb <= 40]);
    // Back-office chunks are named after their pages and forms (lists, editors, the dashboard, admin forms).
    const adminChunks = results.bundles.home.chunks.filter((chunk) =>
      /Admin|ListPage|Editor|RichTextField|Labor(Form|sView)|PackageForm|ReferenceForm|Dashboard/.test(chunk),
    );
    checks.push(['no back-office code on home', adminChunks.join(' ') || 'none', adminChunks.length === 0]);
  }
  for (const page of results.lighthouse ?? []) {
    // Issue 35: on a phone over slow 4G (Lighthouse's mobile preset), the page shows within 1.2 s and whole within 2 s.
    if (!page.name.startsWith('contact')) {
      checks.push([`Lighthouse ${page.name}: FCP <= 1200 ms`, page.fcpMs, page.fcpMs <= 1200]);
      checks.push([`Lighthouse ${page.name}: LCP <= 2000 ms`, page.lcpMs, page.lcpMs <= 2000]);
    }
    checks.push([`Lighthouse ${page.name}: perf >= 98`, page.performance, page.performance >= 98]);
    checks.push([
      `Lighthouse ${page.name}: a11y, best practices, SEO = 100`,
      `${page.accessibility}/${page.bestPractices}/${page.seo}`,
      page.accessibility === 100 && page.bestPractices === 100 && page.seo === 100,
    ]);
  }
  return checks.map(([budget, value, pass]) => ({ budget, value, pass }));
}

/** The server as it runs (read cache on): the budgets of today's traffic, the web app's weight and Lighthouse. */
async function warmPhase(results) {
  // The timed start is a restart: the data directory has been served before, as in production.
  await stopServer((await startServer(serverEnv, PORT)).child);
  const { child, startMs } = await startServer(serverEnv, PORT);
  results.startMs = startMs;
  try {
    log(`server answered ${startMs} ms after start; warm rows (read cache on): ${duration} s each at 32 connections`);
    const scenarios = await warmScenarios(BASE_URL, { client: CLIENT });
    const measured = await withPeakRss(child.pid, () => measure(BASE_URL, scenarios, { duration, only, cpuMs: () => cpuMsOf(child.pid) }));
    results.warm = withBudgets(measured.result);
    results.peakRssMb = Math.max(results.peakRssMb, measured.peakRssMb);
    if (!skipWeb) await measureWeb(results);
  } finally {
    await stopServer(child);
  }
}

/** READ_CACHE_SECONDS=0 and a different question on nearly every request: the paths the cache hides. */
async function coldPhase(results) {
  const { child, startMs } = await startServer(coldEnv, PORT);
  results.startMs ??= startMs;
  try {
    log(`cold rows (read cache off, distinct questions): ${duration} s each`);
    const scenarios = await coldScenarios(BASE_URL, { admin: ADMIN, clients: CLIENTS });
    const measured = await withPeakRss(child.pid, () => measure(BASE_URL, scenarios, { duration, only, cpuMs: () => cpuMsOf(child.pid) }));
    results.cold = withBudgets(measured.result);
    results.peakRssMb = Math.max(results.peakRssMb, measured.peakRssMb);
  } finally {
    await stopServer(child);
  }
}

async function measureWeb(results) {
  log('web: bundles and Lighthouse (mobile)');
  results.bundles = await measureBundles(BASE_URL, await adminToken());
  const worker = `/LaborDetails/${await firstWorkerId()}`;
  const pages = { home: '/', catalogue: '/Workers', worker, contact: '/ContactUs' };
  results.lighthouse = await measureLighthouse(
    Object.entries(pages).flatMap(([name, page]) => ['en', 'ar'].map((lang) => [`${name} ${lang}`, `${BASE_URL}${page}?lang=${lang}`])),
  );
}

const benchStarted = Date.now();

async function main() {
  ensureBuilt();
  fs.mkdirSync(dataDir, { recursive: true });
  log(
    `data: ${scale} workers, ${smoke ? SMOKE.clients : 50000} clients, ${smoke ? SMOKE.orders : 200000} orders on ${databaseUrl ? 'PostgreSQL' : `PGlite (${dataDir})`}`,
  );
  const generateMs = generate();
  const results = {
    commit: execSync('git rev-parse --short HEAD').toString().trim(),
    date: new Date().toISOString(),
    machine: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    database: databaseUrl ? 'postgres' : 'pglite',
    scale,
    generateMs,
  };
  results.peakRssMb = 0;
  if (phases.includes('warm')) await warmPhase(results);
  if (phases.includes('cold')) await coldPhase(results);
  results.budgets = budgets(results);
  if (results.warm) console.table(results.warm);
  if (results.cold) console.table(results.cold);
  if (results.bundles)
    console.table({
      home: { ...results.bundles.home, chunks: results.bundles.home.chunks.length },
      backOffice: { ...results.bundles.backOffice, chunks: results.bundles.backOffice.chunks.length },
    });
  if (results.lighthouse) console.table(results.lighthouse);
  if (smoke) {
    // Every row must have measured answers the route gives a user: any error or non-2xx fails the run.
    const rows = [...(results.warm ?? []), ...(results.cold ?? [])];
    const broken = rows.filter((row) => row.errors > 0 || row.requestsPerSecond === 0);
    log(`smoke: ${rows.length} rows in ${Math.round((Date.now() - benchStarted) / 1000)} s, ${broken.length} with errors or non-2xx answers`);
    for (const row of broken) log(`  FAIL ${row.name}: ${row.errors} errors/non-2xx, ${row.requestsPerSecond} req/s`);
    if (broken.length > 0 || rows.length === 0) process.exitCode = 1;
    return;
  }
  console.table(results.budgets.map(({ budget, value, pass }) => ({ budget, value, result: pass ? 'pass' : 'FAIL' })));
  log(`start ${results.startMs} ms, peak RSS ${results.peakRssMb} MB, data generated in ${generateMs} ms`);
  fs.writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  log('written bench/results.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
