import { and, asc, eq, ne } from 'drizzle-orm';
import { addDays, todayInUae, type TDocumentKind } from '@app/shared';
import type { TDb } from '../client.js';
import { labors, workerDocuments } from '../schema/index.js';

/** Days from today to each demo visa's expiry, worker by worker: one expired, some within 30 days, the rest later. */
const VISA_EXPIRY_DAYS = [-6, 5, 12, 19, 26, 41, 58, 75, 120, 200, 310, 400];
/** The demo's Emirates IDs expire 40 days after their visas. */
const ID_AFTER_VISA_DAYS = 40;

/** Demo workers still abroad or waiting for their visa: a source agency and a day families can have them from. */
const ON_THE_WAY = [
  { stage: 'abroad', sourceAgency: 'Manila Star Manpower', inDays: 45 },
  { stage: 'abroad', sourceAgency: 'Lanka Overseas Employment', inDays: 60 },
  { stage: 'visaInProcess', sourceAgency: 'Nairobi Care Agency', inDays: 21 },
] as const;

/**
 * Visas and Emirates IDs for the first demo workers, with expiries spread around today, and a few
 * workers still on their way, so /Documents, the dashboard and "Available from" have something to
 * show (the demo only, on an installation whose workers have no document but their passports).
 */
export async function seedDemoDocuments(db: TDb, now = new Date()) {
  const [added] = await db.select({ id: workerDocuments.id }).from(workerDocuments).where(ne(workerDocuments.kind, 'passport')).limit(1);
  if (added) return;
  const today = todayInUae(now);
  const workers = await db
    .select({ id: labors.id })
    .from(labors)
    .where(eq(labors.status, 'Available'))
    .orderBy(asc(labors.id))
    .limit(VISA_EXPIRY_DAYS.length + ON_THE_WAY.length);
  const documents = workers.slice(0, VISA_EXPIRY_DAYS.length).flatMap((worker, index) => {
    const visaExpiry = addDays(today, VISA_EXPIRY_DAYS[index]!);
    const serial = String(4_310_000 + worker.id * 37);
    const document = (kind: TDocumentKind, number: string, expiryDate: string) => ({
      laborId: worker.id,
      kind,
      number,
      numberKey: number.toUpperCase(),
      issueDate: addDays(expiryDate, -730),
      expiryDate,
    });
    return [
      document('visa', `201/${today.slice(0, 4)}/${serial}`, visaExpiry),
      document('emiratesId', `784-1990-${serial}-${worker.id % 10}`, addDays(visaExpiry, ID_AFTER_VISA_DAYS)),
    ];
  });
  await db.transaction(async (tx) => {
    if (documents.length > 0) await tx.insert(workerDocuments).values(documents);
    for (const [index, worker] of workers.slice(VISA_EXPIRY_DAYS.length).entries()) {
      const { stage, sourceAgency, inDays } = ON_THE_WAY[index]!;
      await tx
        .update(labors)
        .set({ stage, sourceAgency, availableFrom: addDays(today, inDays) })
        .where(and(eq(labors.id, worker.id), eq(labors.status, 'Available')));
    }
  });
}
