// @vitest-environment jsdom
/**
 * A worker's page, where a client requests her with a package: visitors are asked to sign in
 * first; a client chooses the package in a dialog, and lands on the new order or reads why not.
 */
import { WEB_ROUTES, type TLocale, type TOrderSummary, type TPublicLabor, cmsApi, laborsApi, ordersApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { aClient, anOrder, answersContactInfo, aPublicLabor, CLIENT_TOKEN, PACKAGES, signedIn } from '../../test-support/fixtures';
import { fakeServer, gate, type THandler } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';

const summaryOf = (status: TOrderSummary['status']): TOrderSummary => {
  const order = anOrder({ status });
  return {
    id: order.id,
    number: order.number,
    status,
    package: 'Main',
    createdAt: order.createdAt,
    interviewAt: null,
    totalAed: 13125,
    labor: order.labor,
  };
};

/**
 * Opens the worker's page, signed in as a client unless `signedOut`. The client's orders for her
 * are `openOrders`; `onRequest` answers a request.
 */
async function openWorker(
  language: TLocale,
  {
    labor = aPublicLabor(),
    signedOut = false,
    openOrders = [],
    onRequest,
    search = '',
  }: {
    search?: string;
    labor?: TPublicLabor;
    signedOut?: boolean;
    openOrders?: TOrderSummary[];
    onRequest?: THandler<typeof ordersApi.request>;
  } = {},
) {
  const server = fakeServer();
  if (!signedOut) signedIn(server, aClient, CLIENT_TOKEN);
  answersContactInfo(server);
  server.on(cmsApi.settings, (request) => request.ok({}));
  server.on(laborsApi.get, (request) => (request.params.id === labor.id ? request.ok(labor) : request.refuse(404, 'labors.notFound')));
  server.on(ordersApi.packages, (request) => request.ok(PACKAGES));
  server.on(ordersApi.list, (request) =>
    request.ok({
      items: request.query.get('laborId') === String(labor.id) ? openOrders : [],
      totalCount: openOrders.length,
      pageNumber: 1,
      pageSize: 5,
    }),
  );
  if (onRequest) server.on(ordersApi.request, onRequest);
  const app = await openApp(language, signedOut ? {} : { token: CLIENT_TOKEN });
  // The page as the router shows it: with the request dialog the app passes in.
  const page = await import('../../app/compose/LaborDetailsPage');
  app.render(
    {
      path: WEB_ROUTES.laborDetails,
      Component: page.default,
      loader: page.loader,
    },
    { at: `/LaborDetails/${labor.id}${search}` },
  );
  await screen.findByRole('heading', {
    level: 1,
    name: new RegExp(language === 'ar' ? labor.nameAr : labor.name),
  });
  return {
    app,
    server,
    requests: () => server.requests(ordersApi.request).map((request) => request.body),
  };
}

/** The text of an element's accessible description: the elements its aria-describedby names, in order. */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** Elements that may hold text only (phrasing content) but hold a block: `<p><ul>` and the like, which an HTML parser splits. */
function blocksInsidePhrasing(root: HTMLElement): string[] {
  const blocks = 'div, p, ul, ol, li, dl, table, section, article, header, footer, nav, form, fieldset, h1, h2, h3, h4, h5, h6';
  return [...root.querySelectorAll<HTMLElement>('p, span, label, button, h1, h2, h3, h4, h5, h6')]
    .filter((element) => element.querySelector(blocks))
    .map((element) => `<${element.localName}> holding <${element.querySelector(blocks)?.localName}>`);
}

/** The dialog the request button opens. */
async function openRequestDialog(app: Awaited<ReturnType<typeof openWorker>>['app'], name: string) {
  await app.user.click(await screen.findByRole('button', { name: app.t('catalogue.request') }));
  return screen.findByRole('dialog', {
    name: app.t('clientOrders.requestTitle', { name }),
  });
}

describe('requesting a worker', () => {
  test('a visitor is asked to sign in first, and comes back to the worker with the request dialog to open', async () => {
    const { app } = await openWorker('en', { signedOut: true });

    expect(screen.queryByRole('button', { name: app.t('catalogue.request') })).toBeNull();
    await app.user.click(screen.getByRole('link', { name: app.t('catalogue.request') }));

    await waitFor(() => expect(app.location()).toBe(`${WEB_ROUTES.login}?next=${encodeURIComponent('/LaborDetails/42?request=1')}`));
  });

  test('back signed in, ?request=1 opens the dialog once and leaves the address', async () => {
    const { app } = await openWorker('en', { search: '?request=1' });

    expect(await screen.findByRole('dialog', { name: app.t('clientOrders.requestTitle', { name: 'Maria Santos' }) })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/LaborDetails/42'));
  });

  test('a client chooses a package, each with its whole price, sends the request and lands on the new order', async () => {
    const created = anOrder({
      id: 88,
      number: 'ORD-2026-0088',
      package: {
        kind: 'Monthly',
        name: 'Monthly package',
        nameAr: 'الباقة الشهرية',
      },
    });
    const { app, requests } = await openWorker('en', {
      onRequest: (request) => request.created(created, 'orders.added', { number: created.number }),
    });

    const dialog = await openRequestDialog(app, 'Maria Santos');
    const packages = within(dialog).getByRole('radiogroup', {
      name: new RegExp(app.t('clientOrders.package')),
    });
    const main = within(packages).getByRole('radio', { name: 'Main package' });
    const monthly = within(packages).getByRole('radio', {
      name: 'Monthly package',
    });
    // The price before approval is the whole price: VAT and the total, for the minimum term when monthly.
    expect(packages.textContent).toMatch(/AED\s?12,500 one-time contract fee/);
    expect(packages.textContent).toMatch(/AED\s?12,500 \+ VAT 5% AED\s?625 = AED\s?13,125/);
    expect(packages.textContent).toMatch(/AED\s?3,000 a month, at least 3 months/);
    expect(packages.textContent).toMatch(/AED\s?9,000 \+ VAT 5% AED\s?450 = AED\s?9,450/);
    expect(main).toHaveProperty('checked', false);
    expect(monthly).toHaveProperty('checked', false);

    await app.user.click(
      within(dialog).getByRole('button', {
        name: app.t('clientOrders.sendRequest'),
      }),
    );
    await waitFor(() => expect(errorOf(packages)).toBe(app.t('validation.packageRequired')));
    expect(requests()).toEqual([]);

    await app.user.click(monthly);
    await app.user.click(
      within(dialog).getByRole('button', {
        name: app.t('clientOrders.sendRequest'),
      }),
    );

    expect(await screen.findByText(app.t('orders.added', { number: 'ORD-2026-0088' }))).toBeTruthy();
    expect(requests()).toEqual([{ laborId: 42, package: 'Monthly' }]);
    await waitFor(() => expect(app.location()).toBe('/ClientOrder/88'));
  });

  test('each package reads as its price, its terms and what it includes, in markup a browser keeps as written', async () => {
    const { app } = await openWorker('en');

    const dialog = await openRequestDialog(app, 'Maria Santos');
    const main = within(dialog).getByRole('radio', { name: 'Main package' });
    // What a screen reader says after the package's name: all the choice's text, the list included.
    const description = descriptionOf(main);
    expect(description).toMatch(/AED\s?12,500 one-time contract fee/);
    expect(description).toContain('Two-year recruitment contract');
    expect(description).toContain('Visa and medical');
    // A paragraph (Mantine's description is a <p>) holds no list or block: a browser would close it
    // early and leave the list outside it.
    expect(blocksInsidePhrasing(dialog)).toEqual([]);
    expect(
      within(dialog)
        .getAllByRole('list')
        .map((list) => list.textContent),
    ).toEqual(['Visa and medical', 'Replacement at any time']);
  });

  test('the send button is disabled while the request is on its way: one request', async () => {
    const answer = gate();
    const { app, requests } = await openWorker('en', {
      onRequest: async (request) => {
        await answer.promise;
        return request.refuse(409, 'orders.alreadyRequested');
      },
    });

    const dialog = await openRequestDialog(app, 'Maria Santos');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Main package' }));
    const send = within(dialog).getByRole('button', {
      name: app.t('clientOrders.sendRequest'),
    });
    await app.user.click(send);
    await waitFor(() => expect(send).toHaveProperty('disabled', true));
    await app.user.dblClick(send);
    expect(requests()).toHaveLength(1);

    answer.open();
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    expect(requests()).toHaveLength(1);
  });

  test('a refused request says why, and the client stays on the worker with the dialog open', async () => {
    const { app, requests } = await openWorker('en', {
      onRequest: (request) => request.refuse(409, 'orders.laborUnavailable'),
    });

    const dialog = await openRequestDialog(app, 'Maria Santos');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Main package' }));
    await app.user.click(
      within(dialog).getByRole('button', {
        name: app.t('clientOrders.sendRequest'),
      }),
    );

    expect((await screen.findByRole('alert')).textContent).toContain(app.t('orders.laborUnavailable'));
    expect(requests()).toEqual([{ laborId: 42, package: 'Main' }]);
    expect(app.location()).toBe('/LaborDetails/42');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  test('a client who already asked for her is shown that order instead of a second request', async () => {
    const { app } = await openWorker('en', {
      openOrders: [summaryOf('InProgress')],
    });

    const link = await screen.findByRole('link', { name: 'ORD-2026-0007' });
    expect(link.closest('p')?.textContent).toContain(app.t('clientOrders.alreadyRequested'));
    expect(link.getAttribute('href')).toBe('/ClientOrder/7');
    expect(screen.queryByRole('button', { name: app.t('catalogue.request') })).toBeNull();
  });

  test('a worker who is not available cannot be requested', async () => {
    const { app } = await openWorker('en', {
      labor: aPublicLabor({ status: 'InService' }),
    });

    expect(await screen.findByText(app.t('clientOrders.notRequestable'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: app.t('catalogue.request') })).toBeNull();
  });
});

describe('requesting a worker in Arabic', () => {
  test('the dialog reads right to left, in Arabic: her Arabic name, the packages, the checks and the answers', async () => {
    const created = anOrder({ id: 88, number: 'ORD-2026-0088' });
    let refuse = true;
    const { app, requests } = await openWorker('ar', {
      onRequest: (request) =>
        refuse
          ? request.refuse(409, 'orders.alreadyRequested')
          : request.created(created, 'orders.added', {
              number: created.number,
            }),
    });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');

    const button = await screen.findByRole('button', {
      name: 'اطلب هذه العاملة',
    });
    expect(button.textContent).toBe(app.t('catalogue.request'));
    await app.user.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'طلب ماريا سانتوس',
    });
    expect(dialog.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    const packages = within(dialog).getByRole('radiogroup', { name: /الباقة/ });
    expect(within(packages).getByRole('radio', { name: 'الباقة الرئيسية' })).toBeTruthy();
    const monthly = within(packages).getByRole('radio', {
      name: 'الباقة الشهرية',
    });
    // Prices in the Arabic sentence, dirhams after the amount.
    expect(packages.textContent).toContain('12,500 درهم رسوم عقد لمرة واحدة');
    expect(packages.textContent).toContain('12,500 درهم + ضريبة القيمة المضافة 5% 625 درهم = 13,125 درهم');
    expect(packages.textContent).toContain('العاملة بعقد شهري');
    expect(packages.textContent).toContain('الاستبدال في أي وقت');

    const send = within(dialog).getByRole('button', { name: 'إرسال الطلب' });
    await app.user.click(send);
    await waitFor(() => expect(errorOf(packages)).toBe('اختر باقة'));

    await app.user.click(monthly);
    await app.user.click(send);
    expect((await screen.findByRole('alert')).textContent).toContain('لديك طلب مفتوح لهذه العاملة بالفعل');
    expect(requests()).toEqual([{ laborId: 42, package: 'Monthly' }]);

    refuse = false;
    await app.user.click(send);
    expect(await screen.findByText('تمت إضافة الطلب بنجاح. رقم طلبك هو ORD-2026-0088')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/ClientOrder/88'));
  });
});
