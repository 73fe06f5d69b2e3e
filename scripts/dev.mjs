// `npm run dev`: the server (restarted by tsx on every change, readable logs) and Vite (hot reload,
// proxying to the server what the server answers) together, their lines prefixed. Ctrl-C stops both;
// when one of them ends, the other is stopped too. Ports: PORT (server, 3000), WEB_PORT (Vite, 5173).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = (...parts) => path.join(root, ...parts);
// Like `npm start`: .env is read, and what the shell sets wins over it.
if (fs.existsSync(at('.env'))) process.loadEnvFile(at('.env'));

const PORT = process.env.PORT || '3000';
const WEB_PORT = process.env.WEB_PORT || '5173';
const packageDir = (name, from) => path.dirname(createRequire(at(from, 'package.json')).resolve(`${name}/package.json`));
const colours = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};

const children = [
  {
    name: 'server',
    colour: 36,
    cwd: at('apps', 'server'),
    args: [path.join(packageDir('tsx', 'apps/server'), 'dist', 'cli.mjs'), 'watch', 'src/main.ts'],
    env: { NODE_ENV: 'development', PORT },
  },
  {
    name: 'web',
    colour: 35,
    cwd: at('apps', 'web'),
    args: [path.join(packageDir('vite', 'apps/web'), 'bin', 'vite.js'), '--port', WEB_PORT, '--strictPort', '--clearScreen', 'false'],
    // vite.config.ts proxies to the server at PORT.
    env: { PORT },
  },
];

const width = Math.max(...children.map((child) => child.name.length));
const prefixOf = (child) => {
  const label = `${child.name.padEnd(width)} |`;
  return process.stdout.isTTY ? `\x1b[${child.colour}m${label}\x1b[0m ` : `${label} `;
};

console.log(`dev: web app with hot reload on http://localhost:${WEB_PORT} (API, media and docs proxied to the server on port ${PORT}); Ctrl-C stops both.`);

let stopping = false;
let exitCode = 0;

for (const child of children) {
  // Each in a process group of its own: a Ctrl-C reaches them once, from here (tsx kills a server
  // that gets a second signal while it is still closing its database).
  child.process = spawn(process.execPath, child.args, {
    cwd: child.cwd,
    env: { ...process.env, ...colours, ...child.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = prefixOf(child);
  for (const [from, to] of [
    [child.process.stdout, process.stdout],
    [child.process.stderr, process.stderr],
  ]) {
    createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`${prefix}${line}\n`));
  }
  // 'close': after its last line is written out.
  child.process.on('close', (code, signal) => {
    child.exited = true;
    if (!stopping) {
      console.log(`${prefix}stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
      exitCode = code || 1;
      stopAll('SIGTERM');
    }
    if (children.every((other) => other.exited)) process.exit(exitCode);
  });
}

function stopAll(signal) {
  stopping = true;
  for (const child of children) if (!child.exited) child.process.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
