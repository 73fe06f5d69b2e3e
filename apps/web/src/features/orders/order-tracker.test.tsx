// @vitest-environment jsdom
/** The order tracker: the steps as an ordered list with the current one marked, and the next step in words, on both sides. */
import { formatAed, formatUaeDateTime } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { anInvoice, anOrder } from '../../test-support/fixtures';
import { openApp, screen, within } from '../../test-support/render';

const AT = '2026-12-01T06:00:00.000Z';
const held = { at: AT, state: 'past' as const, type: 'online' as const, meetingLink: null, branch: null };

describe('the order tracker', () => {
  test('in Arabic, a client with an approved Monthly order reads that she pays the first months, with the amount', async () => {
    const app = await openApp('ar');
    const { OrderTracker } = await import('./components/OrderTracker');
    const order = anOrder({
      status: 'InProgress',
      package: { kind: 'Monthly', name: 'Monthly package', nameAr: 'الباقة الشهرية' },
      priceAed: 3000,
      months: 3,
      interview: held,
      approvedAt: AT,
      invoice: anInvoice({ totalAed: 9450 }),
      balanceAed: 9450,
    });
    app.render(<OrderTracker order={order} side="client" />);
    const tracker = screen.getByRole('region', { name: app.t('tracker.title') });
    const steps = within(tracker).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps.filter((step) => step.getAttribute('aria-current') === 'step').map((step) => step.textContent)).toEqual([
      `${app.t('tracker.step.payment')}${app.t('tracker.state.current')}`,
    ]);
    expect(within(tracker).getByText(app.t('tracker.next.payMonthly', { amount: formatAed(9450, 'ar'), months: 3 }))).toBeTruthy();
    expect(within(tracker).getByText(app.t('tracker.byClient.family'))).toBeTruthy();
  });

  test('in English, staff read what the client is told: an interview ahead, her turn', async () => {
    const app = await openApp('en');
    const { OrderTracker } = await import('./components/OrderTracker');
    app.render(<OrderTracker order={anOrder({ status: 'InProgress', interview: { ...held, state: 'upcoming', type: 'office' } })} side="admin" />);
    const tracker = screen.getByRole('region', { name: app.t('tracker.titleStaff') });
    expect(within(tracker).getByText(app.t('tracker.next.attendOffice', { date: formatUaeDateTime(AT, 'en') }))).toBeTruthy();
    expect(within(tracker).getByText(app.t('tracker.byStaff.family'))).toBeTruthy();
  });

  test('a canceled order marks no step current and says nothing is due', async () => {
    const app = await openApp('en');
    const { OrderTracker } = await import('./components/OrderTracker');
    app.render(<OrderTracker order={anOrder({ status: 'Canceled' })} side="client" />);
    const tracker = screen.getByRole('region', { name: app.t('tracker.title') });
    expect(
      within(tracker)
        .getAllByRole('listitem')
        .filter((step) => step.hasAttribute('aria-current')),
    ).toEqual([]);
    expect(within(tracker).getAllByText(app.t('tracker.state.skipped'))).toHaveLength(5);
    expect(within(tracker).getByText(app.t('tracker.next.canceled'))).toBeTruthy();
  });
});
