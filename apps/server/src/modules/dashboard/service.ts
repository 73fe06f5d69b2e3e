import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import { expiringUntil, hasPermission, todayInUae, type TDashboard, type TStaffRole } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { countries, labors, orders, users } from '../../db/schema/index.js';
import { countByStatus, listOrders } from '../orders/service.js';
import { documentCounts } from '../documents/expiring.js';
import { afterHireDashboard } from './after-hire.js';
import { applicantCounts } from '../applicants/read.js';
import { countDue } from '../enquiries/read.js';
import { countOverdueSteps } from '../processes/agenda.js';

const RECENT_ORDERS = 5;
const DAY_MS = 86_400_000;

/**
 * The back office's first screen: totals, workers by country, orders by status, recent orders,
 * passports to renew, and after the hire the money, placements and visa steps to act on. Recent orders, the
 * after-hire figures and passports only for roles that may open them; money only for orders.finance.
 */
export async function dashboard(db: TDb, today: Date, staffRole: TStaffRole | null): Promise<TDashboard> {
  const [[orderTotal], [clientTotal], [workerTotal]] = await Promise.all([
    db.select({ value: count() }).from(orders),
    db.select({ value: count() }).from(users).where(eq(users.role, 'client')),
    db.select({ value: count() }).from(labors),
  ]);
  const byCountry = await db
    .select({ id: countries.id, name: countries.name, nameAr: countries.nameAr, count: count() })
    .from(labors)
    .innerJoin(countries, eq(countries.id, labors.countryId))
    .groupBy(countries.id)
    .orderBy(desc(count()), asc(countries.name));
  // Days are counted in the agency's time zone: a passport expires at midnight in the UAE. It is
  // listed as the worker's documents mark it expiring: less than six months left.
  const uaeToday = todayInUae(today);
  const limit = expiringUntil('passport', uaeToday);
  const expiring = hasPermission(staffRole, 'labors.manage')
    ? await db
        .select({ id: labors.id, code: labors.code, name: labors.name, nameAr: labors.nameAr, passportExpiryDate: labors.passportExpiryDate })
        .from(labors)
        .where(and(eq(labors.isActive, true), lte(labors.passportExpiryDate, limit)))
        .orderBy(asc(labors.passportExpiryDate), asc(labors.id))
        .limit(50)
    : [];
  const seesOrders = hasPermission(staffRole, 'orders.view');
  const recent = seesOrders ? await listOrders(db, { pageNumber: 1, pageSize: RECENT_ORDERS }, { role: 'admin', userId: 0 }) : { items: [] };
  return {
    totals: { orders: orderTotal!.value, clients: clientTotal!.value, workers: workerTotal!.value },
    workersByCountry: byCountry,
    ordersByStatus: await countByStatus(db),
    recentOrders: recent.items,
    expiringPassports: expiring.map((worker) => ({
      ...worker,
      daysLeft: Math.round((Date.parse(worker.passportExpiryDate) - Date.parse(uaeToday)) / DAY_MS),
    })),
    afterHire: seesOrders ? await afterHireDashboard(db, today, hasPermission(staffRole, 'orders.finance')) : null,
    documents: hasPermission(staffRole, 'labors.manage')
      ? await documentCounts(db, today, { seesPassports: hasPermission(staffRole, 'labors.passport') })
      : null,
    applicants: hasPermission(staffRole, 'applicants.manage') ? await applicantCounts(db, today) : null,
    enquiries: hasPermission(staffRole, 'enquiries.manage') ? await countDue(db, today) : null,
    processes: seesOrders ? { overdueSteps: await countOverdueSteps(db, uaeToday) } : null,
  };
}
