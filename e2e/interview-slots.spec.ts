import { translate } from '../packages/shared/src/i18n/translate';
import { formatUaeDateTime } from '../packages/shared/src/money-and-dates';
import { expect, signInWithToken, suiteAdminToken, test, useLanguage } from './fixtures';
import { firstBranch, publishSlots, uaeDayIn } from './slots';
import { addWorker } from './workers';
import { registerVerifiedClient } from './clients';

export { publishSlots };

const ar = (key: string, params?: Record<string, string | number>) => translate('ar', key, params);
const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params);

// Whatever the browser's zone, the times are the UAE's.
test.use({ timezoneId: 'America/New_York' });

test('staff publish slots in Arabic, a client books one in English on her order page, staff see it on the calendar', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const adminToken = await suiteAdminToken(page.request);
  const branch = await firstBranch(page.request);
  const day = uaeDayIn(9);

  // Staff publish the day's office slots at the first branch, 10:00 to 11:00, through the page.
  await useLanguage(page, 'ar');
  await signInWithToken(page, adminToken);
  await page.goto('/InterviewSlots');
  const form = page.getByRole('form', { name: ar('slots.publishTitle') });
  await form.getByLabel(ar('slots.fromDay')).fill(day);
  await form.getByLabel(ar('slots.toDay')).fill(day);
  for (const weekday of [5, 6]) await form.getByRole('checkbox', { name: ar(`slots.day${weekday}`) }).check();
  await form.getByLabel(ar('slots.fromTime')).fill('10:00');
  await form.getByLabel(ar('slots.toTime')).fill('11:00');
  await form.getByRole('button', { name: ar('slots.publish') }).click();
  await expect(page.getByText(ar('slots.published', { count: 2 }))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '10:30' }).first()).toBeVisible();

  // A client with a pending order, made through the API.
  const laborId = await addWorker(page.request, adminToken, `Slot Nanny ${Date.now()}`);
  const client = await registerVerifiedClient(page.request, 'slots');
  const clientToken = client.token;
  const placed = await page.request.post('/api/orders', { headers: { authorization: `Bearer ${clientToken}` }, data: { laborId, package: 'Main' } });
  const order = ((await placed.json()) as { data: { id: number; number: string } }).data;

  // She books 10:30 at the branch, in English, and reads it in UAE time.
  const clientContext = await browser.newContext({ timezoneId: 'America/New_York' });
  const clientPage = await clientContext.newPage();
  await useLanguage(clientPage, 'en');
  await signInWithToken(clientPage, clientToken);
  await clientPage.goto(`/ClientOrder/${order.id}`);
  await expect(clientPage.getByRole('heading', { name: en('slots.pickTitle') })).toBeVisible();
  await expect(clientPage.getByText(en('slots.timesInUae'))).toBeVisible();
  await clientPage.getByRole('button', { name: new RegExp(`10:30 \\(UAE time\\), At ${branch.name}`) }).click();
  const bookedAt = formatUaeDateTime(`${day}T10:30:00+04:00`, 'en');
  await expect(clientPage.getByText(en('slots.yourBooking', { date: bookedAt }))).toBeVisible();
  await expect(clientPage.getByText(bookedAt, { exact: true })).toBeVisible();
  await expect(clientPage.getByRole('button', { name: en('slots.moveButton') })).toBeVisible();
  await clientContext.close();

  // Staff see it on the calendar's day and on the day sheet they print.
  await page.goto(`/Calendar?day=${day}`);
  const entry = page.getByRole('listitem').filter({ hasText: order.number });
  await expect(entry).toContainText('10:30');
  await expect(entry).toContainText(client.userName);
  await entry.getByRole('link', { name: order.number }).click();
  await expect(page).toHaveURL(new RegExp(`/OrderDetails/${order.id}$`));
  await page.goto(`/Calendar?day=${day}`);
  await expect(entry).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('region', { name: new RegExp(ar('slots.daySheetTitle', { date: '' })) });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('row').filter({ hasText: order.number })).toContainText(client.userName);
  await expect(page.getByRole('button', { name: ar('slots.printDaySheet') })).toBeHidden();
});

const locale = 'ar';

test(`on a phone in ${locale}, each interview on the calendar gives the client's phone to tap and the meeting link`, async ({ page }) => {
  const t = (key: string) => translate(locale, key);
  const adminToken = await suiteAdminToken(page.request);
  const day = uaeDayIn(12);
  const meetingLink = `https://meet.example.com/calendar-${locale}`;
  const slots = await publishSlots(page.request, adminToken, { fromDay: day, fromTime: '19:00', toTime: '21:00', capacity: 5, meetingLink });
  const slot = slots.find((candidate) => candidate.interviewType === 'online' && candidate.booked < candidate.capacity)!;
  const laborId = await addWorker(page.request, adminToken, `Calendar Phone Nanny ${locale} ${Date.now()}`);
  const client = await registerVerifiedClient(page.request, `calendar${locale}`);
  const auth = { authorization: `Bearer ${client.token}` };
  const placed = await page.request.post('/api/orders', { headers: auth, data: { laborId, package: 'Main' } });
  const order = ((await placed.json()) as { data: { id: number; number: string } }).data;
  const booked = await page.request.post(`/api/orders/${order.id}/interview-slots`, { headers: auth, data: { slotId: slot.id } });
  expect(booked.status(), await booked.text()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, locale);
  await signInWithToken(page, adminToken);
  await page.goto(`/Calendar?day=${day}`);
  const entry = page.getByRole('listitem').filter({ hasText: order.number });
  const digits = client.phoneNumber;
  const call = entry.getByRole('link', { name: `+971 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}` });
  await expect(call).toHaveAttribute('href', `tel:+971${digits}`);
  await expect(call).toHaveAttribute('dir', 'ltr');
  const join = entry.getByRole('link', { name: t('slots.joinMeeting') });
  await expect(join).toHaveAttribute('href', meetingLink);
  await expect(entry).toContainText(t('slots.online'));
  // Both sit on the screen of the phone, without scrolling sideways.
  for (const link of [call, join]) {
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
