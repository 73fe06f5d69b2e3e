import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { translate } from '../packages/shared/src/i18n/translate';
import { formatUaeDate } from '../packages/shared/src/money-and-dates';
import { addDays } from '../packages/shared/src/uae-time';
import { approvedOrder, staffAct, todayInUae } from './after-hire-setup';
import { expect, signInWithToken, suiteAdminToken, test, useLanguage, type TLocaleName } from './fixtures';

/**
 * From the hire to the handover (issue 34). The API hires the order (the hire starts the process)
 * and finishes the steps the story does not look at; staff move the process on in the browser, and
 * the family reads it on a phone. Each story runs once, its two sides in the two languages.
 */

type TStep = { id: number; kind: string; version: number; state: string };
type TProcess = { id: number; status: string; steps: TStep[] };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const t = (locale: TLocaleName) => (key: string, params?: Record<string, string | number>) => translate(locale, key, params);

async function processOfOrder(request: APIRequestContext, adminToken: string, orderId: number): Promise<TProcess> {
  const board = await request.get(`/api/admin/processes?orderId=${orderId}`, { headers: bearer(adminToken) });
  const [summary] = ((await board.json()) as { data: { items: Array<{ id: number }> } }).data.items;
  expect(summary, 'the hire starts the process').toBeDefined();
  const read = await request.get(`/api/admin/processes/${summary!.id}`, { headers: bearer(adminToken) });
  return ((await read.json()) as { data: TProcess }).data;
}

/** Marks done, through the API, every step before the first of `untilKind`. */
async function finishStepsBefore(request: APIRequestContext, adminToken: string, process: TProcess, untilKind: string) {
  for (const step of process.steps) {
    if (step.kind === untilKind) return;
    const response = await request.put(`/api/admin/processes/${process.id}/steps/${step.id}`, {
      headers: bearer(adminToken),
      data: { version: step.version, state: 'done' },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** A hired order, its process brought by the API to the step the story starts at. */
async function hiredAt(request: APIRequestContext, label: string, untilKind: string) {
  const adminToken = await suiteAdminToken(request);
  const { client, order } = await approvedOrder(request, adminToken, label);
  await staffAct(request, adminToken, order.id, { action: 'confirmPayment', note: '', payment: { method: 'cash', reference: '' } });
  const process = await processOfOrder(request, adminToken, order.id);
  await finishStepsBefore(request, adminToken, process, untilKind);
  return { adminToken, client, order, process };
}

async function pageIn(browser: Browser, locale: TLocaleName, token: string, phone = false): Promise<Page> {
  const context = await browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {});
  const page = await context.newPage();
  await useLanguage(page, locale);
  await signInWithToken(page, token);
  return page;
}

/** Staff open the process from the board, found by its order's number. */
async function openFromBoard(page: Page, locale: TLocaleName, orderNumber: string) {
  const say = t(locale);
  await page.goto('/Processes');
  await page.getByLabel(say('processesUi.search')).fill(orderNumber);
  await page.getByLabel(say('processesUi.search')).press('Enter');
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: say('processesUi.detailsTitle') })).toBeVisible();
}

async function editStep(page: Page, locale: TLocaleName, kind: string) {
  const say = t(locale);
  await page.getByRole('button', { name: say('processesUi.editStepNamed', { name: say(`processes.stepKind.${kind}`) }) }).click();
  return page.getByRole('dialog');
}

test('staff book the medical test in English and later finish the handover; the family reads each on a phone in Arabic', async ({ browser, request }) => {
  const { client, order } = await hiredAt(request, 'visa-en', 'medical');
  const en = t('en');
  const ar = t('ar');
  const staff = await pageIn(browser, 'en', await suiteAdminToken(request));
  await openFromBoard(staff, 'en', order.number);

  const tomorrow = addDays(todayInUae(), 1);
  const medical = await editStep(staff, 'en', 'medical');
  await medical.getByLabel(en('processesUi.state')).selectOption('booked');
  await medical.getByLabel(en('processesUi.appointmentDate')).fill(tomorrow);
  await medical.getByLabel(en('processesUi.appointmentTime')).fill('09:30');
  await medical.getByLabel(en('processesUi.appointmentPlace')).fill('Al Barsha Health Centre');
  await medical.getByRole('button', { name: en('processesUi.saveStep') }).click();
  await expect(medical).toBeHidden();
  await expect(staff.getByText('Al Barsha Health Centre', { exact: true })).toBeVisible();

  const family = await pageIn(browser, 'ar', client.token, true);
  await family.goto(`/ClientOrder/${order.id}`);
  const timeline = family.getByRole('region', { name: ar('processTimeline.title.inUae') });
  await expect(timeline).toBeVisible();
  const next = timeline.locator('[aria-current="step"]');
  await expect(next).toContainText(ar('processes.stepKind.medical'));
  await expect(next).toContainText('Al Barsha Health Centre');
  await expect(next).toContainText(formatUaeDate(`${tomorrow}T09:30:00+04:00`, 'ar'));
  await expect(timeline.getByText(ar('processTimeline.doneOn', { date: formatUaeDate(todayInUae(), 'ar') })).first()).toBeVisible();
  expect(await family.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The papers after the medical test come back; staff hand her over.
  const adminToken = await suiteAdminToken(request);
  await finishStepsBefore(request, adminToken, await processOfOrder(request, adminToken, order.id), 'handover');
  await staff.reload();
  const handover = await editStep(staff, 'en', 'handover');
  await handover.getByLabel(en('processesUi.state')).selectOption('done');
  await handover.getByRole('button', { name: en('processesUi.saveStep') }).click();
  await expect(handover).toBeHidden();
  await expect(staff.getByText(en('processes.status.done'), { exact: true }).first()).toBeVisible();

  await family.reload();
  await expect(timeline.getByText(ar('processTimeline.handedOver'))).toBeVisible();
  await expect(timeline.locator('[aria-current="step"]')).toHaveCount(0);
});

test('staff in Arabic hold a step up with its reason; the family, in English, reads it as still to do without the reason', async ({ browser, request }) => {
  const { client, order } = await hiredAt(request, 'visa-ar', 'changeOfStatus');
  const ar = t('ar');
  const en = t('en');
  const staff = await pageIn(browser, 'ar', await suiteAdminToken(request));
  await openFromBoard(staff, 'ar', order.number);

  const step = await editStep(staff, 'ar', 'changeOfStatus');
  await step.getByLabel(ar('processesUi.state')).selectOption('blocked');
  await step.getByRole('button', { name: ar('processesUi.saveStep') }).click();
  await expect(step.getByText(ar('processes.blockedReasonRequired'))).toBeVisible();
  await step.getByLabel(ar('processesUi.blockedReason')).fill('Waiting for the immigration office’s answer');
  await step.getByRole('button', { name: ar('processesUi.saveStep') }).click();
  await expect(step).toBeHidden();
  await expect(staff.getByText('Waiting for the immigration office’s answer', { exact: true })).toBeVisible();

  const family = await pageIn(browser, 'en', client.token, true);
  await family.goto(`/ClientOrder/${order.id}`);
  const timeline = family.getByRole('region', { name: en('processTimeline.title.inUae') });
  await expect(timeline.locator('[aria-current="step"]')).toContainText(en('processes.stepKind.changeOfStatus'));
  await expect(timeline).not.toContainText('immigration office');
  await expect(timeline).toContainText(en('processTimeline.expectedHandover'));
});
