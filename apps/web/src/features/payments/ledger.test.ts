import { describe, expect, test } from 'vitest';
import type { TFinanceInvoice, TLedgerEntry } from '@app/shared';
import { anOrderFinance } from '../../test-support/fixtures';
import { balanceAfter } from './ledger';

const entry = (id: number, amountAed: number, recordedAt: string): TLedgerEntry => ({
  id,
  invoiceId: 11,
  invoiceNumber: 'INV-2026-000001',
  kind: 'payment',
  amountAed,
  method: 'cash',
  reference: '',
  receivedOn: recordedAt.slice(0, 10),
  documentNumber: `RCT-2026-00000${id}`,
  creditNoteNumber: null,
  hasAttachment: false,
  note: '',
  recordedBy: null,
  recordedAt,
});

describe("a receipt's balance after the payment", () => {
  test('counts the payments up to it, and only the credit notes issued by then', () => {
    const base = anOrderFinance();
    const fee = base.invoices[0]!;
    const first = entry(1, 5_000, '2026-11-20T08:00:00.000Z');
    const second = entry(2, 5_000, '2026-11-21T08:00:00.000Z');
    const invoice: TFinanceInvoice = { ...fee, number: 'INV-2026-000001', entries: [second, first] };
    const creditNote: TFinanceInvoice = {
      ...fee,
      id: 12,
      number: 'CN-2026-000001',
      kind: 'creditNote',
      originalInvoiceNumber: 'INV-2026-000001',
      // AED 3,125 taken off the fee between the two payments.
      issuedAt: '2026-11-20T12:00:00.000Z',
      subtotalAed: 2_976.19,
      vatAed: 148.81,
      totalAed: 3_125,
      entries: [],
    };
    const finance = { ...base, invoices: [invoice, creditNote] };
    expect(fee.totalAed).toBe(13_125);
    expect(balanceAfter(finance, invoice, first)).toBe(8_125);
    // 13,125 less the 3,125 credited less 10,000 paid: nothing left, not 3,125.
    expect(balanceAfter(finance, invoice, second)).toBe(0);
  });
});
