import fs from 'node:fs';
import type { TApp } from '../app-type.js';
import { refusalOf } from './envelope.js';

const ONE_MEGABYTE = 1024 * 1024;
const FREE_SPACE_CACHE_MS = 1_000;
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (the content service asks for menus and pages by POST): a full disk does not refuse it. */
    readsOnly?: boolean;
  }
}

/**
 * Refuses writes (507) while the data folders are nearly full, before the database meets a full
 * disk (PGlite cannot recover from a log it failed to write) or an upload is cut short. Reads go on,
 * and writes are accepted again as soon as space returns.
 */
export function registerDiskGuard(app: TApp) {
  const margin = app.config.DISK_FREE_MARGIN_MB * ONE_MEGABYTE;
  if (margin === 0) return;
  const freeSpace = cachedFreeSpace([...new Set([app.config.DATA_DIR, app.config.uploadDir])], app.clock);
  app.addHook('onRequest', async (request, reply) => {
    if (READ_ONLY_METHODS.has(request.method) || request.routeOptions.config.readsOnly || freeSpace() >= margin) return;
    request.log.warn('write refused: the disk is nearly full');
    return reply.code(507).header('retry-after', '60').send(refusalOf(request, 'errors.diskFull'));
  });
}

/** The least free space among the folders, asked of the system at most once a second of the app's clock. */
function cachedFreeSpace(folders: string[], clock: () => Date): () => number {
  let checkedAt = 0;
  let free = Infinity;
  return () => {
    const now = clock().getTime();
    if (now - checkedAt >= FREE_SPACE_CACHE_MS) {
      checkedAt = now;
      free = Math.min(...folders.map(freeSpaceOf));
    }
    return free;
  };
}

function freeSpaceOf(folder: string): number {
  try {
    const stats = fs.statfsSync(folder);
    return stats.bavail * stats.bsize;
  } catch {
    // A folder not made yet is not a reason to refuse anything.
    return Infinity;
  }
}
