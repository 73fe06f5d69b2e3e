import { clientsApi, ordersApi, publicRequests, siteRoutes } from '@app/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../test-support/memory-storage';

type TFetchCall = [string, RequestInit];

function answer(status: number, body: unknown) {
  return vi.fn(async (..._args: TFetchCall) => new Response(JSON.stringify(body), { status }));
}

/** Loads the client afresh: the page language is read once per page load. */
async function loadClient(stored: Record<string, string>) {
  vi.resetModules();
  vi.stubGlobal('window', { localStorage: new MemoryStorage(stored) });
  await (await import('./i18n')).initI18n();
  return import('./api-client');
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends JSON with Accept-Language en-US by default and returns the data', async () => {
    const fetch = answer(200, { isDone: true, data: [1, 2], message: null });
    vi.stubGlobal('fetch', fetch);
    const { api } = await loadClient({});

    await expect(api.read(publicRequests.menu(8))).resolves.toEqual([1, 2]);

    const [path, init] = fetch.mock.calls[0]!;
    const headers = new Headers(init.headers);
    expect(path).toBe('/api/MuMenuItem/GetByTypeId');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"typeId":8}');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('en-US');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends ar-EG for Arabic and the stored bearer token', async () => {
    const fetch = answer(200, { isDone: true, data: null, message: null });
    vi.stubGlobal('fetch', fetch);
    const { api } = await loadClient({ languageId: '1', token: 'secret-token' });

    await api.call(siteRoutes.session.me);

    const headers = new Headers(fetch.mock.calls[0]![1].headers);
    expect(headers.get('Accept-Language')).toBe('ar-EG');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('throws ApiError with status, code, message and field errors on a 400', async () => {
    vi.stubGlobal('fetch', answer(400, { isDone: false, data: null, message: 'Bad', code: 'validation.failed', errors: { laborId: 'required' } }));
    const { api, ApiError } = await loadClient({});

    const error = await api.send(ordersApi.request, { body: { laborId: 0, package: 'Main' } }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation.failed', message: 'Bad', errors: { laborId: 'required' } });
  });

  it('throws when a 200 answer says isDone false', async () => {
    vi.stubGlobal('fetch', answer(200, { isDone: false, data: null, message: 'Not done' }));
    const { api } = await loadClient({});

    await expect(api.call(siteRoutes.session.me)).rejects.toMatchObject({ status: 200, message: 'Not done' });
  });

  it('gives a localised message when the body is not an envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const { api } = await loadClient({ languageId: '1' });

    await expect(api.call(siteRoutes.session.me)).rejects.toMatchObject({
      status: 502,
      code: 'errors.internal',
      message: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    });
  });

  it('turns a network failure into ApiError status 0 with the localised network message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { api } = await loadClient({});

    await expect(api.call(siteRoutes.session.me)).rejects.toMatchObject({
      status: 0,
      code: 'errors.network',
      message: 'The server could not be reached. Check your connection and try again.',
    });
  });

  it('sends a body-less call without a JSON content type, and gives mutations the message too', async () => {
    const fetch = answer(200, { isDone: true, data: null, message: 'You have been logged out' });
    vi.stubGlobal('fetch', fetch);
    const { api, ApiResult } = await loadClient({ token: 'secret-token' });

    const result = await api.send(siteRoutes.session.logout);

    expect(result).toBeInstanceOf(ApiResult);
    expect(result).toMatchObject({ data: null, message: 'You have been logged out' });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it("sends PUT with its body to the endpoint's address, its :id filled in", async () => {
    const fetch = answer(200, { isDone: true, data: { id: 7 }, message: 'Saved' });
    vi.stubGlobal('fetch', fetch);
    const { api } = await loadClient({});

    await expect(api.send(clientsApi.setStatus, { params: { id: 7 }, body: { isActive: false } })).resolves.toMatchObject({ data: { id: 7 } });
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/clients/7/status');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"isActive":false}');
  });

  it('drops the token and tells the listeners on a 401, and only then', async () => {
    const storage = { token: 'dead-token' };
    const fetch = vi.fn(async () => new Response(JSON.stringify({ isDone: false, data: null, message: 'Please log in first.' }), { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const { api, onUnauthorized, readToken } = await loadClient(storage);
    const heard = vi.fn();
    const stopListening = onUnauthorized(heard);

    await expect(api.call(siteRoutes.session.me)).rejects.toMatchObject({ status: 401, message: 'Please log in first.' });
    expect(readToken()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(1);

    fetch.mockImplementation(async () => new Response(JSON.stringify({ isDone: false, data: null, message: 'Forbidden' }), { status: 403 }));
    await expect(api.call(clientsApi.list)).rejects.toMatchObject({ status: 403 });
    expect(heard).toHaveBeenCalledTimes(1);

    stopListening();
    fetch.mockImplementation(async () => new Response('{}', { status: 401 }));
    await api.call(siteRoutes.session.me).catch(() => undefined);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("appends a list's query, leaving out empty filters", async () => {
    const fetch = answer(200, { isDone: true, data: { items: [], totalCount: 0, pageNumber: 2, pageSize: 10 }, message: null });
    vi.stubGlobal('fetch', fetch);
    const { api } = await loadClient({});

    await api.call(ordersApi.adminList, { query: { search: '', status: 'Pending', pageNumber: 2, pageSize: 10 } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/admin/orders?status=Pending&pageNumber=2&pageSize=10');
  });
});
