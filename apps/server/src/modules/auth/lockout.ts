import type { TAttemptLimiter } from '../../http/attempt-limiter.js';
import { AppError } from '../../http/app-error.js';

/**
 * Guessing an account's password (or its second factor) is slowed down rather than locked: the
 * first failures are free, from the fifth each further attempt must wait 2, 4, 8 ... seconds (at
 * most five minutes). The owner, who knows the password, is never shut out for long, and a guesser
 * gets a few dozen tries an hour at most.
 */
export const SLOW_DOWN_AFTER = 5;
export const MAX_WAIT_SECONDS = 5 * 60;
/** Failures are counted for an hour from the first one. */
export const FAILURE_WINDOW_MS = 60 * 60_000;

/** A 429 with the seconds to wait, sent as Retry-After. */
export class WaitError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'auth.slowDown', { seconds: retryAfterSeconds });
  }
}

/**
 * The key an account's failures are counted under: the account, however it was named (user name or
 * e-mail), so both count together; a name no account has, as typed.
 */
export const accountAttemptsKey = (userId: number | undefined, typed: string) =>
  userId === undefined ? `login:account:${typed}` : `login:account:user:${userId}`;

const waitKey = (accountKey: string) => `${accountKey}:wait`;

/** The wait after the n-th failure (n >= SLOW_DOWN_AFTER): 2, 4, 8 ... seconds, at most MAX_WAIT_SECONDS. */
export const waitSecondsAfter = (failures: number) => Math.min(2 ** (failures - SLOW_DOWN_AFTER + 1), MAX_WAIT_SECONDS);

/** Refuses (429, Retry-After) an attempt made before the account's wait is over. */
export async function assertNotWaiting(attempts: TAttemptLimiter, accountKey: string) {
  const wait = await attempts.peek(waitKey(accountKey));
  if (wait.count > 0) throw new WaitError(Math.max(1, Math.ceil(wait.resetInMs / 1000)));
}

/** Counts one failure; answers whether it is the one that starts the slowdown (the owner is told once). */
export async function countFailure(attempts: TAttemptLimiter, accountKey: string): Promise<{ lockedNow: boolean }> {
  const { count } = await attempts.count(accountKey, FAILURE_WINDOW_MS);
  if (count >= SLOW_DOWN_AFTER) await attempts.count(waitKey(accountKey), waitSecondsAfter(count) * 1000);
  return { lockedNow: count === SLOW_DOWN_AFTER };
}
