// `npm run faults`: each scenario of faults/scenarios against the built server as its own process, on
// PGlite and on a throwaway PostgreSQL cluster. Prints a table, writes faults/results.json and the
// "Fault suite" results of docs/reliability.md; exits non-zero when a scenario fails.
// Options: --only N[,M]  --db pglite|postgres|both (default both)  --quick (shorter soak, smaller bursts)
// --ci (.ci/run: --quick, and only the scenarios marked `ci`, in a few minutes).
// Before the scenarios, each account they act as (the manager, a client, a sales account) is checked
// to reach what they need (`needs`); a scenario whose accounts cannot, or that met 401/403s it did
// not expect or reached no handler at all, fails (lib/tally.mjs).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminToken, call, firstSignIn, registerClient, createLedger, salesAccount, setAdminState, availableWorkers } from './lib/api.mjs';
import { startCluster } from './lib/postgres.mjs';
import { killStrayServers, portRange, ROOT, startServer, stopServer } from './lib/server.mjs';
import { writeReport } from './lib/report.mjs';
import { resetTally, tallyProblems } from './lib/tally.mjs';

const option = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const ci = process.argv.includes('--ci');
const quick = ci || process.argv.includes('--quick');
const only = option('--only', '').split(',').filter(Boolean).map(Number);
const databases = { both: ['pglite', 'postgres'], pglite: ['pglite'], postgres: ['postgres'] }[option('--db', 'both')];
if (!databases) throw new Error('--db is pglite, postgres or both');

const DATA = path.join(ROOT, 'faults/.data');
const nextPort = portRange(3550, 3599);
const nextPgPort = portRange(55432, 55440);
const log = (message) => console.log(`[faults] ${message}`);

/** What must be undone even when a scenario throws or the run is interrupted. */
const undo = [];
async function undoAll() {
  while (undo.length > 0) {
    try {
      await undo.pop()();
    } catch (error) {
      log(`cleanup: ${error.message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void undoAll().finally(() => process.exit(130)));

function ensureBuilt() {
  if (fs.existsSync(path.join(ROOT, 'apps/server/dist/main.js')) && fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) return;
  log('building');
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
}

async function loadScenarios() {
  const folder = path.join(ROOT, 'faults/scenarios');
  const files = fs
    .readdirSync(folder)
    .filter((file) => /^\d\d-.+\.mjs$/.test(file))
    .sort();
  const scenarios = [];
  for (const file of files) {
    const number = Number(file.slice(0, 2));
    if (only.length > 0 && !only.includes(number)) continue;
    const scenario = { number, file, ...(await import(path.join(folder, file))) };
    if (ci && only.length === 0 && !scenario.ci) continue;
    scenarios.push(scenario);
  }
  return scenarios;
}

/**
 * The demo data every scenario starts from, made once per database by a seeding start; its manager
 * past the first sign-in (own password, two-step sign-in), whose key and session every copy shares.
 */
async function makeTemplate(db, cluster, scenarios) {
  const dataDir = path.join(DATA, `template-${db}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'true' };
  if (cluster) env.DATABASE_URL = await cluster.createDatabase('faults_template');
  const server = await startServer({ env, port: await nextPort() });
  try {
    setAdminState(await firstSignIn(server.url));
    log(`${db}: demo data made, the manager past its first sign-in`);
    return { dataDir, blocked: await preflight(db, server, scenarios) };
  } finally {
    await stopServer(server);
  }
}

/**
 * What each account can do, checked once per database on the demo data's server before any
 * scenario runs (the client, order and sales account it adds stay in the demo data, as any
 * agency's data holds others): answers, per scenario, what its accounts could not reach.
 * `needs` of a scenario: { admin: [routes], client: [routes or 'request a worker'], sales: [routes] }.
 */
async function preflight(db, server, scenarios) {
  const wanted = scenarios.filter((scenario) => scenario.needs);
  const blocked = new Map();
  if (wanted.length === 0) return blocked;
  const failures = {};
  const sessions = {};
  const session = async (kind) => {
    if (kind in sessions) return sessions[kind];
    try {
      if (kind === 'admin') sessions[kind] = { token: await adminToken(server.url) };
      else if (kind === 'sales') sessions[kind] = await salesAccount(server.url);
      else sessions[kind] = (await registerClient(server.url, createLedger(), 'preflight')) ?? { error: 'could not register and confirm her e-mail' };
    } catch (error) {
      sessions[kind] = { error: error.message };
    }
    return sessions[kind];
  };
  const check = async (kind, route) => {
    const key = `${kind} ${route}`;
    if (key in failures) return failures[key];
    const account = await session(kind);
    if (account.error) return (failures[key] = `${kind}: ${account.error}`);
    if (route === 'request a worker') {
      const [worker] = await availableWorkers(server.url);
      const order = await call(server.url, 'POST', '/api/orders', { token: account.token, body: { laborId: worker, package: 'Main' } });
      return (failures[key] = order.status === 201 ? null : `${kind} cannot request a worker: ${order.status} ${order.text?.slice(0, 100)}`);
    }
    const response = await call(server.url, 'GET', route, { token: account.token, expectForbidden: true });
    return (failures[key] = response.status >= 200 && response.status < 300 ? null : `${kind} cannot reach GET ${route}: ${response.status || response.error}`);
  };
  for (const scenario of wanted) {
    const problems = [];
    for (const [kind, routes] of Object.entries(scenario.needs)) for (const route of routes) problems.push(await check(kind, route));
    const real = problems.filter(Boolean);
    if (real.length > 0) blocked.set(scenario.number, real);
  }
  log(`${db}: accounts checked (${Object.keys(failures).length} needs, ${Object.values(failures).filter(Boolean).length} unmet)`);
  return blocked;
}

let made = 0;
function contextFor(db, cluster, template, scenario) {
  const ctx = {
    db,
    quick,
    cluster,
    nextPort,
    log: (message) => log(`${String(scenario.number).padStart(2, '0')} ${db}: ${message}`),
    defer: (work) => undo.push(work),
    /** A data directory (and PostgreSQL database) of its own: the demo data, or empty with `empty`. */
    async fresh(label, { empty = false } = {}) {
      made += 1;
      const dataDir = path.join(DATA, `${db}-${scenario.number}-${label}-${made}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (empty) fs.mkdirSync(dataDir, { recursive: true });
      else fs.cpSync(template, dataDir, { recursive: true });
      const target = { dataDir, env: { DATA_DIR: dataDir } };
      if (cluster) {
        target.database = `s${scenario.number}_${label.replace(/\W/g, '_')}_${made}`;
        target.url = await cluster.createDatabase(target.database, empty ? undefined : 'faults_template');
        target.env.DATABASE_URL = target.url;
      }
      return target;
    },
    /** Starts the current build on `target`; the server is killed at the end of the scenario. */
    async start(target, env = {}, options = {}) {
      const server = await startServer({ env: { ...target.env, ...env }, port: options.port ?? (await nextPort()), ...options });
      undo.push(() => stopServer(server, 5000));
      return server;
    },
  };
  return ctx;
}

async function runOne(scenario, db, cluster, template, blocked) {
  const ctx = contextFor(db, cluster, template, scenario);
  const started = Date.now();
  const name = `${String(scenario.number).padStart(2, '0')} ${scenario.title}`;
  if (blocked) {
    return {
      database: db,
      scenario: name,
      acknowledged: null,
      found: null,
      errors: null,
      pass: false,
      reason: `not run, its accounts cannot act: ${blocked.join('; ')}`,
      seconds: 0,
    };
  }
  resetTally();
  const limitMs = (quick ? 5 : 15) * 60_000;
  const mark = undo.length;
  let row;
  try {
    let timer;
    const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${limitMs / 60_000} min`)), limitMs)));
    row = await Promise.race([scenario.run(ctx), timeout]).finally(() => clearTimeout(timer));
    // A pass on answers that never reached the code under test is no pass.
    const unreached = tallyProblems({ mustReach: scenario.mustReach !== false });
    if (unreached.length > 0) row = { ...row, pass: false, reason: [...(row.pass ? [] : [row.reason]), ...unreached].join('; ') };
  } catch (error) {
    row = { acknowledged: null, found: null, errors: null, pass: false, reason: `the scenario stopped: ${error.message}` };
  }
  // This scenario's own servers, children and mounts, newest first.
  while (undo.length > mark) {
    try {
      await undo.pop()();
    } catch (error) {
      log(`cleanup: ${error.message}`);
    }
  }
  return {
    database: db,
    scenario: name,
    ...row,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

/** The commit the run measures, marked when the server, the shared package or the suite had changes not committed. */
function commitOf() {
  const head = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
  const changed = execSync('git status --porcelain -- apps packages faults/run.mjs faults/lib faults/scenarios', { cwd: ROOT }).toString().trim();
  return changed ? `${head} with uncommitted changes` : head;
}

const runStarted = Date.now();

async function main() {
  const commit = commitOf();
  ensureBuilt();
  fs.mkdirSync(DATA, { recursive: true });
  const scenarios = await loadScenarios();
  const rows = [];
  for (const db of databases) {
    const mine = scenarios.filter((scenario) => (scenario.databases ?? ['pglite', 'postgres']).includes(db));
    if (mine.length === 0) continue;
    const mark = undo.length;
    let cluster;
    if (db === 'postgres') {
      cluster = await startCluster(await nextPgPort());
      undo.push(() => cluster.remove());
      log(`PostgreSQL ${cluster.version} cluster of the suite's own on port ${cluster.port}`);
    }
    const { dataDir: template, blocked } = await makeTemplate(db, cluster, mine);
    for (const scenario of mine) {
      log(`${db}: ${scenario.number} ${scenario.title}`);
      const row = await runOne(scenario, db, cluster, template, blocked.get(scenario.number));
      log(`${db}: ${scenario.number} ${row.pass ? 'PASS' : 'FAIL'} in ${row.seconds} s: ${row.reason}`);
      rows.push(row);
    }
    while (undo.length > mark) await undo.pop()();
  }
  fs.rmSync(DATA, { recursive: true, force: true });
  const table = rows.map((row) => ({
    database: row.database,
    scenario: row.scenario,
    acknowledged: row.acknowledged ?? '-',
    found: row.found ?? '-',
    errors: row.errors ?? '-',
    verdict: `${row.pass ? 'PASS' : 'FAIL'}: ${row.reason}`.slice(0, 160),
  }));
  console.table(table);
  const results = {
    commit,
    date: new Date().toISOString(),
    machine: `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`,
    options: { quick, ci, only, databases },
    seconds: Math.round((Date.now() - runStarted) / 1000),
    rows,
  };
  if (ci) {
    // The CI subset keeps the last full run's figures in the docs; its own go beside them, untracked.
    fs.writeFileSync(path.join(ROOT, 'faults/results-ci.json'), `${JSON.stringify(results, null, 2)}\n`);
    log(`written faults/results-ci.json (${results.seconds} s in all)`);
  } else {
    fs.writeFileSync(path.join(ROOT, 'faults/results.json'), `${JSON.stringify(results, null, 2)}\n`);
    writeReport(results);
    log(`written faults/results.json and docs/reliability.md (${results.seconds} s in all)`);
  }
  process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await undoAll();
    // Nothing of the suite's may outlive it: a server a scenario lost track of is killed, and the
    // run ends even if a socket or timer of a failed scenario is still open.
    const strays = killStrayServers();
    if (strays > 0) log(`killed ${strays} server processes left running`);
    process.exit(process.exitCode ?? 0);
  });
