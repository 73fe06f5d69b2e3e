import { and, inArray, lt } from 'drizzle-orm';
import { todayInUae, type TAddOrderWorker, type TDocumentKind, type TPage } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { labors, workerDocuments } from '../../db/schema/index.js';
import { listAdminLabors } from '../labors/admin-read.js';

type TQuery = { code?: string; name?: string; pageNumber: number; pageSize: number };

/** The kinds of each worker's documents that expired before this UAE day, her passport on her own record included. */
async function expiredDocumentsOf(db: TDb, ids: number[], today: string): Promise<Map<number, TDocumentKind[]>> {
  const expired = new Map<number, Set<TDocumentKind>>(ids.map((id) => [id, new Set()]));
  if (ids.length === 0) return new Map();
  const [documents, passports] = await Promise.all([
    db
      .selectDistinct({ laborId: workerDocuments.laborId, kind: workerDocuments.kind })
      .from(workerDocuments)
      .where(and(inArray(workerDocuments.laborId, ids), lt(workerDocuments.expiryDate, today))),
    db
      .select({ laborId: labors.id })
      .from(labors)
      .where(and(inArray(labors.id, ids), lt(labors.passportExpiryDate, today))),
  ]);
  for (const { laborId, kind } of documents) expired.get(laborId)?.add(kind);
  for (const { laborId } of passports) expired.get(laborId)?.add('passport');
  return new Map([...expired].map(([id, kinds]) => [id, [...kinds].sort()]));
}

/**
 * Add Order's worker list: Available workers by code or name, each with what staff must know before
 * choosing her. A passport's expiry is said to every role that adds orders: the order is refused for it.
 */
export async function listAddOrderWorkers(db: TDb, query: TQuery, now: Date): Promise<TPage<TAddOrderWorker>> {
  const page = await listAdminLabors({ db, now }, { ...query, status: 'Available' });
  const expired = await expiredDocumentsOf(
    db,
    page.items.map((worker) => worker.id),
    todayInUae(now),
  );
  return { ...page, items: page.items.map((worker) => ({ ...worker, expiredDocuments: expired.get(worker.id) ?? [] })) };
}
