import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { languageIdOf, type TAdminOrderInput, type TNewClient } from '@app/shared';
import type { TTx } from '../../db/client.js';
import { orders, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';
import { hashPassword, identityColumns } from '../auth/credentials.js';
import { assertUserNameAcceptable } from '../auth/user-names.js';
import { assertIdentityFree, insertUniqueUser } from '../auth/service.js';
import { announcePlaced, placeOrder, refusingSecondOpenOrder } from './service.js';

/**
 * Staff add an order for a walk-in or phone client (SPEC.md section 2, "Add Order"). A new client
 * is registered in the same transaction, so a refused order leaves no account behind. The order
 * follows the client's own rules (placeOrder); its history says the agency placed it, and the
 * client's e-mail is queued with it. `ctx.db` may be a caller's transaction (an enquiry's conversion).
 */
export async function addOrderForClient(ctx: TCtx, input: TAdminOrderInput): Promise<number> {
  const { db, now, audit } = ctx;
  if (input.newClient) {
    await assertUserNameAcceptable(db, input.newClient.userName);
    await assertIdentityFree(db, input.newClient.userName, input.newClient.email);
  }
  return refusingSecondOpenOrder(
    () =>
      db.transaction(async (tx) => {
        const clientId = input.newClient
          ? await registerWalkInClient(tx, input.newClient, now, languageIdOf(ctx.locale))
          : await activeClientId(tx, input.clientId!);
        const id = await placeOrder({ ...ctx, db: tx }, clientId, input);
        if (input.newClient) {
          const { userName, email, phoneNumber } = input.newClient;
          await recordChange(tx, audit, { action: 'create', entity: 'client', entityId: clientId }, null, { userName, email, phoneNumber, isActive: true });
        }
        const [order] = await tx.select().from(orders).where(eq(orders.id, id));
        await recordChange(tx, audit, { action: 'create', entity: 'order', entityId: id }, null, order!, ['interviewSequence']);
        await announcePlaced(ctx, tx, id);
        return id;
      }),
    ctx.actor.role,
  );
}

async function activeClientId(tx: TTx, id: number): Promise<number> {
  const [client] = await tx
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'client')));
  if (!client) throw new AppError(404, 'auth.clientNotFound', {}, 'clientId');
  if (!client.isActive) throw new AppError(409, 'orders.clientInactive', {}, 'clientId');
  return client.id;
}

/** The client gets a random password nobody knows, and the language staff work in; "Forgot password" on the login page sets their own. */
async function registerWalkInClient(tx: TTx, client: TNewClient, now: Date, languageId: number): Promise<number> {
  const [row] = await insertUniqueUser(tx, {
    role: 'client',
    ...identityColumns(client),
    passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    languageId,
    // Staff met her (or spoke with her): there is no code to wait for.
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return row!.id;
}
