// @vitest-environment jsdom
/** On a staff order's page, the way to its visa process: where it stands now and a link to it; nothing before the hire. */
import { processesApi, WEB_ROUTES, type TOrder, type TProcessSummary } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, waitFor } from '../../test-support/render';
import { aProcessSummary } from './process-fixtures';

async function openPanel(status: TOrder['status'], byStatus: Partial<Record<string, TProcessSummary>>) {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  server.on(processesApi.board, (request) => {
    const found = request.query.get('orderId') === '7' ? byStatus[request.query.get('status') ?? 'running'] : undefined;
    return request.ok({ items: found ? [found] : [], totalCount: found ? 1 : 0, pageNumber: 1, pageSize: 1 });
  });
  const app = await openApp('en', { token: ADMIN_TOKEN });
  const { OrderProcessPanel } = await import('./components/OrderProcessPanel');
  app.render(<OrderProcessPanel order={{ id: 7, status }} />, { at: WEB_ROUTES.orderDetails.replace(':id', '7') });
  const asked = () => server.requests(processesApi.board).map((request) => request.query.get('status'));
  return { app, asked };
}

describe('the order’s visa process on its staff page', () => {
  test('a hired order: its running process, the step it is at, and the link to it', async () => {
    const { app } = await openPanel('Hired', { running: aProcessSummary() });
    const link = await screen.findByRole('link', { name: app.t('processesUi.openProcess') });
    expect(link.getAttribute('href')).toBe('/Processes/5');
    const panel = screen.getByRole('region', { name: app.t('processesUi.orderPanel') });
    expect(panel.textContent).toContain(app.t('processesUi.nowAt', { step: 'Medical fitness test' }));
    expect(panel.textContent).toContain(app.t('processesUi.overdue'));
  });

  test('a delivered order whose process is done: found among the done ones', async () => {
    const { app, asked } = await openPanel('Delivered', { done: aProcessSummary({ status: 'done', currentStep: null, overdueSteps: 0 }) });
    expect(await screen.findByRole('link', { name: app.t('processesUi.openProcess') })).toBeTruthy();
    expect(asked()).toEqual(['running', 'done']);
    expect(screen.getByRole('region', { name: app.t('processesUi.orderPanel') }).textContent).toContain(app.t('processes.status.done'));
  });

  test('an order not hired has no process: nothing is asked, nothing shown', async () => {
    const { asked } = await openPanel('Pending', {});
    await waitFor(() => expect(document.body.textContent).toBe(''));
    expect(asked()).toEqual([]);
  });
});
