import type { TMail, TMailer } from '../mail/mailer.js';
import { enqueue } from './queue.js';
import type { TJobHandler } from './runner.js';

export const EMAIL_JOB = 'email';

/** Queues a rendered e-mail in the caller's transaction; the runner sends it, retrying until it goes. */
export function enqueueMail(tx: Parameters<typeof enqueue>[0], mail: TMail, options: { runAt?: Date } = {}) {
  return enqueue(tx, EMAIL_JOB, mail, options);
}

export const sendMailJob =
  (mailer: TMailer): TJobHandler =>
  (payload) =>
    mailer.send(payload as TMail);
