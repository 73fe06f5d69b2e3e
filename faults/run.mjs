// `npm run faults`: each scenario of faults/scenarios against the built server as its own process, on
// PGlite and on a throwaway PostgreSQL cluster. Prints a table, writes faults/results.json and the
// "Fault suite" results of docs/reliability.md; exits non-zero when a scenario fails.
// Options: --only N[,M]  --db pglite|postgres|both (default both)  --quick (shorter soak, smaller bursts).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from './lib/postgres.mjs';
import { portRange, ROOT, startServer, stopServer } from './lib/server.mjs';
import { writeReport } from './lib/report.mjs';

const option = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const quick = process.argv.includes('--quick');
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
    scenarios.push({ number, file, ...(await import(path.join(folder, file))) });
  }
  return scenarios;
}

/** The demo data every scenario starts from, made once per database by a seeding start. */
async function makeTemplate(db, cluster) {
  const dataDir = path.join(DATA, `template-${db}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'true' };
  if (cluster) env.DATABASE_URL = await cluster.createDatabase('faults_template');
  const server = await startServer({ env, port: await nextPort() });
  await stopServer(server);
  return dataDir;
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

async function runOne(scenario, db, cluster, template) {
  const ctx = contextFor(db, cluster, template, scenario);
  const started = Date.now();
  const limitMs = (quick ? 5 : 15) * 60_000;
  const mark = undo.length;
  let row;
  try {
    let timer;
    const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${limitMs / 60_000} min`)), limitMs)));
    row = await Promise.race([scenario.run(ctx), timeout]).finally(() => clearTimeout(timer));
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
    scenario: `${String(scenario.number).padStart(2, '0')} ${scenario.title}`,
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
      log(`PostgreSQL 15 cluster of the suite's own on port ${cluster.port}`);
    }
    const template = await makeTemplate(db, cluster);
    log(`${db}: demo data made`);
    for (const scenario of mine) {
      log(`${db}: ${scenario.number} ${scenario.title}`);
      const row = await runOne(scenario, db, cluster, template);
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
    options: { quick, only, databases },
    rows,
  };
  fs.writeFileSync(path.join(ROOT, 'faults/results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeReport(results);
  log('written faults/results.json and docs/reliability.md');
  process.exitCode = rows.every((row) => row.pass) ? 0 : 1;
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(undoAll);
