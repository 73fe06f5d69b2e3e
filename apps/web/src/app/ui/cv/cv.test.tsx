// @vitest-environment jsdom
/**
 * The worker CV in the pages: on a worker's public page, the download in the page's language, the
 * other languages and a WhatsApp share of the CV's address; in the back office's list, workers
 * chosen on the rows give one CV for a family, in the language picked.
 */
import { WEB_ROUTES, type TAdminLaborCard, cmsApi, cvApi, laborsApi } from '@app/shared';
import { describe, expect, test, vi } from 'vitest';
import { ADMIN_TOKEN, anAdmin, answersContactInfo, aPublicLabor, signedIn } from '../../../test-support/fixtures';
import { fakeServer } from '../../../test-support/fake-server';
import { openApp, screen, waitFor } from '../../../test-support/render';

describe('the worker CV', () => {
  test.each(['en', 'ar'] as const)("in %s, the worker's page offers her CV in the page's language, every language and a WhatsApp share", async (language) => {
    const labor = aPublicLabor();
    const server = fakeServer();
    answersContactInfo(server);
    server.on(cmsApi.settings, (request) => request.ok({}));
    server.on(laborsApi.get, (request) => request.ok(labor));
    const app = await openApp(language);
    const page = await import('../../compose/LaborDetailsPage');
    app.render({ path: WEB_ROUTES.laborDetails, Component: page.default, loader: page.loader }, { at: `/LaborDetails/${labor.id}` });

    const download = await screen.findByRole('link', { name: app.t('cv.download') });
    expect(download.getAttribute('href')).toBe(`/api/labors/${labor.id}/cv?lang=${language}`);
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: app.t('cv.both') }).getAttribute('href')).toBe(`/api/labors/${labor.id}/cv?lang=both`);
    expect(screen.getByRole('link', { name: app.t('cv.arabicIndic') }).getAttribute('href')).toBe(`/api/labors/${labor.id}/cv?lang=ar&digits=arabic`);
    const share = new URL(screen.getByRole('link', { name: app.t('cv.share') }).getAttribute('href')!);
    expect(share.origin).toBe('https://wa.me');
    expect(share.searchParams.get('text')).toBe(
      app.t('cv.shareText', { code: labor.code, url: `${window.location.origin}/api/labors/${labor.id}/cv?lang=${language}` }),
    );
  });

  test('staff choose workers in the list and download one CV of them for a family', async () => {
    const card = (id: number, code: string): TAdminLaborCard => {
      const { name, nameAr, thumbnail, age, gender, country, position, salaryAed, status, availableFrom } = aPublicLabor();
      return { id, code, name, nameAr, thumbnail, age, gender, country, position, salaryAed, status, availableFrom, isActive: id !== 8 };
    };
    const server = fakeServer();
    signedIn(server, anAdmin, ADMIN_TOKEN);
    server.on(laborsApi.adminList, (request) =>
      request.ok({ items: [card(7, 'SK-7'), card(8, 'SK-8'), card(9, 'SK-9')], totalCount: 3, pageNumber: 1, pageSize: 10 }),
    );
    server.on(cvApi.family, () => ({ status: 200, body: '%PDF-' }));
    const app = await openApp('en', { token: ADMIN_TOKEN });
    const page = await import('../../../features/labors-admin/pages/LaborsListPage');
    app.render({ path: WEB_ROUTES.laborsList, Component: page.default }, { at: WEB_ROUTES.laborsList });

    expect((await screen.findByRole('button', { name: app.t('cv.familyNone') })).hasAttribute('disabled')).toBe(true);
    await app.user.click(await screen.findByRole('checkbox', { name: app.t('cv.select', { code: 'SK-9' }) }));
    await app.user.click(screen.getByRole('checkbox', { name: app.t('cv.select', { code: 'SK-8' }) }));
    URL.createObjectURL = vi.fn(() => 'blob:cv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await app.user.click(screen.getByRole('button', { name: app.t('cv.familyDownload', { count: 2 }) }));
    await app.user.click(await screen.findByRole('menuitem', { name: app.t('cv.both') }));
    await waitFor(() => expect(server.requests(cvApi.family)).toHaveLength(1));
    expect(server.requests(cvApi.family)[0]!.query.toString()).toBe('ids=9%2C8&lang=both');
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });
});
