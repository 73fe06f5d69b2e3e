import { ordersApi, placementsApi, type TOrder, type TPlacement } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { openSession } from '../auth/sessions.js';
import { call, type TBodyOf } from '../../test/call.js';
import { act, interviewHeld, onlineInterview } from '../../test/orders.js';
import { adminHeaders, bearer } from '../../test/test-app.js';

type THeaders = Record<string, string>;
export type TClient = { id: number; token: string; email: string; userName: string };

/** A session opened at the app's clock now: after the clock moves months on, the old ones have expired. */
export const clientHeaders = async (app: TApp, client: { id: number }) => bearer((await openSession(app.db, client.id, app.clock())).token);

type TOrderOptions = { package?: 'Main' | 'Monthly'; replacesPlacementId?: number };
type TStepBody = Parameters<typeof act>[3];

/** Walks a request through interview, approval and hire (the balance paid at the desk), at the app's clock; answers the hired order and a way to take it further. */
async function walkToHire(app: TApp, client: { id: number }, laborId: number, options: TOrderOptions) {
  const admin = await adminHeaders(app);
  const token = (await openSession(app.db, client.id, app.clock())).token;
  const body = { laborId, package: options.package ?? 'Main', ...(options.replacesPlacementId ? { replacesPlacementId: options.replacesPlacementId } : {}) };
  const requested = await call(app, ordersApi.request, { as: token, body });
  if (requested.status !== 201) throw new Error(`request failed: ${requested.response.body}`);
  let order: TOrder = requested.data;
  const step = async (who: { token: string } | { admin: THeaders }, stepBody: TStepBody) => {
    const response = await act(app, who, order, stepBody);
    if (response.status !== 200) throw new Error(`${stepBody.action} failed: ${response.response.body}`);
    order = response.data;
  };
  // A week ahead of the app's clock, which the tests move.
  await step({ admin }, { ...onlineInterview(), interviewAt: new Date(app.clock().getTime() + 7 * 86_400_000).toISOString() });
  await interviewHeld(app, order.id);
  await step({ token }, { action: 'approve' });
  await step({ admin }, { action: 'confirmPayment', payment: { method: 'cash' } });
  return { hired: () => order, staffStep: (stepBody: TStepBody) => step({ admin }, stepBody) };
}

/** A request walked through interview and approval to the hire (the balance paid at the desk); answers the hired order. */
export async function hiredOrder(app: TApp, client: { id: number }, laborId: number, options: TOrderOptions = {}): Promise<TOrder> {
  return (await walkToHire(app, client, laborId, options)).hired();
}

/** Walks a request through interview, approval, hire (the balance paid at the desk) and delivery; answers the delivered order. */
export async function deliveredOrder(app: TApp, client: { id: number }, laborId: number, options: TOrderOptions = {}): Promise<TOrder> {
  const walk = await walkToHire(app, client, laborId, options);
  await walk.staffStep({ action: 'deliver' });
  return walk.hired();
}

/** The placement as staff see it. */
export async function staffPlacement(app: TApp, placementId: number, headers?: THeaders): Promise<TPlacement> {
  const response = await call(app, placementsApi.adminGet, { params: { id: placementId }, headers: headers ?? (await adminHeaders(app)) });
  if (response.status !== 200) throw new Error(`placement failed: ${response.response.body}`);
  return response.data;
}

/** The steps staff take on a placement, by the name of their address. */
const STAFF_STEPS = {
  end: placementsApi.end,
  remedy: placementsApi.chooseRemedy,
  'worker-back': placementsApi.workerBack,
  renew: placementsApi.renew,
  stop: placementsApi.stop,
  resume: placementsApi.resume,
};
type TStaffSteps = typeof STAFF_STEPS;

/** Sends a placement step as staff, on the placement's version. */
export async function staffStep<S extends keyof TStaffSteps>(
  app: TApp,
  placement: Pick<TPlacement, 'id' | 'version'>,
  step: S,
  body: Omit<TBodyOf<TStaffSteps[S]>, 'version'>,
  headers?: THeaders,
) {
  const endpoint: TStaffSteps[keyof TStaffSteps] = STAFF_STEPS[step];
  return call(app, endpoint, {
    params: { id: placement.id },
    body: { version: placement.version, ...body },
    headers: headers ?? (await adminHeaders(app)),
  });
}

/** The steps a client takes on her order's placement. */
const CLIENT_STEPS = { end: placementsApi.clientEnd, remedy: placementsApi.clientRemedy };
type TClientSteps = typeof CLIENT_STEPS;

/** Sends a placement step as the client, on her order. */
export async function clientStep<S extends keyof TClientSteps>(
  app: TApp,
  client: { id: number },
  orderId: number,
  step: S,
  body: TBodyOf<TClientSteps[S]>,
  headers?: THeaders,
) {
  const endpoint: TClientSteps[keyof TClientSteps] = CLIENT_STEPS[step];
  return call(app, endpoint, {
    params: { id: orderId },
    body: body as TBodyOf<TClientSteps[keyof TClientSteps]>,
    headers: headers ?? (await clientHeaders(app, client)),
  });
}
