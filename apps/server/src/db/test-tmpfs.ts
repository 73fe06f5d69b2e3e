import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../test/test-app.js';

/** Disk-full tests mount a small tmpfs of their own, which needs root. */
export const canMountTmpfs = () => process.getuid?.() === 0;

/** A small file system the test can fill and empty again, as a full disk would be and then not be. */
export function mountSmallDisk(megabytes: number) {
  const folder = tempDir('small-disk');
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', folder]);
  const filler = path.join(folder, 'filler');
  const free = () => {
    const stats = fs.statfsSync(folder);
    return stats.bavail * stats.bsize;
  };
  return {
    folder,
    /** Leaves only `bytes` free. */
    fillLeaving(bytes: number) {
      fs.writeFileSync(filler, Buffer.alloc(Math.max(0, free() - bytes)));
    },
    emptyFiller: () => fs.rmSync(filler, { force: true }),
    unmount() {
      execFileSync('umount', ['-l', folder]);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
