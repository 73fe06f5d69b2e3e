import { translate } from '../packages/shared/src/i18n/translate';
import { expect, signInWithToken, suiteAdminToken, test, useLanguage, type TLocaleName } from './fixtures';
import { registerVerifiedClient } from './clients';
import { addWorker } from './workers';

const words = (locale: TLocaleName) => (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

/**
 * The demo publishes interview times for the coming two weeks (db/seed/slots.ts): a new client who
 * requests a worker finds them on her order and books one herself, with no slot published by the
 * story. Once, in Arabic; it books the last online time.
 */
const locale = 'ar';

test(`a new client requests a worker and books her interview from the demo's free times (${locale})`, async ({ page }) => {
  test.setTimeout(90_000);
  const t = words(locale);
  const adminToken = await suiteAdminToken(page.request);
  const name = `Booking Nanny ${locale} ${Date.now()}`;
  const laborId = await addWorker(page.request, adminToken, name);
  const client = await registerVerifiedClient(page.request, `booking.${locale}`, locale);
  await useLanguage(page, locale);
  await signInWithToken(page, client.token);

  await page.goto(`/LaborDetails/${laborId}`);
  await page.getByRole('button', { name: t('catalogue.request') }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(name) });
  await dialog.getByRole('radio', { name: t('packageKind.Main') }).check();
  await dialog.getByRole('button', { name: t('clientOrders.sendRequest') }).click();
  await expect(page).toHaveURL(/\/ClientOrder\/\d+$/);

  // The booking box shows the free times, and no word of waiting for a call.
  const interview = page.getByRole('region', { name: t('clientOrders.interview') });
  await expect(interview.getByRole('heading', { name: t('slots.pickTitle') })).toBeVisible();
  await expect(interview.getByText(t('slots.weWillCall'))).toHaveCount(0);
  const online = interview.getByRole('button', { name: new RegExp(t('slots.online')) });
  const slot = online.last();
  const label = (await slot.getAttribute('aria-label'))!;
  const time = /(\d{2}:00)/.exec(label)![1]!;
  await slot.click();
  const booked = interview.getByTestId('slot-booking');
  await expect(booked).toContainText(t('slots.yourBooking', { date: '' }).trim());
  await expect(booked).toContainText(time);
  // The order's interview is now set to that time, as the agency's calendar has it.
  await expect(interview.getByText(t('interviewType.online'), { exact: true }).first()).toBeVisible();
});
