// The server under test: the built app as its own process, with its log kept for the report.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_OPTIONS } from '../../scripts/server-node-options.mjs';
import { registerMailbox } from './mail.mjs';
import { forgetServer } from './sessions.mjs';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
/**
 * The suite's manager. The server creates it with `firstPassword` (ADMIN_PASSWORD), which its first
 * sign-in must replace; the runner does that once on the demo data every scenario copies, and sets
 * up its two-step sign-in (lib/api.mjs). Neither password holds a word of the user name, its e-mail
 * or the agency's name, which the password policy refuses.
 */
export const ADMIN = { userName: 'faults-admin', firstPassword: 'first-temporary-pass-1', password: 'orchid-lantern-5817' };
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment every scenario's server gets unless the scenario says otherwise. */
export const BASE_ENV = {
  SEED_DEMO: 'false',
  ADMIN_USERNAME: ADMIN.userName,
  ADMIN_PASSWORD: ADMIN.firstPassword,
  RATE_LIMIT_MAX: '100000000',
  AUTH_RATE_LIMIT_MAX: '100000000',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '1',
  NODE_ENV: 'production',
};

const isFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** Hands out free ports from the suite's own range, never the same one twice in a run. */
export function portRange(first, last) {
  let next = first;
  return async () => {
    for (; next <= last; next += 1) if (await isFree(next)) return next++;
    next = first;
    for (; next <= last; next += 1) if (await isFree(next)) return next++;
    throw new Error(`no free port in ${first}-${last}`);
  };
}

/** Resident memory of a process in MB, from /proc; null once it is gone. */
export function rssMb(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

export async function healthOf(url, timeoutMs = 2000) {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch (error) {
    return { status: 0, error: error.cause?.code ?? error.name };
  }
}

/** Every server process the suite started and that has not exited: killed at the end whatever happened. */
const children = new Set();
export function killStrayServers() {
  for (const child of children) child.kill('SIGKILL');
  return children.size;
}

/**
 * Starts `dist` (the current build unless a release's is given) with `env` on `port`. Resolves once
 * /api/health answers, or with the exit when `expectExit` (a start that should be refused).
 */
export async function startServer({ env, port, cwd = ROOT, timeoutMs = 120_000, expectExit = false, nodeOptions = [], mailbox, wrap = [] }) {
  // `wrap`: a command the server runs under (unshare, to be pid 1 of its own namespace as in a container).
  const command = [...wrap, process.execPath, ...SERVER_NODE_OPTIONS, ...nodeOptions, path.join(cwd, 'apps/server/dist/main.js')];
  const child = spawn(command[0], command.slice(1), {
    cwd,
    env: { ...process.env, ...SERVER_ENV, ...BASE_ENV, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const settings = { ...BASE_ENV, ...env };
  const url = `http://127.0.0.1:${port}`;
  forgetServer(url);
  registerMailbox(
    url,
    settings.SMTP_URL ? (mailbox ?? { codeFor: () => undefined }) : { folder: path.join(path.resolve(cwd, settings.DATA_DIR ?? 'data'), 'outbox') },
  );
  const lines = [];
  const keep = (chunk) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  const server = {
    child,
    port,
    url,
    exited,
    log: () => lines.join('\n'),
    rss: () => rssMb(child.pid),
    alive: () => child.exitCode === null && child.signalCode === null,
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.alive()) {
      if (expectExit) return server;
      throw new Error(`the server exited on start (${child.exitCode}): ${lines.slice(-5).join(' | ')}`);
    }
    if ((await healthOf(server.url, 1000)).status === 200) return server;
    await sleep(100);
  }
  if (expectExit) return server;
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms: ${lines.slice(-5).join(' | ')}`);
}

/** SIGTERM, then SIGKILL after `graceMs`; answers how it ended and how long it took. */
export async function stopServer(server, graceMs = 15_000) {
  if (!server.alive()) return { ...(await server.exited), ms: 0, killed: false };
  const started = Date.now();
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  const ended = await server.exited;
  clearTimeout(timer);
  return { ...ended, ms: ended.at - started, killed: ended.signal === 'SIGKILL' };
}

export async function killServer(server) {
  if (!server.alive()) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/**
 * Asks /api/health every `everyMs` until `stop()` is called: answers the probes' times (a probe
 * that got no answer within `timeoutMs` counts as that long) and how many failed.
 */
export function probeHealth(url, { everyMs = 250, timeoutMs = 5000 } = {}) {
  const times = [];
  let failed = 0;
  let going = true;
  const loop = (async () => {
    while (going) {
      const started = performance.now();
      const health = await healthOf(url, timeoutMs);
      times.push(performance.now() - started);
      if (health.status !== 200) failed += 1;
      await sleep(everyMs);
    }
  })();
  return {
    async stop() {
      going = false;
      await loop;
      const sorted = [...times].sort((a, b) => a - b);
      const at = (share) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
      return { count: times.length, failed, p50: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1) ?? 0) };
    },
  };
}
