// `npm start`: builds the web app and the server when their sources are newer than the build, then serves.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_OPTIONS } from './server-node-options.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const at = (...parts) => path.join(root, ...parts);

function newestChange(folder) {
  if (!fs.existsSync(folder)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIfStale(workspace, output, sources) {
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  if (sources.every((source) => newestChange(source) < builtAt)) return;
  console.log(`Building ${workspace}…`);
  execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
}

const shared = at('packages', 'shared', 'src');
buildIfStale('apps/web', at('apps', 'web', 'dist', 'index.html'), [at('apps', 'web', 'src'), at('apps', 'web', 'public'), shared]);
buildIfStale('apps/server', at('apps', 'server', 'dist', 'main.js'), [at('apps', 'server', 'src'), shared]);

const envFile = at('.env');
const nodeOptions = ['--enable-source-maps', ...SERVER_NODE_OPTIONS, ...(fs.existsSync(envFile) ? [`--env-file=${envFile}`] : [])];
const server = spawn(process.execPath, [...nodeOptions, at('apps', 'server', 'dist', 'main.js')], { stdio: 'inherit', env: { ...process.env, ...SERVER_ENV } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
