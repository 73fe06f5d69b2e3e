import { eq } from 'drizzle-orm';
import type { TLaborInput, TOrder, TOrderTransitionBody } from '@app/shared';
import { orders } from '../db/schema/index.js';
import type { TApp } from '../app-type.js';
import { laborInput } from './labors.js';
import { laborsApi, ordersApi } from '@app/shared';
import { call } from './call.js';

type THeaders = Record<string, string>;

/** A new Available worker added through the admin API; answers her id. */
export async function addWorker(app: TApp, admin: THeaders, name = 'Maria Santos', overrides: Partial<TLaborInput> = {}): Promise<number> {
  const response = await call(app, laborsApi.add, { body: await laborInput(app, { name, ...overrides }), headers: admin });
  if (response.status !== 201) throw new Error(`add worker failed: ${response.response.body}`);
  return response.data.id;
}

export async function requestWorker(app: TApp, token: string, laborId: number, pkg: 'Main' | 'Monthly' = 'Main'): Promise<TOrder> {
  const response = await call(app, ordersApi.request, { as: token, body: { laborId, package: pkg } });
  if (response.status !== 201) throw new Error(`request failed: ${response.response.body}`);
  return response.data;
}

/** Sends one transition as the client (with their token) or as the admin (with admin headers). */
export function act(
  app: TApp,
  who: { token: string } | { admin: THeaders },
  order: Pick<TOrder, 'id' | 'version'>,
  body: TOrderTransitionBody & { version?: number },
) {
  const input = { params: { id: order.id }, body: { version: order.version, ...body } };
  return 'admin' in who ? call(app, ordersApi.adminTransition, { ...input, headers: who.admin }) : call(app, ordersApi.transition, { ...input, as: who.token });
}

export const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
export const onlineInterview = () => ({
  action: 'setInterview' as const,
  interviewAt: inAWeek(),
  interviewType: 'online' as const,
  meetingLink: 'https://meet.example.com/abc',
});

/**
 * The interview took place: its time is moved an hour into the past straight in the database (the
 * API refuses a date in the past), so the client may now approve or decline.
 */
export async function interviewHeld(app: TApp, orderId: number) {
  await app.db
    .update(orders)
    .set({ interviewAt: new Date(app.clock().getTime() - 3_600_000) })
    .where(eq(orders.id, orderId));
}

/** Moves an order along the happy path until it reaches `stage`. */
export async function orderAt(
  app: TApp,
  admin: THeaders,
  client: { token: string },
  laborId: number,
  stage: 'Pending' | 'InProgress' | 'Approved' | 'Hired' | 'Delivered' | 'Rejected' | 'Canceled',
): Promise<TOrder> {
  let order = await requestWorker(app, client.token, laborId);
  const step = async (who: { token: string } | { admin: THeaders }, body: Parameters<typeof act>[3]) => {
    const response = await act(app, who, order, body);
    if (response.status !== 200) throw new Error(`${body.action} failed: ${response.response.body}`);
    order = response.data;
  };
  if (stage === 'Pending') return order;
  if (stage === 'Rejected') return step({ admin }, { action: 'reject' }).then(() => order);
  if (stage === 'Canceled') return step(client, { action: 'cancel' }).then(() => order);
  await step({ admin }, onlineInterview());
  await interviewHeld(app, order.id);
  if (stage === 'InProgress') return order;
  await step(client, { action: 'approve' });
  if (stage === 'Approved') return order;
  await step({ admin }, { action: 'confirmPayment', payment: { method: 'cash' } });
  if (stage === 'Hired') return order;
  await step({ admin }, { action: 'deliver' });
  return order;
}
