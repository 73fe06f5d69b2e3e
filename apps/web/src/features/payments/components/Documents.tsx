import '../../../app/ui/public-styles';
import { type TFinanceInvoice, type TLedgerEntry, type TMessageParams, type TOrderFinance } from '@app/shared';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { money, uaeDay } from '../../../lib/money';
import { balanceAfter, originalOf } from '../ledger';
import { Both, BothValues, PaperBuyer, PaperSeller, type TPaperLabel } from '../../../app/ui/paper/BothLanguages';
import { printOnly } from '../../../lib/print';
import classes from './finance.module.css';

/** A fact of a printed document: its label in both languages, its value. */
function Fact({ label, params, children }: { label: TPaperLabel; params?: TMessageParams; children: ReactNode }) {
  return (
    <>
      <dt>
        <Both label={label} params={params} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}

/** A document on paper, one page when printed: its title and the agency in both languages, its facts, and a button that prints it alone. */
function Paper({ title, seller, children }: { title: TPaperLabel; seller: TOrderFinance['seller']; children: ReactNode }) {
  const { t } = useTranslation();
  const paper = useRef<HTMLElement>(null);
  return (
    <article ref={paper} className={classes.paper} aria-label={t(`payments.paper.${title}`)}>
      <header className={classes.paperHead}>
        <h3>
          <Both label={title} />
        </h3>
        <PaperSeller seller={seller} />
      </header>
      {children}
      <Button
        variant="default"
        mt="md"
        className={classes.noPrint}
        leftSection={<IconPrinter size={18} aria-hidden="true" />}
        onClick={() => printOnly(paper.current)}
      >
        {t('payments.doc.print')}
      </Button>
    </article>
  );
}

/**
 * A payment's receipt (RCT-): who paid what, how, for which invoice, and what is left to pay; or a
 * refund's voucher (RFD-): what was paid back to whom, against which credit note.
 */
export function Receipt({ finance, invoice, entry }: { finance: TOrderFinance; invoice: TFinanceInvoice; entry: TLedgerEntry }) {
  const { t } = useTranslation();
  const refund = entry.kind === 'refund';
  return (
    <Paper title={refund ? 'refundVoucher' : 'receipt'} seller={invoice.seller}>
      <dl className={classes.paperFacts}>
        <Fact label={refund ? 'voucherNumber' : 'receiptNumber'}>
          <span dir="ltr">{entry.documentNumber}</span>
        </Fact>
        <Fact label="date">{uaeDay(entry.receivedOn)}</Fact>
        <Fact label={refund ? 'paidTo' : 'receivedFrom'}>
          <PaperBuyer buyer={invoice.buyer} />
        </Fact>
        <Fact label={refund ? 'amountRefunded' : 'amountReceived'}>{money(Math.abs(entry.amountAed))}</Fact>
        <Fact label="method">{t(`payments.method.${entry.method}`)}</Fact>
        {entry.reference && (
          <Fact label="reference">
            <span dir="ltr">{entry.reference}</span>
          </Fact>
        )}
        {refund && entry.creditNoteNumber && (
          <Fact label="forCreditNote">
            <span dir="ltr">{entry.creditNoteNumber}</span>
          </Fact>
        )}
        <Fact label="forInvoice">
          <span dir="ltr">{invoice.number}</span>
        </Fact>
        {!refund && <Fact label="balanceAfter">{money(balanceAfter(finance, invoice, entry))}</Fact>}
      </dl>
    </Paper>
  );
}

/**
 * A UAE tax credit note: its number and date, the invoice it reverses (number and date), the agency
 * with its TRN, the customer, why, and the amount reversed with its VAT.
 */
export function CreditNote({ finance, creditNote }: { finance: TOrderFinance; creditNote: TFinanceInvoice }) {
  const original = originalOf(finance, creditNote);
  const rate = Math.round(creditNote.vatRate * 100);
  return (
    <Paper title="taxCreditNote" seller={creditNote.seller}>
      <dl className={classes.paperFacts}>
        <Fact label="creditNoteNumber">
          <span dir="ltr">{creditNote.number}</span>
        </Fact>
        <Fact label="creditNoteDate">{uaeDay(creditNote.issuedAt)}</Fact>
        <Fact label="originalInvoice">
          <span dir="ltr">{creditNote.originalInvoiceNumber}</span>
        </Fact>
        {original && <Fact label="originalInvoiceDate">{uaeDay(original.issuedAt)}</Fact>}
        <Fact label="customer">
          <PaperBuyer buyer={creditNote.buyer} />
        </Fact>
        <Fact label="reason">
          <BothValues english={creditNote.description} arabic={creditNote.descriptionAr} />
        </Fact>
      </dl>
      <table className={classes.totals}>
        <tbody>
          {original && (
            <tr>
              <th scope="row">
                <Both label="originalValue" />
              </th>
              <td>{money(original.totalAed)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">
              <Both label="subtotalReversed" />
            </th>
            <td>{money(creditNote.subtotalAed)}</td>
          </tr>
          <tr>
            <th scope="row">
              <Both label="vatReversed" params={{ rate }} />
            </th>
            <td>{money(creditNote.vatAed)}</td>
          </tr>
          <tr className={classes.grandTotal}>
            <th scope="row">
              <Both label="totalCredited" />
            </th>
            <td>{money(creditNote.totalAed)}</td>
          </tr>
          {creditNote.refundAed !== null && creditNote.refundAed > 0 && (
            <>
              <tr>
                <th scope="row">
                  <Both label="refundOwed" />
                </th>
                <td>{money(creditNote.refundAed)}</td>
              </tr>
              {creditNote.refundDueOn && (
                <tr>
                  <th scope="row">
                    <Both label="refundDueBy" />
                  </th>
                  <td>{uaeDay(creditNote.refundDueOn)}</td>
                </tr>
              )}
            </>
          )}
        </tbody>
      </table>
    </Paper>
  );
}
