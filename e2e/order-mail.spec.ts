import { verifyEmailThroughApi } from './clients';
import fs from 'node:fs';
import path from 'node:path';
import { translate } from '../packages/shared/src/i18n/translate';
import { expect, signInWithToken, suiteAdminToken, test, useLanguage } from './fixtures';
import { addWorker, apiToken } from './workers';

/** The interview.ics of every e-mail the server wrote to $E2E_DATA_DIR/outbox for this address, oldest first. */
function invitesTo(email: string): string[] {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(outbox, name))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .filter(
      (raw) =>
        raw
          .split(/\r?\n\r?\n/)[0]!
          .toLowerCase()
          .includes(email.toLowerCase()) && raw.includes('filename=interview.ics'),
    )
    .map((raw) =>
      Buffer.from(
        raw
          .split('filename=interview.ics')[1]!
          .split(/\r?\n\r?\n/)[1]!
          .split(/\r?\n--/)[0]!
          .replace(/\s/g, ''),
        'base64',
      ).toString(),
    );
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

// The calendar's events (UID, SEQUENCE, METHOD) do not depend on the language: once, in English.
const locale = 'en';
const t = (key: string) => translate(locale, key);

test(`the interview set, moved and canceled from the back office reaches the client's calendar as one event (${locale})`, async ({ page }) => {
  test.setTimeout(90_000);
  const adminToken = await suiteAdminToken(page.request);
  const laborId = await addWorker(page.request, adminToken, `Calendar Nanny ${locale} ${Date.now()}`);
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const client = {
    userName: `calendar.${suffix}`,
    email: `calendar.${suffix}@example.com`,
    phoneNumber: `5${suffix.slice(-8)}`,
    password: `client-pass-${suffix}`,
  };
  expect((await page.request.post('/api/auth/register', { data: client })).status()).toBe(201);
  const clientToken = await apiToken(page.request, client);
  await verifyEmailThroughApi(page.request, { email: client.email, token: clientToken });
  const placed = await page.request.post('/api/orders', { headers: { authorization: `Bearer ${clientToken}` }, data: { laborId, package: 'Main' } });
  const order = ((await placed.json()) as { data: { id: number; number: string } }).data;

  await useLanguage(page, locale);
  await signInWithToken(page, adminToken);
  await page.goto(`/OrderDetails/${order.id}`);
  const setInterview = async (at: string) => {
    await page.getByLabel(t('clientOrders.interviewAtUae')).fill(at);
    await page.getByLabel(t('clientOrders.meetingLink')).fill('https://meet.example.com/calendar');
    await page.getByRole('button', { name: t('ordersAdmin.setInterviewSubmit'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('orders.interviewSet') })).toBeVisible();
  };

  await setInterview(inDays(3));
  await expect.poll(() => invitesTo(client.email).length).toBe(1);
  const uid = /UID:(.+)/.exec(invitesTo(client.email)[0]!)![1]!.trim();
  expect(uid).toBe(`interview-${order.number}@sakina-workers.ae`);
  expect(invitesTo(client.email)[0]).toMatch(/METHOD:REQUEST[\s\S]*SEQUENCE:0/);

  // Moved: the same event, a higher sequence.
  await page.reload();
  await setInterview(inDays(4));
  await expect.poll(() => invitesTo(client.email).length).toBe(2);
  expect(invitesTo(client.email)[1]).toContain(`UID:${uid}`);
  expect(invitesTo(client.email)[1]).toMatch(/SEQUENCE:1/);

  // Canceled (after the dialog): the client's calendar drops the event.
  await page.reload();
  await page.getByRole('button', { name: t('orderAction.cancel'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('orderAction.cancel'), exact: true })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: t('orders.canceled') })).toBeVisible();
  await expect.poll(() => invitesTo(client.email).length).toBe(3);
  const canceled = invitesTo(client.email)[2]!;
  expect(canceled).toContain(`UID:${uid}`);
  expect(canceled).toMatch(/METHOD:CANCEL/);
  expect(canceled).toMatch(/STATUS:CANCELLED/);
  expect(canceled).toMatch(/SEQUENCE:2/);
});
