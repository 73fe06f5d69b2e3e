import { z } from './zod.js';
import { ZEmailSchema, ZPhoneNumberSchema, ZUserNameSchema } from './auth.js';
import { zId } from './common.js';
import { DOCUMENT_KINDS } from './documents.js';
import { ZAdminLaborCardSchema, ZAdminLaborQuerySchema } from './labors.js';
import { ZOrderRequestSchema } from './order-transitions.js';

/** A walk-in or phone client the agency registers while taking the order; they set a password later through "forgot password". */
export const ZNewClientSchema = z.strictObject({
  userName: ZUserNameSchema,
  email: ZEmailSchema,
  phoneNumber: ZPhoneNumberSchema,
});
export type TNewClient = z.infer<typeof ZNewClientSchema>;

/** Staff add an order (SPEC.md section 2, "Add Order"): for an existing client, or a new one made in the same step. */
export const ZAdminOrderInputSchema = ZOrderRequestSchema.extend({
  clientId: zId({ error: 'validation.clientRequired' }, 'validation.clientRequired').nullable().default(null),
  newClient: ZNewClientSchema.nullable().default(null),
}).refine((input) => (input.clientId == null) !== (input.newClient == null), {
  error: 'validation.clientRequired',
  path: ['clientId'],
  // Judged even when another field is wrong, so the form names every missing choice at once.
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});
export type TAdminOrderInput = z.infer<typeof ZAdminOrderInputSchema>;

/** Add Order's worker list: Available workers searched by code or name, a few at a time. */
export const ZAddOrderWorkerQuerySchema = ZAdminLaborQuerySchema.pick({ code: true, name: true, pageNumber: true, pageSize: true });

/**
 * A worker Add Order offers, with what staff must know before choosing her: hidden from the
 * catalogue (isActive false), and the kinds of her documents that have expired (UAE day).
 */
export const ZAddOrderWorkerSchema = ZAdminLaborCardSchema.extend({ expiredDocuments: z.array(z.enum(DOCUMENT_KINDS)) });
export type TAddOrderWorker = z.infer<typeof ZAddOrderWorkerSchema>;
