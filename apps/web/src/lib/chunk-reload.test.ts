import { CHUNK_RELOAD_WINDOW_MS } from '@app/shared';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage';
import { importWithReload, installChunkReloadGuard, isChunkLoadError, reloadOnce } from './chunk-reload';

function environment(startAt = 1_000_000) {
  let now = startAt;
  return {
    storage: new MemoryStorage(),
    now: () => now,
    advance: (ms: number) => (now += ms),
    reload: vi.fn(),
  };
}

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://example.com/assets/HomePage-abc.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://example.com/assets/x.js',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('reloads the first time', () => {
    const env = environment();

    expect(reloadOnce(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('does not reload again within the window, so the error page can show', () => {
    const env = environment();
    reloadOnce(env);
    env.advance(CHUNK_RELOAD_WINDOW_MS - 1);

    expect(reloadOnce(env)).toBe(false);
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('reloads again once the window has passed', () => {
    const env = environment();
    reloadOnce(env);
    env.advance(CHUNK_RELOAD_WINDOW_MS);

    expect(reloadOnce(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });
});

describe('installChunkReloadGuard', () => {
  it('reloads on vite:preloadError and cancels the event only when it reloads', () => {
    const env = environment();
    const target = new EventTarget();
    installChunkReloadGuard(target, env);

    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);

    expect(env.reload).toHaveBeenCalledOnce();
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(false);
  });
});

describe('importWithReload', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/HomePage-abc.js');
  const pending = Symbol('pending');
  const outcome = (promise: Promise<unknown>) => Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(pending), 20))]);

  it('passes a loaded module through', async () => {
    const env = environment();

    await expect(importWithReload(async () => ({ default: 'page' }), env)).resolves.toEqual({ default: 'page' });
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads on a missing chunk and keeps waiting for the reload', async () => {
    const env = environment();

    expect(await outcome(importWithReload(() => Promise.reject(chunkError), env))).toBe(pending);
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('lets the error through when it already reloaded within the window', async () => {
    const env = environment();
    reloadOnce(env);

    await expect(importWithReload(() => Promise.reject(chunkError), env)).rejects.toBe(chunkError);
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('lets other errors through without reloading', async () => {
    const env = environment();
    const error = new SyntaxError('Unexpected token');

    await expect(importWithReload(() => Promise.reject(error), env)).rejects.toBe(error);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('waits when Vite cancelled the failure for a reload already under way', async () => {
    expect(await outcome(importWithReload(async () => undefined, environment()))).toBe(pending);
  });
});
