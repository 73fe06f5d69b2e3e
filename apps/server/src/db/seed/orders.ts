import { asc, count, eq, inArray } from 'drizzle-orm';
import { ZOrderTransitionSchema, type TOrderTransitionBody } from '@app/shared';
import type { TDb } from '../client.js';
import { labors, orders, users } from '../schema/index.js';
import { transition } from '../../modules/orders/lifecycle.js';
import { requestOrder } from '../../modules/orders/service.js';

const DAY_MS = 86_400_000;

type TStep = { role: 'client' | 'admin'; /** Days from now (negative: in the past) when the step was taken. */ day: number; input: TOrderTransitionBody };
type TDemoOrder = { client: string; package: 'Main' | 'Monthly'; requestedDay: number; steps: TStep[] };

const at = (now: Date, day: number) => new Date(now.getTime() + day * DAY_MS);

/** An online interview set on `setDay` for 11:00 UAE time on `interviewDay` (days from now). */
function interview(now: Date, setDay: number, interviewDay: number): TStep {
  const interviewAt = at(now, interviewDay);
  interviewAt.setUTCHours(7, 0, 0, 0);
  const input = {
    action: 'setInterview' as const,
    interviewAt: interviewAt.toISOString(),
    interviewType: 'online' as const,
    meetingLink: 'https://meet.sakina-workers.ae/interview',
    branchId: null,
  };
  return { role: 'admin', day: setDay, input };
}

const step = (role: TStep['role'], day: number, action: 'approve' | 'decline' | 'confirmPayment' | 'deliver' | 'reject' | 'cancel', note = ''): TStep => ({
  role,
  day,
  // The hire records the fee received at the office.
  input: action === 'confirmPayment' ? { action, note, payment: { method: 'cash' } } : { action, note },
});

/**
 * A handful of orders at every step, through the real lifecycle and on a coherent timeline (an
 * order is approved only after its interview took place), so lists and the dashboard have
 * something to show. Two orders wait for their client's approval, their interview just held, and
 * two are approved with their invoice issued.
 */
function demoOrders(now: Date): TDemoOrder[] {
  return [
    { client: 'fatima.alhashimi', package: 'Main', requestedDay: -1, steps: [] },
    { client: 'james.carter', package: 'Monthly', requestedDay: -2, steps: [interview(now, -1, 3)] },
    { client: 'mariam.khan', package: 'Main', requestedDay: -6, steps: [interview(now, -5, -2)] },
    { client: 'omar.saeed', package: 'Main', requestedDay: -5, steps: [interview(now, -4, -1)] },
    {
      client: 'james.carter',
      package: 'Main',
      requestedDay: -8,
      steps: [
        interview(now, -7, -4),
        step('client', -3, 'approve'),
        { role: 'client', day: -3, input: { action: 'choosePayment', method: 'bankTransfer', reference: 'FT26112200417' } },
      ],
    },
    { client: 'fatima.alhashimi', package: 'Main', requestedDay: -7, steps: [interview(now, -6, -3), step('client', -2, 'approve')] },
    {
      client: 'mariam.khan',
      package: 'Monthly',
      requestedDay: -16,
      steps: [interview(now, -15, -12), step('client', -11, 'approve'), step('admin', -10, 'confirmPayment')],
    },
    {
      client: 'omar.saeed',
      package: 'Monthly',
      requestedDay: -30,
      steps: [interview(now, -29, -27), step('client', -26, 'approve'), step('admin', -25, 'confirmPayment'), step('admin', -20, 'deliver')],
    },
    { client: 'fatima.alhashimi', package: 'Monthly', requestedDay: -9, steps: [step('admin', -8, 'reject', 'The worker prefers a family without pets')] },
    { client: 'james.carter', package: 'Main', requestedDay: -12, steps: [step('client', -11, 'cancel', 'We found help through a relative')] },
  ];
}

/** An order that went all the way: requested, interviewed, approved, paid at the office and delivered on `deliverDay`. */
function delivered(now: Date, client: string, requestedDay: number, deliverDay: number): TDemoOrder {
  const steps = [
    interview(now, requestedDay + 1, requestedDay + 4),
    step('client', requestedDay + 5, 'approve'),
    step('admin', requestedDay + 7, 'confirmPayment'),
    step('admin', deliverDay, 'deliver'),
  ];
  return { client, package: 'Main', requestedDay, steps };
}
/**
 * Months of history behind the recent orders, so /Reports has something to show over last month,
 * 90 days and the year: Main placements delivered from six months ago to last month (still within
 * their contract, so no job acts on them), and a declined, a rejected and a canceled request.
 * Older than every recent order, they sit at the end of every list.
 */
function demoHistory(now: Date): TDemoOrder[] {
  return [
    delivered(now, 'mariam.khan', -175, -165),
    delivered(now, 'omar.saeed', -140, -130),
    delivered(now, 'fatima.alhashimi', -100, -90),
    delivered(now, 'fatima.alhashimi', -70, -58),
    delivered(now, 'mariam.khan', -45, -35),
    delivered(now, 'omar.saeed', -40, -31),
    { client: 'omar.saeed', package: 'Monthly', requestedDay: -50, steps: [interview(now, -49, -46), step('client', -45, 'decline')] },
    { client: 'mariam.khan', package: 'Monthly', requestedDay: -60, steps: [step('admin', -58, 'reject', 'The worker returned home')] },
    {
      client: 'fatima.alhashimi',
      package: 'Main',
      requestedDay: -38,
      steps: [interview(now, -37, -34), step('client', -33, 'approve'), step('client', -32, 'cancel', 'Our plans changed')],
    },
  ];
}

export async function seedDemoOrders(db: TDb, now = new Date()) {
  const [existing] = await db.select({ value: count() }).from(orders);
  if ((existing?.value ?? 0) > 0) return;
  const plan = [...demoOrders(now), ...demoHistory(now)];
  const clients = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(
      inArray(
        users.userName,
        plan.map((order) => order.client),
      ),
    );
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).limit(1);
  // The oldest Available workers, so the newest ones at the top of the catalogue stay free to request.
  const workers = await db.select({ id: labors.id }).from(labors).where(eq(labors.status, 'Available')).orderBy(asc(labors.createdAt)).limit(plan.length);
  if (!admin || workers.length < plan.length) return;
  for (const [index, order] of plan.entries()) {
    const client = clients.find((candidate) => candidate.userName === order.client);
    if (!client) continue;
    // Seeded history: no audit actor and no site address, so nothing is audited and nobody is told.
    const placed = { db, now: at(now, order.requestedDay), actor: { role: 'client' as const, userId: client.id } };
    const id = await requestOrder(placed, { laborId: workers[index]!.id, package: order.package, replacesPlacementId: null });
    let version = 1;
    for (const { role, day, input } of order.steps) {
      const actor = { role, userId: role === 'admin' ? admin.id : client.id };
      const result = await transition({ db, now: at(now, day), actor }, { id }, ZOrderTransitionSchema.parse({ ...input, version }));
      version = result.order.version;
    }
  }
}
