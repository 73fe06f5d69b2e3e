import { registerVerifiedClient } from './clients';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect } from './fixtures';
import { addWorker } from './workers';

/**
 * The after-hire stories' setup through the API: a fresh worker and client, and her order brought
 * to the step the story starts from (approved, or delivered with its placement). The browser does
 * only what each story is about.
 */

type TPackageKind = 'Main' | 'Monthly';
type TBody = Record<string, unknown>;

export type TApiOrder = {
  id: number;
  number: string;
  version: number;
  status: string;
  priceAed: number;
  months: number | null;
  actions: string[];
  invoice: { number: string; subtotalAed: number; vatAed: number; totalAed: number; seller: { trn: string } } | null;
  placement: {
    id: number;
    version: number;
    startDate: string;
    probationEnd: string | null;
    contractEnd: string | null;
    paidUntil: string | null;
    monthlyPriceAed: number | null;
  } | null;
};

export type TClient = { userName: string; email: string; phoneNumber: string; password: string; token: string };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** A client registered through the API, with her session. */
export async function registerClient(request: APIRequestContext, prefix: string): Promise<TClient> {
  // Her e-mail confirmed with the code, as a client must before she requests a worker.
  const { userName, email, phoneNumber, password, token } = await registerVerifiedClient(request, prefix);
  return { userName, email, phoneNumber, password, token };
}

export const clientOrder = async (request: APIRequestContext, token: string, id: number) =>
  dataOf<TApiOrder>(await request.get(`/api/orders/${id}`, { headers: bearer(token) }));

export const adminOrder = async (request: APIRequestContext, adminToken: string, id: number) =>
  dataOf<TApiOrder>(await request.get(`/api/admin/orders/${id}`, { headers: bearer(adminToken) }));

export type TApiFinance = {
  invoices: Array<{
    id: number;
    number: string;
    kind: 'invoice' | 'creditNote';
    months: number | null;
    periodStart: string | null;
    periodEnd: string | null;
    totalAed: number;
  }>;
};

/** An order's invoices and credit notes as staff read them. */
export const adminFinance = async (request: APIRequestContext, adminToken: string, id: number) =>
  dataOf<TApiFinance>(await request.get(`/api/admin/orders/${id}/finance`, { headers: bearer(adminToken) }));

/** One step of the order's lifecycle by staff, at the order's current version. */
export async function staffAct(request: APIRequestContext, adminToken: string, id: number, body: TBody) {
  const { version } = await adminOrder(request, adminToken, id);
  return dataOf<TApiOrder>(await request.post(`/api/admin/orders/${id}/transitions`, { headers: bearer(adminToken), data: { ...body, version } }));
}

/** The client's request for a worker (a replacement names the placement it replaces). */
export async function requestWorker(request: APIRequestContext, token: string, laborId: number, kind: TPackageKind) {
  return dataOf<TApiOrder>(await request.post('/api/orders', { headers: bearer(token), data: { laborId, package: kind } }), 201);
}

/**
 * Approval waits for the interview's time, and an interview cannot be set in the past: staff set
 * it a second and a half ahead (again if the server's answer came too late for it), and the client
 * approves as soon as the server agrees it has taken place.
 */
export async function approveAfterInterview(request: APIRequestContext, adminToken: string, client: TClient, id: number) {
  await expect(async () => {
    const interviewAt = new Date(Date.now() + 1500).toISOString();
    await staffAct(request, adminToken, id, {
      action: 'setInterview',
      interviewAt,
      interviewType: 'online',
      meetingLink: 'https://meet.example.com/after-hire',
    });
  }).toPass({ intervals: [0], timeout: 15_000 });
  await expect
    .poll(
      async () => {
        const { version } = await clientOrder(request, client.token, id);
        const answer = await request.post(`/api/orders/${id}/transitions`, { headers: bearer(client.token), data: { action: 'approve', version } });
        return answer.status();
      },
      { intervals: [250], timeout: 15_000 },
    )
    .toBe(200);
  return clientOrder(request, client.token, id);
}

/** A fresh worker and client, and her order for that worker approved after the interview: the fee invoice is issued. */
export async function approvedOrder(request: APIRequestContext, adminToken: string, label: string, kind: TPackageKind = 'Main') {
  const laborId = await addWorker(request, adminToken, `After-hire ${label} ${Date.now()}`);
  const client = await registerClient(request, label.replace(/\W/g, '').toLowerCase());
  const placed = await requestWorker(request, client.token, laborId, kind);
  const order = await approveAfterInterview(request, adminToken, client, placed.id);
  return { client, laborId, order };
}

/** Hired with the balance received in cash at the desk, then delivered: the placement starts today. */
export async function hireAndDeliver(request: APIRequestContext, adminToken: string, id: number) {
  await staffAct(request, adminToken, id, { action: 'confirmPayment', note: '', payment: { method: 'cash', reference: '' } });
  return staffAct(request, adminToken, id, { action: 'deliver', note: '' });
}

/** A fresh client's order delivered: her worker placed with her from today. */
export async function deliveredOrder(request: APIRequestContext, adminToken: string, label: string, kind: TPackageKind) {
  const approved = await approvedOrder(request, adminToken, label, kind);
  await hireAndDeliver(request, adminToken, approved.order.id);
  const order = await adminOrder(request, adminToken, approved.order.id);
  expect(order.placement, 'delivery starts the placement').not.toBeNull();
  return { ...approved, order };
}

/** The client returns the worker through her order, with the reason. */
export async function clientReturns(request: APIRequestContext, client: TClient, order: TApiOrder, reason: string) {
  return dataOf<NonNullable<TApiOrder['placement']>>(
    await request.post(`/api/orders/${order.id}/placement/end`, {
      headers: bearer(client.token),
      data: { kind: 'returned', reason, note: '', version: order.placement!.version },
    }),
  );
}

/** Today as a UAE day (YYYY-MM-DD), as the server dates placements. */
export const todayInUae = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value of a fact in a description list, found by its label's exact words. */
export const fact = (scope: Locator, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(label)}\\s*$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');
