// @vitest-environment jsdom
/**
 * Staff publish interview slots: the shared publish schema checks the form before anything is sent,
 * the office slots go to the first branch unless another is chosen, and online ones carry their link.
 */
import { slotsApi, WEB_ROUTES } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, answersContactInfo, signedIn } from '../../test-support/fixtures';
import { fakeServer } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor } from '../../test-support/render';

async function openSlotsAdmin() {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  answersContactInfo(server);
  server.on(slotsApi.adminList, (request) => request.ok([]));
  server.on(slotsApi.publish, (request) => request.ok({ created: 10, skipped: 0 }, 'slots.published'));
  const app = await openApp('en', { token: ADMIN_TOKEN });
  const { default: SlotsAdminPage } = await import('./pages/SlotsAdminPage');
  app.render({ path: WEB_ROUTES.interviewSlots, Component: SlotsAdminPage }, { at: WEB_ROUTES.interviewSlots });
  await screen.findByRole('form', { name: app.t('slots.publishTitle') });
  return { app, server };
}

const published = (server: ReturnType<typeof fakeServer>) => server.requests(slotsApi.publish).map((request) => request.body);

describe('publishing interview slots', () => {
  test('office slots go to the first branch by default, with no meeting link', async () => {
    const { app, server } = await openSlotsAdmin();
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox', { name: app.t('slots.branch') }).value).toBe('1'));
    await app.user.click(screen.getByRole('button', { name: app.t('slots.publish') }));
    await waitFor(() =>
      expect(published(server)).toEqual([expect.objectContaining({ interviewType: 'office', branchId: 1, meetingLink: null, weekdays: [0, 1, 2, 3, 4] })]),
    );
  });

  test('an online publication without its link, or with no weekday, is explained and not sent; corrected, it goes without a branch', async () => {
    const { app, server } = await openSlotsAdmin();
    await app.user.click(screen.getByRole('radio', { name: app.t('interviewType.online') }));
    for (const day of [0, 1, 2, 3, 4]) await app.user.click(screen.getByRole('checkbox', { name: app.t(`slots.day${day}` as 'slots.day0') }));
    await app.user.click(screen.getByRole('button', { name: app.t('slots.publish') }));
    const link = screen.getByRole('textbox', { name: app.t('slots.meetingLink') });
    await waitFor(() => expect(errorOf(link)).toBe(app.t('validation.meetingLinkRequired')));
    expect(screen.getByText(app.t('validation.slotWeekdaysRequired'))).toBeTruthy();
    expect(published(server)).toEqual([]);

    await app.fill(link, 'https://meet.example.com/slots');
    await app.user.click(screen.getByRole('checkbox', { name: app.t('slots.day6') }));
    await app.user.click(screen.getByRole('button', { name: app.t('slots.publish') }));
    await waitFor(() =>
      expect(published(server)).toEqual([
        expect.objectContaining({ interviewType: 'online', branchId: null, meetingLink: 'https://meet.example.com/slots', weekdays: [6] }),
      ]),
    );
  });
});
