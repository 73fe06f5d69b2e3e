import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TReader } from './client.js';
import { containsPattern, numberMatches, phoneMatches } from './sql-helpers.js';
import { clientProfiles, labors, users } from './schema/index.js';

/**
 * Staff find a client or a worker the way a caller names them (each name is found through its
 * trigram index). Two shapes of the same find:
 * - `...IdsMatching`, an array of ids, for a long table read through its own index on the id
 *   (the orders): the planner cannot tell how few match a name, and joined the whole list to find
 *   them;
 * - `...Named`, a subquery for `IN`, for a short table read whole (the running processes): it is
 *   run once and hashed, where every row would search the array from its start.
 */
export function clientsNamed(db: TReader, search: string): SQL {
  const pattern = containsPattern(search);
  const byAccount = db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.userName, pattern), phoneMatches(users.phoneNumber, search)));
  const byProfile = db
    .select({ id: clientProfiles.userId })
    .from(clientProfiles)
    .where(or(ilike(clientProfiles.fullName, pattern), ilike(clientProfiles.fullNameAr, pattern)));
  return sql`${byAccount} UNION ${byProfile}`;
}

/** The workers named so in either language, or by their code: a subquery, as above. */
export function workersNamed(db: TReader, search: string): SQL {
  const pattern = containsPattern(search);
  return sql`${db
    .select({ id: labors.id })
    .from(labors)
    .where(or(ilike(labors.name, pattern), ilike(labors.nameAr, pattern), numberMatches(labors.code, search)))}`;
}

export const clientIdsMatching = (db: TReader, search: string): SQL => sql`ARRAY(${clientsNamed(db, search)})`;

export const workerIdsMatching = (db: TReader, search: string): SQL => sql`ARRAY(${workersNamed(db, search)})`;
