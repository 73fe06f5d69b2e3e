import { sql } from 'drizzle-orm';
import { VAT_RATE, type TPaymentMethod } from '@app/shared';
import type { TDb } from '../../db/client.js';
import type { orders } from '../../db/schema/index.js';

type TOrderRow = typeof orders.$inferSelect;

/**
 * The payment step, behind one small interface. Today's provider is offline: the client pays at
 * the office or by bank transfer and an admin confirms the money arrived. A card gateway would be
 * another provider whose `confirm` runs from its webhook instead of an admin's click.
 */
export type TPaymentProvider = {
  choose(order: TOrderRow, choice: { method: TPaymentMethod; reference: string }, now: Date): Partial<TOrderRow>;
  confirm(order: TOrderRow, now: Date): Partial<TOrderRow>;
};

export const offlinePayments: TPaymentProvider = {
  choose: (_order, choice, now) => ({
    paymentMethod: choice.method,
    paymentReference: choice.method === 'bankTransfer' ? choice.reference : '',
    paymentChosenAt: now,
  }),
  // Confirming without a recorded choice means the client paid at the office.
  confirm: (order, now) => ({ paidAt: now, paymentMethod: order.paymentMethod ?? 'office', paymentChosenAt: order.paymentChosenAt ?? now }),
};

/** Main: the one-time fee. Monthly: the price of a month times the minimum months, paid up front. */
export function invoiceAmounts(order: Pick<TOrderRow, 'priceAed' | 'months'>) {
  const subtotalFils = order.priceAed * (order.months ?? 1) * 100;
  const vatFils = Math.round(subtotalFils * VAT_RATE);
  return { subtotalFils, vatFils, totalFils: subtotalFils + vatFils };
}

/** Numbers the invoice from its own sequence: INV-2026-000042. */
export async function issueInvoice(tx: Pick<TDb, 'execute'>, order: TOrderRow, now: Date) {
  const result = await tx.execute(sql`SELECT nextval('invoice_number_seq')::int AS next`);
  const next = (result as { rows: Array<{ next: number }> }).rows[0]!.next;
  return {
    invoiceNumber: `INV-${now.getUTCFullYear()}-${String(next).padStart(6, '0')}`,
    invoiceIssuedAt: now,
    ...invoiceAmounts(order),
  };
}
