import '../../../app/ui/public-styles';
import { inLanguage, type TFinanceInvoice, type TLedgerEntry, type TOrderFinance } from '@app/shared';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { money, uaeDay } from '../../../lib/money';
import { formatPhone } from '../../../lib/phone';
import { balanceAfter, originalOf } from '../ledger';
import { printOnly } from '../../../lib/print';
import classes from './finance.module.css';

/** The agency that issues the document, with its tax registration number, in both languages. */
function Seller({ seller }: { seller: TOrderFinance['seller'] }) {
  const { t, i18n } = useTranslation();
  const other = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <div className={classes.seller}>
      <strong>{inLanguage(seller, 'legalName', i18n.language)}</strong>
      <div lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
        {inLanguage(seller, 'legalName', other)}
      </div>
      <div>{inLanguage(seller, 'address', i18n.language)}</div>
      <div>
        {t('clientOrders.trn')}: <span dir="ltr">{seller.trn}</span>
      </div>
    </div>
  );
}

function Buyer({ buyer }: { buyer: TOrderFinance['buyer'] }) {
  return (
    <>
      <bdi>{buyer.name}</bdi>
      <div>
        <span dir="ltr" className={classes.email}>
          {buyer.email}
        </span>
      </div>
      <div>
        <span dir="ltr">{formatPhone(buyer.phoneNumber)}</span>
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A document on paper: its title, the agency, its facts, and a button that prints it alone. */
function Paper({ title, subtitle, seller, children }: { title: string; subtitle?: ReactNode; seller: TOrderFinance['seller']; children: ReactNode }) {
  const { t } = useTranslation();
  const paper = useRef<HTMLElement>(null);
  return (
    <article ref={paper} className={classes.paper} aria-label={title}>
      <header className={classes.paperHead}>
        <div>
          <h3>{title}</h3>
          {subtitle}
        </div>
        <Seller seller={seller} />
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
    <Paper title={t(refund ? 'payments.doc.refundVoucher' : 'payments.doc.receipt')} seller={finance.seller}>
      <dl className={classes.paperFacts}>
        <Fact label={t(refund ? 'payments.doc.voucherNumber' : 'payments.doc.receiptNumber')}>
          <span dir="ltr">{entry.documentNumber}</span>
        </Fact>
        <Fact label={t('payments.date')}>{uaeDay(entry.receivedOn)}</Fact>
        <Fact label={t(refund ? 'payments.doc.paidTo' : 'payments.doc.receivedFrom')}>
          <Buyer buyer={finance.buyer} />
        </Fact>
        <Fact label={t(refund ? 'payments.doc.amountRefunded' : 'payments.doc.amountReceived')}>{money(Math.abs(entry.amountAed))}</Fact>
        <Fact label={t('payments.methodLabel')}>{t(`payments.method.${entry.method}`)}</Fact>
        {entry.reference && (
          <Fact label={t('payments.reference')}>
            <span dir="ltr">{entry.reference}</span>
          </Fact>
        )}
        {refund && entry.creditNoteNumber && (
          <Fact label={t('payments.doc.forCreditNote')}>
            <span dir="ltr">{entry.creditNoteNumber}</span>
          </Fact>
        )}
        <Fact label={t('payments.doc.forInvoice')}>
          <span dir="ltr">{invoice.number}</span>
        </Fact>
        {!refund && <Fact label={t('payments.doc.balanceAfter')}>{money(balanceAfter(finance, invoice, entry))}</Fact>}
      </dl>
    </Paper>
  );
}

/**
 * A UAE tax credit note: its number and date, the invoice it reverses (number and date), the agency
 * with its TRN, the customer, why, and the amount reversed with its VAT.
 */
export function CreditNote({ finance, creditNote }: { finance: TOrderFinance; creditNote: TFinanceInvoice }) {
  const { t, i18n } = useTranslation();
  const original = originalOf(finance, creditNote);
  const other = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <Paper
      title={t('payments.doc.creditNoteTitle')}
      seller={finance.seller}
      subtitle={
        <p className={classes.otherLanguage} lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
          {t('payments.doc.creditNoteTitleOther')}
        </p>
      }
    >
      <dl className={classes.paperFacts}>
        <Fact label={t('payments.doc.creditNoteNumber')}>
          <span dir="ltr">{creditNote.number}</span>
        </Fact>
        <Fact label={t('payments.doc.creditNoteDate')}>{uaeDay(creditNote.issuedAt)}</Fact>
        <Fact label={t('payments.doc.originalInvoice')}>
          <span dir="ltr">{creditNote.originalInvoiceNumber}</span>
        </Fact>
        {original && <Fact label={t('payments.doc.originalInvoiceDate')}>{uaeDay(original.issuedAt)}</Fact>}
        <Fact label={t('payments.doc.customer')}>
          <Buyer buyer={finance.buyer} />
        </Fact>
        <Fact label={t('payments.doc.reason')}>{inLanguage(creditNote, 'description', i18n.language)}</Fact>
      </dl>
      <table className={classes.totals}>
        <tbody>
          <tr>
            <th scope="row">{t('payments.doc.subtotalReversed')}</th>
            <td>{money(creditNote.subtotalAed)}</td>
          </tr>
          <tr>
            <th scope="row">{t('payments.doc.vatReversed', { rate: Math.round(creditNote.vatRate * 100) })}</th>
            <td>{money(creditNote.vatAed)}</td>
          </tr>
          <tr className={classes.grandTotal}>
            <th scope="row">{t('payments.doc.totalCredited')}</th>
            <td>{money(creditNote.totalAed)}</td>
          </tr>
        </tbody>
      </table>
    </Paper>
  );
}
