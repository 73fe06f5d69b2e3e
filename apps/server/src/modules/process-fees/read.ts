import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDisbursement, TDisbursementPayment, TProcessFees } from '@app/shared';
import type { TReader, TTx } from '../../db/client.js';
import { orders, processDisbursementPayments, processDisbursements, processSteps, users, visaProcesses } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

export type TDisbursementRow = typeof processDisbursements.$inferSelect;
export type TProcessRow = typeof visaProcesses.$inferSelect;

const recorder = alias(users, 'recorder');
const aed = (fils: number) => fils / 100;

/** The process a fee belongs to, locked: recording, deleting, billing and payments of one process take turns. */
export async function lockedProcess(tx: TTx, processId: number): Promise<TProcessRow> {
  const [row] = await tx.select().from(visaProcesses).where(eq(visaProcesses.id, processId)).for('update');
  if (!row) throw new AppError(404, 'processes.notFound');
  return row;
}

/** One fee of this process, or a 404: a fee of another process is not there for this one. */
export async function disbursementOf(db: TReader, processId: number, disbursementId: number): Promise<TDisbursementRow> {
  const [row] = await db
    .select()
    .from(processDisbursements)
    .where(and(eq(processDisbursements.id, disbursementId), eq(processDisbursements.processId, processId)));
  if (!row) throw new AppError(404, 'processFees.notFound');
  return row;
}

/** What the audit trail keeps of a fee: money in AED, the receipt by its file name. */
export const disbursementSnapshot = (row: TDisbursementRow) => ({
  processId: row.processId,
  stepId: row.stepId,
  amountAed: aed(row.amountFils),
  description: row.description,
  paidOn: row.paidOn,
  paidBy: row.paidBy,
  receipt: row.receiptOriginalName,
  billNumber: row.billNumber,
});

async function feeItems(db: TReader, processId: number): Promise<Array<TDisbursement & { amountFils: number }>> {
  const rows = await db
    .select({
      fee: processDisbursements,
      step: { id: processSteps.id, nameEn: processSteps.nameEn, nameAr: processSteps.nameAr },
      recordedBy: recorder.userName,
    })
    .from(processDisbursements)
    .innerJoin(processSteps, eq(processSteps.id, processDisbursements.stepId))
    .leftJoin(recorder, eq(recorder.id, processDisbursements.recordedBy))
    .where(eq(processDisbursements.processId, processId))
    .orderBy(asc(processSteps.position), asc(processDisbursements.paidOn), asc(processDisbursements.id));
  return rows.map(({ fee, step, recordedBy }) => ({
    id: fee.id,
    processId: fee.processId,
    step,
    amountFils: fee.amountFils,
    amountAed: aed(fee.amountFils),
    description: fee.description,
    paidOn: fee.paidOn,
    paidBy: fee.paidBy,
    receipt: fee.receiptName ? { fileName: fee.receiptOriginalName ?? fee.receiptName, size: fee.receiptSize ?? 0 } : null,
    recordedBy,
    createdAt: fee.createdAt.toISOString(),
    billNumber: fee.billNumber,
    billedAt: fee.billedAt?.toISOString() ?? null,
  }));
}

async function feePayments(db: TReader, processId: number): Promise<Array<TDisbursementPayment & { amountFils: number }>> {
  const rows = await db
    .select({ payment: processDisbursementPayments, recordedBy: recorder.userName })
    .from(processDisbursementPayments)
    .leftJoin(recorder, eq(recorder.id, processDisbursementPayments.recordedBy))
    .where(eq(processDisbursementPayments.processId, processId))
    .orderBy(asc(processDisbursementPayments.receivedOn), asc(processDisbursementPayments.id));
  return rows.map(({ payment, recordedBy }) => ({
    id: payment.id,
    amountFils: payment.amountFils,
    amountAed: aed(payment.amountFils),
    method: payment.method,
    reference: payment.reference,
    receivedOn: payment.receivedOn,
    documentNumber: payment.documentNumber,
    note: payment.note,
    recordedBy,
    recordedAt: payment.recordedAt.toISOString(),
  }));
}

/** Billed fees less the family's payments of them, in fils: what she still owes for government fees. */
export async function owedFils(db: TReader, processId: number): Promise<number> {
  const [items, payments] = [await feeItems(db, processId), await feePayments(db, processId)];
  return totalsOf(items, payments).owed;
}

function totalsOf(items: Array<{ amountFils: number; paidBy: string; billNumber: string | null }>, payments: Array<{ amountFils: number }>) {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const agency = items.filter((item) => item.paidBy === 'agency');
  const billed = sum(agency.filter((item) => item.billNumber).map((item) => item.amountFils));
  const paidBack = sum(payments.map((payment) => payment.amountFils));
  return {
    unbilled: sum(agency.filter((item) => !item.billNumber).map((item) => item.amountFils)),
    billed,
    paidBack,
    owed: billed - paidBack,
    paidByFamily: sum(items.filter((item) => item.paidBy === 'family').map((item) => item.amountFils)),
  };
}

/** A process's government fees as the panel shows them; 404 for a process that is not there. */
export async function processFees(db: TReader, processId: number): Promise<TProcessFees> {
  const [process] = await db
    .select({ id: visaProcesses.id, clientId: visaProcesses.clientId, orderNumber: orders.number, orderClientId: orders.clientId })
    .from(visaProcesses)
    .leftJoin(orders, eq(orders.id, visaProcesses.orderId))
    .where(eq(visaProcesses.id, processId));
  if (!process) throw new AppError(404, 'processes.notFound');
  const [items, payments] = [await feeItems(db, processId), await feePayments(db, processId)];
  const totals = totalsOf(items, payments);
  return {
    processId,
    orderNumber: process.orderNumber,
    canBill: process.orderClientId !== null,
    items: items.map(({ amountFils: _fils, ...item }) => item),
    payments: payments.map(({ amountFils: _fils, ...payment }) => payment),
    totals: {
      unbilledAed: aed(totals.unbilled),
      billedAed: aed(totals.billed),
      paidBackAed: aed(totals.paidBack),
      owedAed: aed(totals.owed),
      paidByFamilyAed: aed(totals.paidByFamily),
    },
  };
}
