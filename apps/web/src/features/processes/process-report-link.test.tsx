// @vitest-environment jsdom
/** The process board links to the visa process report for those who may read reports. */
import { processContractApi, processesApi, ROLE_PERMISSIONS, WEB_ROUTES } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, answersContactInfo, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen } from '../../test-support/render';

describe("the board's link to the report", () => {
  async function openBoard(who: typeof anAdmin) {
    const server = fakeServer();
    signedIn(server, who, ADMIN_TOKEN);
    answersContactInfo(server);
    server.on(processContractApi.staff, (request) => request.ok([]));
    server.on(processesApi.board, (request) => request.ok({ items: [], totalCount: 0, pageNumber: 1, pageSize: 10 }));
    const app = await openApp('en', { token: ADMIN_TOKEN });
    const page = await import('./pages/ProcessBoardPage');
    app.render({ path: WEB_ROUTES.processes, Component: page.default }, { at: '/Processes' });
    await screen.findByText(app.t('processesUi.empty'));
    return app;
  }

  test('is there for a manager', async () => {
    const app = await openBoard(anAdmin);
    expect(screen.getByRole('link', { name: app.t('processReport.boardLink') }).getAttribute('href')).toBe('/ProcessReport');
  });

  test('is not there for sales, who may not read reports', async () => {
    const app = await openBoard({ ...anAdmin, staffRole: 'sales', permissions: [...ROLE_PERMISSIONS.sales] });
    expect(screen.queryByRole('link', { name: app.t('processReport.boardLink') })).toBeNull();
  });
});
