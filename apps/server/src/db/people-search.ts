import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TReader } from './client.js';
import { containsPattern, phoneMatches } from './sql-helpers.js';
import { clientProfiles, labors, users } from './schema/index.js';

/**
 * Staff find a client or a worker the way a caller names them. The ids found are an array, not a
 * subquery to join: the planner cannot tell how few match a name, and joined the whole list to
 * find them (each name is found through its trigram index).
 */
export function clientIdsMatching(db: TReader, search: string): SQL {
  const pattern = containsPattern(search);
  const byAccount = db
    .select({ id: users.id })
    .from(users)
    .where(or(ilike(users.userName, pattern), phoneMatches(users.phoneNumber, search)));
  const byProfile = db
    .select({ id: clientProfiles.userId })
    .from(clientProfiles)
    .where(or(ilike(clientProfiles.fullName, pattern), ilike(clientProfiles.fullNameAr, pattern)));
  return sql`ARRAY(${byAccount} UNION ${byProfile})`;
}

/** The workers named so in either language, or by their code: an array of ids, as above. */
export function workerIdsMatching(db: TReader, search: string): SQL {
  const pattern = containsPattern(search);
  const found = db
    .select({ id: labors.id })
    .from(labors)
    .where(or(ilike(labors.name, pattern), ilike(labors.nameAr, pattern), ilike(labors.code, pattern)));
  return sql`ARRAY(${found})`;
}
