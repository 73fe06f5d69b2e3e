import { asc, count, eq, inArray } from 'drizzle-orm';
import { ZOrderTransitionSchema, type TOrderTransitionBody } from '@app/shared';
import type { TDb } from '../client.js';
import { labors, orders, users } from '../schema/index.js';
import { transition } from '../../modules/orders/lifecycle.js';
import { requestOrder } from '../../modules/orders/service.js';

const DAY_MS = 86_400_000;

type TDemoOrder = { client: string; package: 'Main' | 'Monthly'; steps: Array<{ role: 'client' | 'admin'; input: TOrderTransitionBody }> };

const interview = (now: Date) => ({
  action: 'setInterview' as const,
  interviewAt: new Date(now.getTime() + 3 * DAY_MS).toISOString(),
  interviewType: 'online' as const,
  meetingLink: 'https://meet.sakina-workers.ae/interview',
  branchId: null,
  note: '',
});

/** A handful of orders at every step, through the real lifecycle, so lists and the dashboard have something to show. */
function demoOrders(now: Date): TDemoOrder[] {
  const note = (action: 'approve' | 'confirmPayment' | 'deliver' | 'reject' | 'cancel', text = '') => ({ action, note: text });
  return [
    { client: 'fatima.alhashimi', package: 'Main', steps: [] },
    { client: 'james.carter', package: 'Monthly', steps: [{ role: 'admin', input: interview(now) }] },
    {
      client: 'mariam.khan',
      package: 'Main',
      steps: [
        { role: 'admin', input: interview(now) },
        { role: 'client', input: note('approve') },
        { role: 'client', input: { action: 'choosePayment', method: 'bankTransfer', reference: 'FT26112200417' } },
      ],
    },
    {
      client: 'omar.saeed',
      package: 'Monthly',
      steps: [
        { role: 'admin', input: interview(now) },
        { role: 'client', input: note('approve') },
        { role: 'admin', input: note('confirmPayment') },
        { role: 'admin', input: note('deliver') },
      ],
    },
    { client: 'fatima.alhashimi', package: 'Monthly', steps: [{ role: 'admin', input: note('reject', 'The worker prefers a family without pets') }] },
    { client: 'james.carter', package: 'Main', steps: [{ role: 'client', input: note('cancel', 'We found help through a relative') }] },
  ];
}

export async function seedDemoOrders(db: TDb, now = new Date()) {
  const [existing] = await db.select({ value: count() }).from(orders);
  if ((existing?.value ?? 0) > 0) return;
  const plan = demoOrders(now);
  const clients = await db.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.userName, plan.map((order) => order.client)));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(1);
  // The oldest Available workers, so the newest ones at the top of the catalogue stay free to request.
  const workers = await db.select({ id: labors.id }).from(labors).where(eq(labors.status, 'Available')).orderBy(asc(labors.createdAt)).limit(plan.length);
  if (!admin || workers.length < plan.length) return;
  for (const [index, order] of plan.entries()) {
    const client = clients.find((candidate) => candidate.userName === order.client);
    if (!client) continue;
    const id = await requestOrder(db, client.id, { laborId: workers[index]!.id, package: order.package }, now);
    let version = 1;
    for (const step of order.steps) {
      const actor = { role: step.role, userId: step.role === 'admin' ? admin.id : client.id };
      const result = await transition(db, now, id, actor, ZOrderTransitionSchema.parse({ ...step.input, version }));
      version = result.order.version;
    }
  }
}
