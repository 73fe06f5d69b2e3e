import { CHUNK_RELOAD_WINDOW_MS } from '@app/shared';

const LAST_RELOAD_KEY = 'chunkReloadAt';

/** Messages browsers give when a lazy chunk of a previous release is gone (Chromium, Safari, Firefox). */
const CHUNK_ERROR_PATTERNS = ['Failed to fetch dynamically imported module', 'Importing a module script failed', 'error loading dynamically imported module'];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_ERROR_PATTERNS.some((pattern) => message.toLowerCase().includes(pattern.toLowerCase()));
}

type TReloadEnvironment = {
  storage: Storage;
  now: () => number;
  reload: () => void;
};

const browserEnvironment = (): TReloadEnvironment => ({
  storage: window.sessionStorage,
  now: Date.now,
  reload: () => window.location.reload(),
});

/** Reloads unless a reload already happened within the window; tells whether it reloaded. */
export function reloadOnce(env: TReloadEnvironment = browserEnvironment()): boolean {
  const lastReloadAt = Number(env.storage.getItem(LAST_RELOAD_KEY));
  const now = env.now();
  if (Number.isFinite(lastReloadAt) && now - lastReloadAt < CHUNK_RELOAD_WINDOW_MS) return false;
  env.storage.setItem(LAST_RELOAD_KEY, String(now));
  env.reload();
  return true;
}

/** Vite fires vite:preloadError when a chunk's preload fails; cancelling it keeps the error from surfacing. */
export function installChunkReloadGuard(target: EventTarget = window, env?: TReloadEnvironment): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce(env)) event.preventDefault();
  });
}

const waitForReload = () => new Promise<never>(() => {});

/** Wraps a lazy import: a missing chunk reloads the page once, any other failure reaches the error page. */
export async function importWithReload<T>(load: () => Promise<T>, env?: TReloadEnvironment): Promise<T> {
  let loaded: T | undefined;
  try {
    loaded = await load();
  } catch (error) {
    if (isChunkLoadError(error) && reloadOnce(env)) return waitForReload();
    throw error;
  }
  // Vite resolves a failed import with undefined when the vite:preloadError handler cancelled it to reload.
  return loaded ?? waitForReload();
}
