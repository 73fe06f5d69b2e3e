// @vitest-environment jsdom
/**
 * The families' shortlist: the heart keeps a worker (in the browser for a visitor, in the account
 * for a client, the browser's list merged into it first), and /Shortlist compares up to four.
 */
import { WEB_ROUTES, type TPublicLabor, type TShortlist, ordersApi, shortlistApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { aClient, aPublicLabor, CLIENT_TOKEN, PACKAGES, signedIn } from '../../test-support/fixtures';
import { fakeServer, type TFakeServer } from '../../test-support/fake-server';
import { openApp, screen, waitFor, within } from '../../test-support/render';

const worker = (id: number, overrides: Partial<TPublicLabor> = {}) =>
  aPublicLabor({ id, code: `SK-${1000 + id}`, name: `Worker ${id}`, nameAr: `العاملة ${id}`, ...overrides });

const stored = () => JSON.parse(window.localStorage.getItem('shortlist') ?? 'null') as { owner: number | null; ids: number[] } | null;

/** The catalogue's answer for the visitor's ids: the workers among `shown`. */
function answersWorkers(server: TFakeServer, shown: TPublicLabor[]) {
  server.on(shortlistApi.workers, (request) => {
    const ids = (request.query.get('ids') ?? '').split(',').map(Number);
    return request.ok({ laborIds: ids, workers: shown.filter((labor) => ids.includes(labor.id)) } satisfies TShortlist);
  });
}

async function renderHeart(language: 'en' | 'ar', signedInAs: boolean) {
  const app = await openApp(language, signedInAs ? { token: CLIENT_TOKEN } : {});
  const { ShortlistToggle } = await import('../../app/ui/shortlist/ShortlistToggle');
  app.render(<ShortlistToggle laborId={7} code="SK-1007" />);
  return app;
}

describe('the heart', () => {
  test('a visitor keeps a worker in this browser, and takes her off again', async () => {
    const server = fakeServer();
    const app = await renderHeart('en', false);
    const heart = await screen.findByRole('button', { name: 'Add SK-1007 to the shortlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await app.user.click(heart);
    expect(screen.getByRole('button', { name: 'Remove SK-1007 from the shortlist' }).getAttribute('aria-pressed')).toBe('true');
    expect(stored()).toEqual({ owner: null, ids: [7] });
    await app.user.click(screen.getByRole('button', { name: 'Remove SK-1007 from the shortlist' }));
    expect(stored()).toEqual({ owner: null, ids: [] });
    expect(server.requests(shortlistApi.add)).toHaveLength(0);
  });

  test("a client's first read merges the visitor's list, then the heart changes her account", async () => {
    const server = fakeServer();
    signedIn(server, aClient, CLIENT_TOKEN);
    let account = [3];
    server.on(shortlistApi.merge, (request) => {
      account = [...new Set([...account, ...request.body.laborIds])];
      return request.ok({ laborIds: account, workers: [] });
    });
    server.on(shortlistApi.add, (request) => {
      account = [...account, request.params.id];
      return request.ok({ laborIds: account, workers: [] }, 'shortlist.added');
    });
    const app = await renderHeart('ar', true);
    // A visitor's list kept in this browser before she signed in (openApp starts with empty storage).
    window.localStorage.setItem('shortlist', JSON.stringify({ owner: null, ids: [5] }));
    await app.user.click(await screen.findByRole('button', { name: 'أضف SK-1007 إلى القائمة المختصرة' }));
    await screen.findByRole('button', { name: 'احذف SK-1007 من القائمة المختصرة', pressed: true });
    expect(server.requests(shortlistApi.merge).map((request) => request.body)).toEqual([{ laborIds: [5] }]);
    expect(stored()).toEqual({ owner: aClient.id, ids: [3, 5, 7] });
  });
});

describe('/Shortlist', () => {
  async function openShortlist(ids: number[], shown: TPublicLabor[], { client = false } = {}) {
    const server = fakeServer();
    answersWorkers(server, shown);
    if (client) {
      signedIn(server, aClient, CLIENT_TOKEN);
      server.on(shortlistApi.list, (request) => request.ok({ laborIds: ids, workers: shown }));
      server.on(shortlistApi.remove, (request) => {
        const left = ids.filter((id) => id !== request.params.id);
        return request.ok({ laborIds: left, workers: shown.filter((labor) => left.includes(labor.id)) });
      });
      server.on(ordersApi.packages, (request) => request.ok(PACKAGES));
    }
    const app = await openApp('en', client ? { token: CLIENT_TOKEN } : {});
    window.localStorage.setItem('shortlist', JSON.stringify({ owner: client ? aClient.id : null, ids }));
    const page = await import('../../app/compose/ShortlistPage');
    app.render({ path: WEB_ROUTES.shortlist, Component: page.default }, { at: '/Shortlist' });
    await screen.findByRole('heading', { level: 1, name: 'Your shortlist' });
    return { app, server };
  }

  const columns = () =>
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.querySelector('bdi')?.textContent);

  test('compares four, lets her choose which, and says who is no longer available or in the catalogue', async () => {
    const shown = [worker(1), worker(2, { status: 'NotAvailable' }), worker(3), worker(4), worker(5)];
    const { app } = await openShortlist([1, 2, 3, 4, 5, 6], shown);
    await screen.findByRole('table', { name: 'The chosen workers side by side' });
    expect(columns()).toEqual(['Worker 1', 'Worker 2', 'Worker 3', 'Worker 4']);
    screen.getByText('1 worker on your shortlist is no longer in the catalogue.');
    screen.getByText('No longer available: she can not be requested.');

    const choose = screen.getByRole('group', { name: 'Choose up to four workers to compare' });
    expect(within(choose).getByRole('checkbox', { name: 'Worker 5 SK-1005' })).toHaveProperty('disabled', true);
    await app.user.click(within(choose).getByRole('checkbox', { name: 'Worker 2 SK-1002' }));
    await app.user.click(within(choose).getByRole('checkbox', { name: 'Worker 5 SK-1005' }));
    expect(columns()).toEqual(['Worker 1', 'Worker 3', 'Worker 4', 'Worker 5']);

    // A visitor is asked to sign in to request; none is offered for a worker who is not available.
    expect(screen.getAllByRole('link', { name: 'Request this worker' })[0]?.getAttribute('href')).toBe('/Login?next=%2FShortlist');

    await app.user.click(screen.getByRole('button', { name: 'Remove from the shortlist' }));
    await waitFor(() => expect(stored()?.ids).toEqual([1, 2, 3, 4, 5]));
    expect(screen.queryByText(/no longer in the catalogue/)).toBeNull();
  });

  test('a client requests an available worker from it, and removes one', async () => {
    const shown = [worker(1), worker(2, { status: 'InService' })];
    const { app, server } = await openShortlist([1, 2], shown, { client: true });
    await screen.findByRole('table');
    // The request dialog, another feature's, loads with the page's first client to request.
    expect(await screen.findAllByRole('button', { name: 'Request this worker' })).toHaveLength(1);
    await app.user.click(screen.getByRole('button', { name: 'Request this worker' }));
    await screen.findByRole('dialog', { name: /Worker 1/ });
    await app.user.click(screen.getByRole('button', { name: 'Close' }));

    await app.user.click(screen.getByRole('button', { name: 'Remove SK-1002 from the shortlist' }));
    await waitFor(() => expect(columns()).toEqual(['Worker 1']));
    expect(server.requests(shortlistApi.remove)).toHaveLength(1);
  });

  test('an empty shortlist leads to the catalogue', async () => {
    await openShortlist([], []);
    screen.getByText('Your shortlist is empty. Tap the heart on a worker to keep her here.');
    expect(screen.getByRole('link', { name: 'Browse the workers' }).getAttribute('href')).toBe('/Workers');
  });
});
