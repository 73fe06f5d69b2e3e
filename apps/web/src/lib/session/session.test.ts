import { clientsApi } from '@app/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test-support/memory-storage';

async function setup(stored: Record<string, string>) {
  vi.resetModules();
  const storage = new MemoryStorage(stored);
  const events = new EventTarget();
  vi.stubGlobal('window', { localStorage: storage, addEventListener: events.addEventListener.bind(events) });
  const session = await import('./session');
  const queryClient = new QueryClient();
  queryClient.setQueryData(session.CURRENT_USER_KEY, { id: 1, role: 'admin' });
  queryClient.setQueryData(['clients', 'list', { search: '', pageNumber: 1 }], { items: [{ id: 2 }] });
  queryClient.setQueryData(['cached', 'cachedMenu-2'], []);
  return { ...session, queryClient, storage, events };
}

afterEach(() => vi.unstubAllGlobals());

describe('endSession', () => {
  it('drops the token, the user and the private data, and keeps the public content', async () => {
    const { endSession, CURRENT_USER_KEY, queryClient, storage } = await setup({ token: 'abc' });

    endSession(queryClient);

    expect(storage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
    expect(queryClient.getQueryData(['clients', 'list', { search: '', pageNumber: 1 }])).toBeUndefined();
    expect(queryClient.getQueryData(['cached', 'cachedMenu-2'])).toEqual([]);
  });
});

describe('watchSession', () => {
  it("signs out when any call answers 401, keeping the page's data for the same user to sign in again", async () => {
    const { watchSession, sessionExpired, startSession, CURRENT_USER_KEY, queryClient, storage } = await setup({ token: 'dead' });
    vi.stubGlobal('fetch', async () => new Response('{"isDone":false,"message":"Please log in first."}', { status: 401 }));
    const { api } = await import('../api-client');
    watchSession(queryClient);

    await api.call(clientsApi.list).catch(() => undefined);

    expect(storage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
    expect(sessionExpired()).toBe(true);
    expect(queryClient.getQueryData(['clients', 'list', { search: '', pageNumber: 1 }])).toEqual({ items: [{ id: 2 }] });

    startSession(queryClient, { token: 'fresh', user: { id: 1, role: 'admin' } } as never);
    expect(sessionExpired()).toBe(false);
    expect(storage.getItem('token')).toBe('fresh');
    expect(queryClient.getQueryData(['clients', 'list', { search: '', pageNumber: 1 }])).toEqual({ items: [{ id: 2 }] });
  });

  it("drops the expired user's data when someone else signs in", async () => {
    const { watchSession, startSession, queryClient } = await setup({ token: 'dead' });
    vi.stubGlobal('fetch', async () => new Response('{"isDone":false,"message":"Please log in first."}', { status: 401 }));
    const { api } = await import('../api-client');
    watchSession(queryClient);
    await api.call(clientsApi.list).catch(() => undefined);

    startSession(queryClient, { token: 'other', user: { id: 7, role: 'admin' } } as never);

    expect(queryClient.getQueryData(['clients', 'list', { search: '', pageNumber: 1 }])).toBeUndefined();
  });

  it('checks the user again when another tab logs in or out', async () => {
    const { watchSession, CURRENT_USER_KEY, queryClient, events } = await setup({});
    watchSession(queryClient);

    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'languageId' }));
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(false);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'token' }));
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true);
  });
});
