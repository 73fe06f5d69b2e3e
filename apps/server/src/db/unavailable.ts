/** Socket errors of a database that is down, restarting or unreachable. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATEs of a server shutting down or not yet accepting connections (class 08 is "connection exception"). */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);

/** What node-postgres says when a connection ends under a query or the pool cannot connect in time. */
const CONNECTION_LOST_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** True when a query failed because the database could not be reached, not because of the query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causesOf(error).some((cause) => {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (CONNECTION_ERROR_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    const message = typeof cause.message === 'string' ? cause.message : '';
    return CONNECTION_LOST_MESSAGES.some((known) => message.includes(known));
  });
}

/** True when a write failed for want of disk space: PostgreSQL's disk_full, or the file system's ENOSPC. */
export function isDiskFull(error: unknown): boolean {
  return causesOf(error).some((cause) => cause.code === '53100' || cause.code === 'ENOSPC');
}

type TErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error, what it wraps (drizzle wraps driver errors) and the errors of an AggregateError (one per address tried). */
function causesOf(error: unknown, depth = 0): TErrorLike[] {
  if (!error || typeof error !== 'object' || depth > 5) return [];
  const current = error as TErrorLike;
  const nested = Array.isArray(current.errors) ? current.errors.flatMap((inner) => causesOf(inner, depth + 1)) : [];
  return [current, ...causesOf(current.cause, depth + 1), ...nested];
}
