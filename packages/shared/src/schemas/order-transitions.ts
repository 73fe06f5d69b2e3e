import { z } from './zod.js';
import { PACKAGES } from '../constants.js';
import { ID_MAX, zId, ZIdSchema, ZIsoDateSchema } from './common.js';
import { isHttpsUrl } from '../links.js';
import { INTERVIEW_TYPES, PAYMENT_METHODS, type TPaymentMethod } from './orders.js';

/**
 * What makes and changes an order: the client's request, the body of each step of its lifecycle,
 * and the forms that fill them in.
 */

const text = (max: number) => z.string().trim().max(max);

export const ZOrderRequestSchema = z.strictObject({
  laborId: zId({ error: 'validation.laborRequired' }, 'validation.laborRequired'),
  package: z.enum(PACKAGES, { error: 'validation.packageRequired' }),
  /** A replacement under the guarantee of this (ended) placement of hers: no new fee, the package is the original's. */
  replacesPlacementId: ZIdSchema.nullable().default(null),
});
export type TOrderRequest = z.infer<typeof ZOrderRequestSchema>;

/** A counter in an `integer` column, bounded as ids are. */
const version = z.number({ error: 'validation.versionRequired' }).int().min(1).max(ID_MAX, 'validation.invalid');
const note = text(1000).default('');

const interviewFields = {
  action: z.literal('setInterview'),
  /** ISO date-time with offset, e.g. 2026-12-01T10:00:00+04:00. */
  interviewAt: z.iso.datetime({ offset: true, error: 'validation.interviewAtRequired' }),
  interviewType: z.enum(INTERVIEW_TYPES, { error: 'validation.interviewTypeRequired' }),
  meetingLink: z.string({ error: 'validation.meetingLinkInvalid' }).max(500).refine(isHttpsUrl, 'validation.meetingLinkInvalid').nullable(),
  branchId: ZIdSchema.nullable(),
};

type TInterviewPlace = { interviewType: (typeof INTERVIEW_TYPES)[number]; meetingLink: string | null; branchId: number | null };
/** An interview online has its link, one in the office its branch. */
const withInterviewPlace = <T extends z.ZodType<TInterviewPlace>>(schema: T) =>
  schema
    .refine((input) => input.interviewType !== 'online' || input.meetingLink, { error: 'validation.meetingLinkRequired', path: ['meetingLink'] })
    .refine((input) => input.interviewType !== 'office' || input.branchId, { error: 'validation.branchRequired', path: ['branchId'] });

export const ZSetInterviewSchema = withInterviewPlace(
  z.strictObject({
    ...interviewFields,
    meetingLink: interviewFields.meetingLink.default(null),
    branchId: interviewFields.branchId.default(null),
    version,
    note,
  }),
);

/** What the interview form sends: the order's version is added when sending, and it takes no note. */
export const ZInterviewInputSchema = withInterviewPlace(z.strictObject(interviewFields));

/** 2026-12-01T10:00, as the agency reads the time in the UAE, becomes 2026-12-01T10:00:00+04:00. */
export const uaeDateTime = (local: string) => (local ? `${local}:00+04:00` : '');

/**
 * The interview form as filled in: the time as the UAE reads it, a link only for an interview
 * online, a branch only for one in the office; checked as what it sends.
 */
export const ZInterviewFormSchema = z
  .object({ interviewAt: z.string(), interviewType: z.enum(INTERVIEW_TYPES), meetingLink: z.string(), branchId: z.string() })
  .transform(({ interviewAt, interviewType, meetingLink, branchId }) => ({
    action: 'setInterview' as const,
    interviewAt: uaeDateTime(interviewAt),
    interviewType,
    meetingLink: interviewType === 'online' ? meetingLink.trim() || null : null,
    branchId: interviewType === 'office' ? Number(branchId) || null : null,
  }))
  .pipe(ZInterviewInputSchema);

const paymentFields = {
  action: z.literal('choosePayment'),
  method: z.enum(PAYMENT_METHODS, { error: 'validation.paymentMethodRequired' }),
  reference: text(100),
};
/** A transfer is told apart by its reference. */
const withTransferReference = <T extends z.ZodType<{ method: TPaymentMethod; reference: string }>>(schema: T) =>
  schema.refine((input) => input.method !== 'bankTransfer' || input.reference.length > 0, {
    error: 'validation.transferReferenceRequired',
    path: ['reference'],
  });

export const ZChoosePaymentSchema = withTransferReference(z.strictObject({ ...paymentFields, reference: paymentFields.reference.default(''), version }));

/** The payment form as filled in: a reference is sent only with a bank transfer. */
export const ZPaymentFormSchema = z
  .object({ method: z.enum(PAYMENT_METHODS, { error: 'validation.paymentMethodRequired' }), reference: z.string() })
  .transform(({ method, reference }) => ({ action: 'choosePayment' as const, method, reference: method === 'bankTransfer' ? reference : '' }))
  .pipe(withTransferReference(z.strictObject(paymentFields)));

/** The actions taken with a confirmation and nothing but a note (closing ones ask for it). */
export const NOTED_ACTIONS = ['approve', 'decline', 'reject', 'cancel', 'confirmPayment', 'deliver'] as const;
export type TNotedAction = (typeof NOTED_ACTIONS)[number];
/** The note of a confirmed action, kept by the history and the e-mail. */
export const ZActionNoteSchema = z.strictObject({ note });

const simpleAction = <T extends TNotedAction>(action: T) => z.strictObject({ action: z.literal(action), version, note });

/**
 * Hire: the invoice must be paid in full. `payment` records the balance received now (the client
 * paid at the desk); `override` hires with a balance still due (managers only, written to the audit trail).
 */
export const ZConfirmPaymentSchema = z.strictObject({
  action: z.literal('confirmPayment'),
  version,
  note,
  payment: z
    .strictObject({
      method: z.enum(['cash', 'card', 'bankTransfer', 'cheque'], { error: 'validation.paymentMethodRequired' }),
      reference: text(100).default(''),
    })
    .nullable()
    .default(null),
  override: z.boolean().default(false),
});

/**
 * Delivery: the day the worker was handed over to the family (a UAE day, today when not given); her
 * placement's probation, contract end and refund deadline count from it.
 */
export const ZDeliverSchema = z.strictObject({ action: z.literal('deliver'), version, note, deliveredOn: ZIsoDateSchema.optional() });

/** Every change of an order goes through one call with one of these bodies. */
export const ZOrderTransitionSchema = z.discriminatedUnion(
  'action',
  [
    ZSetInterviewSchema,
    ZChoosePaymentSchema,
    simpleAction('approve'),
    simpleAction('decline'),
    simpleAction('reject'),
    simpleAction('cancel'),
    ZConfirmPaymentSchema,
    ZDeliverSchema,
  ],
  { error: 'validation.actionUnknown' },
);
export type TOrderTransition = z.infer<typeof ZOrderTransitionSchema>;
type TDistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What a form or a caller fills in; the order's current version is added when sending. */
export type TOrderTransitionBody = TDistributiveOmit<z.input<typeof ZOrderTransitionSchema>, 'version'>;
