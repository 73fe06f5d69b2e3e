import { z } from './zod.js';
import { ZPaginationFilterSchema } from './common.js';

/** The records whose changes the audit trail names, as the /AuditLog filter offers them ('lookup' covers every lookup:<list>). */
export const AUDIT_ENTITIES = [
  'labor',
  'client',
  'order',
  'package',
  'lookup',
  'page',
  'section',
  'menuItem',
  'settings',
  'branch',
  'question',
  'media',
  'enquiry',
  'placement',
  'invoice',
  'document',
  'clientDocument',
  'applicant',
  'interviewSlot',
  'staff',
  'user',
  'session',
  'route',
  'report',
  'process',
  'processStep',
  'processTemplate',
  'processDisbursement',
] as const;

/** Security events: also written to the application log as structured lines. */
export const SECURITY_AUDIT_ACTIONS = [
  'signIn',
  'signInFailed',
  'lockout',
  'signOut',
  'passwordChanged',
  'passwordReset',
  'contactChanged',
  'emailVerified',
  'secondFactorEnrolled',
  'secondFactorReset',
  'secondFactorFailed',
  'recoveryCodeUsed',
  'recoveryCodesRenewed',
  'sessionsEnded',
  'forbidden',
] as const;

/** The actions the /AuditLog filter offers: back-office changes, order steps and security events. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'status',
  'setInterview',
  'approve',
  'reject',
  'cancel',
  'confirmPayment',
  'deliver',
  'autoCancel',
  'namedByClient',
  'interviewOutcome',
  'payment',
  'refund',
  'creditNote',
  'proof',
  'end',
  'remedy',
  'workerBack',
  'renew',
  'stop',
  'resume',
  'import',
  'convert',
  'export',
  ...SECURITY_AUDIT_ACTIONS,
] as const;

const ZAuditWordSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z:]{0,59}$/, 'validation.invalid');

const ZUaeDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.dateInvalid')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'validation.dateInvalid');

/** The filters of the audit trail, shared by its list and its CSV export. Days are UAE days, `to` included. */
export const ZAuditFilterSchema = z.strictObject({
  /** A user's id (digits), or part of their name. */
  who: z.string().trim().max(100).optional(),
  action: ZAuditWordSchema.optional(),
  entity: ZAuditWordSchema.optional(),
  entityId: z.string().trim().max(200).optional(),
  from: ZUaeDaySchema.optional(),
  to: ZUaeDaySchema.optional(),
});

const fromBeforeTo = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;

export const ZAuditCsvQuerySchema = ZAuditFilterSchema.refine(fromBeforeTo, { message: 'audit.rangeInvalid', path: ['to'] });
export type TAuditCsvQuery = z.infer<typeof ZAuditCsvQuerySchema>;

export const ZAuditQuerySchema = ZAuditFilterSchema.extend(ZPaginationFilterSchema.shape).refine(fromBeforeTo, { message: 'audit.rangeInvalid', path: ['to'] });
export type TAuditQuery = z.infer<typeof ZAuditQuerySchema>;

/** One changed field as the reader reads it: its label, what it was (null for a creation or a file) and what it became. */
export const ZAuditLineSchema = z.object({ field: z.string(), label: z.string(), before: z.string().nullable(), after: z.string() });
export type TAuditLine = z.infer<typeof ZAuditLineSchema>;

/**
 * One row of the audit trail: when, who (name and role, from which address), what, and the fields
 * before and after: raw in `changes`, in the reader's language in `lines`; `subject` names the record.
 */
export const ZAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  changes: z.record(z.string(), z.array(z.unknown()).length(2)).nullable(),
  subject: z.string().nullable(),
  lines: z.array(ZAuditLineSchema),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

/** One record's history: its audit rows, newest first, without the addresses (staff of other roles read it). */
export const ZEntityHistorySchema = z.array(ZAuditEntrySchema.omit({ ip: true }));
export type TEntityHistory = z.infer<typeof ZEntityHistorySchema>;
export type THistoryEntry = TEntityHistory[number];
