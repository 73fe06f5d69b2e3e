// A small disk for a scenario's DATA_DIR (a tmpfs, which needs root) and a file that fills it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const MIB = 1024 * 1024;
const duMb = (folder) => Math.ceil(Number(execFileSync('du', ['-sm', folder]).toString().split('\t')[0]));

/**
 * Moves `fresh` (a copy from ctx.fresh) onto a tmpfs of its size plus `freeMb`, unmounted at the end
 * of the scenario; answers the target to start servers on.
 */
export function onSmallDisk(ctx, fresh, freeMb) {
  const mount = `${fresh.dataDir}-tmpfs`;
  fs.mkdirSync(mount, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${duMb(fresh.dataDir) + freeMb}m`, 'tmpfs', mount]);
  ctx.defer(() => execFileSync('umount', ['-l', mount]));
  fs.cpSync(fresh.dataDir, mount, { recursive: true });
  return { ...fresh, dataDir: mount, env: { ...fresh.env, DATA_DIR: mount } };
}

/** Writes `file` until the disk is full, then gives back `leaveKb`; answers the MB it wrote. */
export function fill(file, leaveKb) {
  const block = Buffer.alloc(MIB);
  const fd = fs.openSync(file, 'w');
  let written = 0;
  try {
    for (;;) written += fs.writeSync(fd, block);
  } catch (error) {
    if (error.code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
  fs.truncateSync(file, Math.max(0, fs.statSync(file).size - leaveKb * 1024));
  return Math.round(written / MIB);
}
