import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

/** Tests that restart PostgreSQL need the server's binaries and root (they run it as the postgres user). */
export const canRunThrowawayPostgres = () => process.getuid?.() === 0 && fs.existsSync(path.join(BIN, 'initdb'));

/**
 * A PostgreSQL cluster of the test's own on `port`, never the machine's server: the test may stop
 * and restart it at will. initdb refuses root, so everything runs as the postgres user.
 */
export function startThrowawayPostgres(port: number) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'throwaway-pg-'));
  fs.chownSync(folder, uid('postgres'), uid('postgres', 'g'));
  const dataDir = path.join(folder, 'data');
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args], { stdio: 'pipe' });
  const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', dataDir, '-w', '-l', path.join(folder, 'log'), ...args]);
  asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const start = () => pgCtl('-o', `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start');
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => pgCtl('-m', 'fast', 'stop'),
    restart: () => pgCtl('-m', 'fast', 'restart'),
    destroy() {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

function uid(user: string, kind: 'u' | 'g' = 'u'): number {
  return Number(execFileSync('id', [`-${kind}`, user], { encoding: 'utf8' }).trim());
}
