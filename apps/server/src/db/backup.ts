import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TConfig } from '../config.js';
import { isProcessAlive, lockDataDir, lockHolder } from './data-dir-lock.js';
import { snapshotFileOf, startPglite } from './pglite.js';

/** What `npm run backup` and `npm run restore` need of the server's configuration. */
export type TBackupConfig = Pick<TConfig, 'DATA_DIR' | 'DATABASE_URL' | 'dbDir' | 'uploadDir'> & Partial<Pick<TConfig, 'documentsDir'>>;

type TManifest = { format: 1; driver: 'pglite' | 'postgres'; createdAt: string };

const PGLITE_FILE = 'database.pglite.tar';
const PGDUMP_FILE = 'database.pgdump';
const SNAPSHOT_TIMEOUT_MS = 120_000;

export class BackupError extends Error {}

/**
 * One archive with a consistent copy of the database (a PGlite snapshot or a pg_dump) and the
 * uploads and private documents, taken while the server runs and writes. The database is copied first, so every file
 * it names is in the archive. Returns the archive's path.
 */
export async function backup(config: TBackupConfig, out?: string): Promise<string> {
  const archive = path.resolve(out ?? defaultArchivePath(config.DATA_DIR));
  fs.mkdirSync(path.dirname(archive), { recursive: true });
  // Staged next to the archive: on the same disk, and not in a small /tmp.
  const staging = fs.mkdtempSync(path.join(path.dirname(archive), '.backup-'));
  try {
    const driver = config.DATABASE_URL ? 'postgres' : 'pglite';
    if (config.DATABASE_URL) dumpPostgres(config.DATABASE_URL, path.join(staging, PGDUMP_FILE));
    else await snapshotPglite(config.dbDir, path.join(staging, PGLITE_FILE));
    const manifest: TManifest = { format: 1, driver, createdAt: new Date().toISOString() };
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    writeArchive(staging, folders(config), `${archive}.partial`);
    fs.renameSync(`${archive}.partial`, archive);
    return archive;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Restores an archive into the configured database and uploads folder. */
export async function restore(config: TBackupConfig, archive: string, { force = false } = {}): Promise<TManifest> {
  if (!fs.existsSync(archive)) throw new BackupError(`No such backup: ${archive}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-'));
  try {
    execFileSync('tar', ['-xzf', path.resolve(archive), '-C', staging]);
    const manifest = JSON.parse(fs.readFileSync(path.join(staging, 'manifest.json'), 'utf8')) as TManifest;
    const target = config.DATABASE_URL ? 'postgres' : 'pglite';
    if (manifest.driver !== target) {
      throw new BackupError(
        `This backup is of ${driverName(manifest.driver)}; the configuration names ${driverName(target)}. Restore it with DATABASE_URL ${manifest.driver === 'pglite' ? 'unset' : 'set'}.`,
      );
    }
    if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, path.join(staging, PGDUMP_FILE), force);
    else await restorePglite(config.dbDir, path.join(staging, PGLITE_FILE), force, config.uploadDir);
    for (const [name, folder] of Object.entries(folders(config))) restoreFolder(path.join(staging, name), folder, force);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

const driverName = (driver: TManifest['driver']) => (driver === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL');

function defaultArchivePath(dataDir: string) {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(dataDir, 'backups', `backup-${stamp}.tar.gz`);
}

/**
 * A copy of the files of a running PGlite is not consistent, so a running server is asked for a
 * snapshot (SIGUSR2: it checkpoints and dumps its folder between two queries). With no server, the
 * folder is opened here, under the same lock a server would take.
 */
async function snapshotPglite(dbDir: string, file: string) {
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) throw new BackupError(`There is no database in ${dbDir} to back up.`);
  const owner = await lockHolder(dbDir);
  if (owner !== null) return askServerForSnapshot(owner, dbDir, file);
  const database = await startPglite({ dataDir: dbDir });
  try {
    await database.client.exec('CHECKPOINT');
    fs.writeFileSync(file, Buffer.from(await (await database.client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await database.close();
  }
}

async function askServerForSnapshot(pid: number, dbDir: string, file: string) {
  if (!isNodeProcess(pid)) throw new BackupError(`The lock on ${dbDir} names pid ${pid}, which is not this server; is another program using it?`);
  const snapshot = snapshotFileOf(dbDir);
  fs.rmSync(snapshot, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + SNAPSHOT_TIMEOUT_MS;
  while (!fs.existsSync(snapshot)) {
    if (Date.now() > deadline) throw new BackupError(`The server (pid ${pid}) wrote no snapshot within ${SNAPSHOT_TIMEOUT_MS / 1000} s; see its log.`);
    if (!isProcessAlive(pid)) throw new BackupError(`The server (pid ${pid}) stopped while taking the snapshot.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fs.copyFileSync(snapshot, file);
  fs.rmSync(snapshot);
}

/** SIGUSR2 stops a process that does not expect it: send it only to a Node.js process (the server). */
function isNodeProcess(pid: number): boolean {
  try {
    return /node/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    // No /proc (not Linux): trust the lock.
    return true;
  }
}

async function restorePglite(dbDir: string, file: string, force: boolean, uploadDir: string) {
  fs.mkdirSync(dbDir, { recursive: true });
  const release = await lockDataDir(dbDir);
  try {
    if (!force && (fs.readdirSync(dbDir).length > 0 || hasFiles(uploadDir))) {
      throw new BackupError(`${dbDir} or ${uploadDir} is not empty: restoring would replace what is there. Add --force to replace it.`);
    }
    fs.rmSync(dbDir, { recursive: true, force: true });
    const client = new PGlite({ dataDir: dbDir, loadDataDir: new Blob([fs.readFileSync(file)]), extensions: { pg_trgm } });
    await client.waitReady;
    await client.exec('CHECKPOINT');
    await client.close();
    execFileSync('sync');
  } finally {
    release();
  }
}

/** The folders an archive holds besides the database, by the name each has in it. */
const folders = (config: TBackupConfig): Record<string, string> => ({
  uploads: config.uploadDir,
  ...(config.documentsDir ? { documents: config.documentsDir } : {}),
});

function restoreFolder(from: string, folder: string, force: boolean) {
  if (force) fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  if (fs.existsSync(from)) fs.cpSync(from, folder, { recursive: true });
}

const hasFiles = (folder: string) => fs.existsSync(folder) && fs.readdirSync(folder).length > 0;

function dumpPostgres(url: string, file: string) {
  run(postgresTool('pg_dump'), ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`]);
}

async function restorePostgres(url: string, file: string, force: boolean) {
  if (!force && (await postgresHasTables(url))) {
    throw new BackupError('The target database already has tables: restoring would replace them. Add --force to replace them.');
  }
  const clean = force ? ['--clean', '--if-exists'] : [];
  run(postgresTool('pg_restore'), ['--no-owner', '--no-privileges', '--exit-on-error', ...clean, `--dbname=${url}`, file]);
}

async function postgresHasTables(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      "SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    return rows[0]!.tables > 0;
  } finally {
    await client.end();
  }
}

/** pg_dump and pg_restore from the PATH, else from Debian's PostgreSQL folders (newest first). */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).map((folder) => path.join(folder, name));
  const debian = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin/${name}`)
    : [];
  const found = [...onPath, ...debian].find((candidate) => fs.existsSync(candidate));
  if (!found) throw new BackupError(`${name} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`);
  return found;
}

function run(command: string, args: string[]) {
  try {
    execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new BackupError(`${path.basename(command)} failed: ${stderr || (error as Error).message}`);
  }
}

/** The staged database and manifest, and each folder stored under its name (`uploads/`, `documents/`). */
function writeArchive(staging: string, named: Record<string, string>, archive: string) {
  // One tar run per folder would lose the archive's atomic rename; each folder is renamed inside it instead.
  const present = Object.entries(named).filter(([, folder]) => fs.existsSync(folder));
  const basenames = new Set(present.map(([, folder]) => path.basename(folder)));
  if (basenames.size < present.length) throw new BackupError('UPLOAD_DIR and DOCUMENTS_DIR must have different folder names to be backed up together.');
  const transforms = present.map(([name, folder]) => `--transform=s,^${escapeSed(path.basename(folder))}\\(/\\|$\\),${name}\\1,`);
  const members = present.flatMap(([, folder]) => ['-C', path.dirname(folder), path.basename(folder)]);
  try {
    execFileSync('tar', ['-czf', archive, ...transforms, '-C', staging, ...fs.readdirSync(staging), ...members], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    // 1: a file changed while it was read (an upload being written); the archive is still whole.
    if ((error as { status?: number }).status !== 1) throw new BackupError(`tar failed: ${(error as { stderr?: Buffer }).stderr?.toString().trim()}`);
  }
}

const escapeSed = (text: string) => text.replace(/[\\,.*[\]^$]/g, '\\$&');
