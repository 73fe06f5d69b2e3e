import type { TOrder, TPlacement } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { openSession } from '../auth/sessions.js';
import { act, interviewHeld, onlineInterview } from '../../test/orders.js';
import { adminHeaders, bearer } from '../../test/test-app.js';

type THeaders = Record<string, string>;
export type TClient = { id: number; token: string; email: string; userName: string };

/** A session opened at the app's clock now: after the clock moves months on, the old ones have expired. */
export const clientHeaders = async (app: TApp, client: { id: number }) => bearer((await openSession(app.db, client.id, app.clock())).token);

/** Walks a request through interview, approval, hire (the balance paid at the desk) and delivery; answers the delivered order. */
export async function deliveredOrder(
  app: TApp,
  client: { id: number },
  laborId: number,
  options: { package?: 'Main' | 'Monthly'; replacesPlacementId?: number } = {},
): Promise<TOrder> {
  const admin = await adminHeaders(app);
  const token = (await openSession(app.db, client.id, app.clock())).token;
  const payload = { laborId, package: options.package ?? 'Main', ...(options.replacesPlacementId ? { replacesPlacementId: options.replacesPlacementId } : {}) };
  const requested = await app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token), payload });
  if (requested.statusCode !== 201) throw new Error(`request failed: ${requested.body}`);
  let order: TOrder = requested.json().data;
  const step = async (who: { token: string } | { admin: THeaders }, body: Parameters<typeof act>[3]) => {
    const response = await act(app, who, order, body);
    if (response.status !== 200) throw new Error(`${body.action} failed: ${response.response.body}`);
    order = response.data;
  };
  // A week ahead of the app's clock, which the tests move.
  await step({ admin }, { ...onlineInterview(), interviewAt: new Date(app.clock().getTime() + 7 * 86_400_000).toISOString() });
  await interviewHeld(app, order.id);
  await step({ token }, { action: 'approve' });
  await step({ admin }, { action: 'confirmPayment', payment: { method: 'cash' } });
  await step({ admin }, { action: 'deliver' });
  return order;
}

/** The placement as staff see it. */
export async function staffPlacement(app: TApp, placementId: number, headers?: THeaders): Promise<TPlacement> {
  const response = await app.inject({ url: `/api/admin/placements/${placementId}`, headers: headers ?? (await adminHeaders(app)) });
  if (response.statusCode !== 200) throw new Error(`placement failed: ${response.body}`);
  return response.json().data;
}

/** Sends a placement step as staff: `path` is end, remedy, worker-back, renew, stop or resume. */
export async function staffStep(app: TApp, placement: Pick<TPlacement, 'id' | 'version'>, path: string, body: Record<string, unknown>, headers?: THeaders) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/placements/${placement.id}/${path}`,
    headers: headers ?? (await adminHeaders(app)),
    payload: { version: placement.version, ...body },
  });
}

/** Sends a placement step as the client, on her order: `path` is end or remedy. */
export async function clientStep(
  app: TApp,
  client: { id: number },
  orderId: number,
  path: 'end' | 'remedy',
  body: Record<string, unknown>,
  headers?: THeaders,
) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/placement/${path}`,
    headers: headers ?? (await clientHeaders(app, client)),
    payload: body,
  });
}
