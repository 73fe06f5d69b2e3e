// @vitest-environment jsdom
/**
 * The client's slot picker on her order page: free slots grouped by their UAE day whatever the
 * browser's zone, labelled UAE time, a click books one; when she may no longer move it, the
 * server's reason shows instead of the button. With no free slot there is no booking box: she is
 * told when the agency will call, with its phone and WhatsApp.
 */
import { WEB_ROUTES, type TOpenSlot, type TOrder, type TOrderSlots, cmsApi, slotsApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { aClient, anOrder, answersContactInfo, CLIENT_TOKEN, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { openApp, screen, waitFor, within } from '../../test-support/render';

const slot = (id: number, startsAt: string, branch: TOpenSlot['branch'] = null): TOpenSlot => ({
  id,
  startsAt,
  minutes: 30,
  interviewType: branch ? 'office' : 'online',
  branch,
});

async function openPicker(order: TOrder, offer: TOrderSlots, language: 'en' | 'ar' = 'en') {
  const server = fakeServer();
  signedIn(server, aClient, CLIENT_TOKEN);
  answersContactInfo(server);
  server.on(cmsApi.settings, (request) => request.ok({}));
  server.on(slotsApi.orderSlots, (request) => request.ok(offer));
  server.on(slotsApi.book, (request) => request.ok({ ...order, status: 'InProgress' }, 'slots.booked'));
  const app = await openApp(language, { token: CLIENT_TOKEN });
  // After openApp: the component must use the app modules it loaded (its translator).
  const { SlotPicker } = await import('./components/SlotPicker');
  app.render({ path: WEB_ROUTES.clientOrder, Component: () => <SlotPicker order={order} /> }, { at: WEB_ROUTES.clientOrder.replace(':id', String(order.id)) });
  return { app, server };
}

describe("the client's interview slot picker", () => {
  test('groups the free slots by their day in the UAE, says the times are UAE time, and books the one clicked', async () => {
    const { server } = await openPicker(anOrder(), {
      slots: [
        slot(1, '2026-12-01T05:00:00.000Z'),
        // 20:30 UTC on the 1st is 00:30 on the 2nd in the UAE.
        slot(2, '2026-12-01T20:30:00.000Z', { id: 4, name: 'Dubai branch', nameAr: 'فرع دبي' }),
      ],
      booking: null,
      canPick: true,
      reason: null,
    });
    await screen.findByText('All times are UAE time (Asia/Dubai), wherever you are.');
    const tuesday = screen.getByRole('region', { name: 'Tue 1 December 2026' });
    const wednesday = screen.getByRole('region', { name: 'Wed 2 December 2026' });
    expect(within(tuesday).getByRole('button').textContent).toBe('09:00Online');
    expect(within(wednesday).getByRole('button', { name: 'Book Wed 2 December 2026 00:30 (UAE time), At Dubai branch' })).toBeTruthy();
    within(wednesday).getByRole('button').click();
    await waitFor(() => expect(server.requests(slotsApi.book).map((request) => request.body)).toEqual([{ slotId: 2 }]));
  });

  test('shows her booking and why it can no longer be moved, with no button to move it', async () => {
    await openPicker(anOrder({ status: 'InProgress' }), {
      slots: [],
      booking: { slotId: 1, startsAt: '2026-12-01T05:00:00.000Z', moved: true },
      canPick: false,
      reason: 'You have already moved your interview once; call us to change it again',
    });
    await screen.findByText('Booked: Tuesday 1 December 2026, 09:00 (UAE time)');
    expect(screen.getByText('You have already moved your interview once; call us to change it again')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move my interview' })).toBeNull();
  });

  test.each(['en', 'ar'] as const)(
    'in %s, with no free time there is no booking box: the agency will call, and she can call or message it',
    async (language) => {
      const { app } = await openPicker(anOrder(), { slots: [], booking: null, canPick: true, reason: null }, language);
      await screen.findByText(app.t('slots.weWillCall'));
      expect(screen.queryByRole('heading', { name: app.t('slots.pickTitle') })).toBeNull();
      expect(screen.queryByText(app.t('slots.noSlots'))).toBeNull();
      expect((await screen.findByRole('link', { name: app.t('home.callNow', { number: '+97142000000' }) })).getAttribute('href')).toBe('tel:+97142000000');
      expect(screen.getByRole('link', { name: app.t('home.chatWhatsApp') }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/971500000000/);
    },
  );
});
