// A throwaway PostgreSQL cluster of the suite's own (never the machine's server): initdb and pg_ctl
// as the postgres OS user, in a temporary folder that is removed at the end.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The newest PostgreSQL installed (Debian keeps each major version in /usr/lib/postgresql/N), or POSTGRES_BIN. */
function findBin() {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL server binaries in ${root}/*/bin (install postgresql, or set POSTGRES_BIN)`);
  return path.join(root, versions[0], 'bin');
}
let BIN;

const asPostgres = (command, args, options = {}) =>
  execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args], { stdio: ['ignore', 'pipe', 'pipe'], ...options }).toString();

export async function startCluster(port) {
  BIN ??= findBin();
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-pg-'));
  execFileSync('chown', ['postgres:postgres', home]);
  const data = path.join(home, 'data');
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${home} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const pgCtl = (...args) => asPostgres('pg_ctl', ['-D', data, '-l', path.join(home, 'log'), '-o', options, '-w', '-t', '60', ...args]);
  pgCtl('start');
  const url = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const cluster = {
    port,
    version: path.basename(path.dirname(BIN)),
    url,
    /** Runs statements on `database` and answers the rows of the last one. */
    async sql(database, text, params) {
      const client = new pg.Client({ connectionString: url(database) });
      await client.connect();
      try {
        return (await client.query(text, params)).rows;
      } finally {
        await client.end();
      }
    },
    async createDatabase(name, template) {
      await cluster.sql('postgres', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cluster.sql('postgres', `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
      return url(name);
    },
    stop: () => pgCtl('stop', '-m', 'fast'),
    /** A crash of PostgreSQL itself (immediate shutdown: no checkpoint, recovery at the next start). */
    crash: () => pgCtl('stop', '-m', 'immediate'),
    start: () => pgCtl('start'),
    restart: () => pgCtl('restart', '-m', 'fast'),
    remove() {
      try {
        pgCtl('stop', '-m', 'immediate');
      } catch {
        // already stopped
      }
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
  return cluster;
}
