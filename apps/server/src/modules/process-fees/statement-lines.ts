import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { todayInUae, type TStatementLine } from '@app/shared';
import type { TReader } from '../../db/client.js';
import { orders, processDisbursementPayments, processDisbursements, visaProcesses } from '../../db/schema/index.js';

/** A statement line before its running balance, as the statement orders it (modules/statement sits above this module). */
type TStatementEntry = Omit<TStatementLine, 'debitAed' | 'creditAed' | 'balanceAed'> & { debitFils: number; creditFils: number; at: number; rank: number };

/**
 * A family's government fees on her statement of account (decision 033): each fee billed to her, at
 * cost and with no VAT, on the day of its disbursement note (DSB-), and her payments of them (DRC-)
 * on the day the money moved. They raise and lower the one balance as invoices and payments do.
 */
export async function disbursementEntries(db: TReader, clientId: number): Promise<TStatementEntry[]> {
  const billed = await db
    .select({
      billNumber: processDisbursements.billNumber,
      billedAt: processDisbursements.billedAt,
      description: processDisbursements.description,
      amountFils: processDisbursements.amountFils,
      orderId: orders.id,
      orderNumber: orders.number,
    })
    .from(processDisbursements)
    .innerJoin(visaProcesses, eq(visaProcesses.id, processDisbursements.processId))
    .innerJoin(orders, eq(orders.id, visaProcesses.orderId))
    .where(and(eq(orders.clientId, clientId), isNotNull(processDisbursements.billNumber)))
    .orderBy(asc(processDisbursements.billedAt), asc(processDisbursements.id));
  const paid = await db
    .select({ payment: processDisbursementPayments, orderId: orders.id, orderNumber: orders.number })
    .from(processDisbursementPayments)
    .innerJoin(visaProcesses, eq(visaProcesses.id, processDisbursementPayments.processId))
    .innerJoin(orders, eq(orders.id, visaProcesses.orderId))
    .where(eq(orders.clientId, clientId))
    .orderBy(asc(processDisbursementPayments.receivedOn), asc(processDisbursementPayments.id));
  return [
    ...billed.map((row): TStatementEntry => ({
      kind: 'disbursement',
      date: todayInUae(row.billedAt!),
      documentNumber: row.billNumber!,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      reference: row.description,
      debitFils: row.amountFils,
      creditFils: 0,
      at: row.billedAt!.getTime(),
      rank: 0,
    })),
    ...paid.map(({ payment, orderId, orderNumber }): TStatementEntry => ({
      kind: 'disbursementPayment',
      date: payment.receivedOn,
      documentNumber: payment.documentNumber,
      orderId,
      orderNumber,
      reference: '',
      debitFils: 0,
      creditFils: payment.amountFils,
      at: payment.recordedAt.getTime(),
      rank: 1,
    })),
  ];
}
