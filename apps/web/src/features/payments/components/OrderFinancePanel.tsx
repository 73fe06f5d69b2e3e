import '../../../app/ui/public-styles';
import { inLanguage, paymentsApi, type TFinanceInvoice, type TLedgerEntry, type TOrder, type TOrderFinance } from '@app/shared';
import { Button, Loader } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { api } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { money, uaeDay } from '../../../lib/money';
import type { TOrderSide } from '../../../lib/orders';
import { useCan } from '../../../lib/session/current-user';
import { nameByType, useDownload, useOrderFinance } from '../api';
import { entriesOf, invoiceOf } from '../ledger';
import { CreditNote, Receipt } from './Documents';
import { Proofs } from './Proofs';
import { InvoiceStateBadge } from './StateBadge';
import { Opener, RecordPaymentForm, RecordRefundForm } from './RecordForms';
import { Panel } from '../../../app/ui/Panel';
import stacked from '../../../app/ui/stacked-table.module.css';
import classes from './finance.module.css';

/** Which document is open under the ledger: an entry's receipt or refund voucher, or the credit note itself. */
const CREDIT_NOTE = 'creditNote';
const entryKey = (entry: TLedgerEntry) => `entry-${entry.id}`;

function Entries({ entries, side, shown, onShow }: { entries: TLedgerEntry[]; side: TOrderSide; shown: string | null; onShow: (key: string) => void }) {
  const { t } = useTranslation();
  const download = useDownload();
  const staff = side === 'admin';
  if (entries.length === 0) return <p className={classes.muted}>{t('payments.noEntries')}</p>;
  const columns = {
    date: t('payments.date'),
    method: t('payments.methodLabel'),
    reference: t('payments.reference'),
    amount: t('payments.amount'),
    document: t('payments.document'),
    recordedBy: t('payments.recordedBy'),
  };
  return (
    <table className={`${classes.entries} ${stacked.stackOnPhone}`}>
      <thead>
        <tr>
          <th scope="col">{columns.date}</th>
          <th scope="col">{columns.method}</th>
          <th scope="col">{columns.reference}</th>
          <th scope="col" className={classes.amount}>
            {columns.amount}
          </th>
          <th scope="col">{columns.document}</th>
          {staff && <th scope="col">{columns.recordedBy}</th>}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const open = shown === entryKey(entry);
          return (
            <tr key={entry.id}>
              <td data-label={columns.date}>{uaeDay(entry.receivedOn)}</td>
              <td data-label={columns.method}>
                {t(`payments.entryKind.${entry.kind}`)} · {t(`payments.method.${entry.method}`)}
              </td>
              <td data-label={columns.reference} dir={entry.reference ? 'ltr' : undefined}>
                {entry.reference || '—'}
              </td>
              <td data-label={columns.amount} className={`${classes.amount} ${entry.amountAed < 0 ? classes.negative : ''}`}>
                {money(entry.amountAed)}
              </td>
              <td data-label={columns.document}>
                <button type="button" className={classes.linkButton} aria-expanded={open} onClick={() => onShow(entryKey(entry))}>
                  <span dir="ltr">{entry.documentNumber}</span>
                </button>
                {staff && entry.hasAttachment && (
                  <>
                    {' · '}
                    <button
                      type="button"
                      className={classes.linkButton}
                      onClick={() =>
                        download.mutate({
                          fetch: () => api.download(paymentsApi.attachment, { params: { id: entry.id } }),
                          fileName: nameByType(`${entry.documentNumber}-scan`),
                        })
                      }
                    >
                      {t('payments.attachment')}
                    </button>
                  </>
                )}
              </td>
              {staff && <td data-label={columns.recordedBy}>{entry.recordedBy ? <bdi>{entry.recordedBy}</bdi> : '—'}</td>}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * A document's figures. An invoice: its total, what was paid, what credit notes reversed and what
 * was refunded (these add up to its ledger), and what is still due. A credit note: its total, what it
 * owes back and by when, what was refunded and what is left to refund.
 */
function Figures({ document }: { document: TFinanceInvoice }) {
  const { t } = useTranslation();
  const credit = document.kind === 'creditNote';
  const figure = (label: string, value: ReactNode, testId?: string) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <dl className={classes.figures}>
      {figure(t('payments.date'), uaeDay(document.issuedAt))}
      {figure(t('payments.total'), money(document.totalAed))}
      {!credit && figure(t('payments.paid'), money(document.paidAed), `paid-${document.number}`)}
      {!credit && document.creditedAed > 0 && figure(t('payments.credited'), money(document.creditedAed), `credited-${document.number}`)}
      {!credit && document.refundedAed > 0 && figure(t('payments.refunded'), money(document.refundedAed))}
      {credit && document.refundAed !== null && figure(t('payments.refundOwed'), money(document.refundAed), `refund-${document.number}`)}
      {credit && document.refundDueOn && document.refundAed ? figure(t('payments.refundDueBy'), uaeDay(document.refundDueOn)) : null}
      {credit && figure(t('payments.refunded'), money(document.settledAed))}
      {figure(t(credit ? 'payments.toRefund' : 'payments.balance'), money(document.balanceAed), `balance-${document.number}`)}
      {document.periodStart &&
        document.periodEnd &&
        figure(t('payments.period'), t('payments.periodValue', { start: uaeDay(document.periodStart), end: uaeDay(document.periodEnd) }))}
      {credit && document.originalInvoiceNumber && figure(t('payments.doc.originalInvoice'), <span dir="ltr">{document.originalInvoiceNumber}</span>)}
    </dl>
  );
}

/** One invoice or credit note: its figures and state, its ledger, its documents, and what staff may record on it. */
function FinanceDocument({ finance, document, side }: { finance: TOrderFinance; document: TFinanceInvoice; side: TOrderSide }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const id = useId();
  const [shown, setShown] = useState<string | null>(null);
  const credit = document.kind === 'creditNote';
  const entries = entriesOf(finance, document);
  const mayRecord = side === 'admin' && can('orders.finance') && document.balanceAed > 0;
  const toggle = (key: string) => setShown((current) => (current === key ? null : key));
  const shownEntry = entries.find((entry) => entryKey(entry) === shown);
  const shownInvoice = shownEntry ? invoiceOf(finance, shownEntry) : null;
  return (
    <section className={classes.document} aria-labelledby={id}>
      <div className={classes.documentHead}>
        <h3 id={id}>
          {t(`payments.kind.${document.kind}`)} <span dir="ltr">{document.number}</span>
        </h3>
        <InvoiceStateBadge state={document.state} />
      </div>
      <p className={classes.muted}>{inLanguage(document, 'description', i18n.language)}</p>
      <Figures document={document} />
      <h4 className={classes.smallHeading}>{t(credit ? 'payments.refundsPaid' : 'payments.entries')}</h4>
      <Entries entries={entries} side={side} shown={shown} onShow={toggle} />
      <div className={classes.buttons}>
        {credit && (
          <Button variant="default" aria-expanded={shown === CREDIT_NOTE} onClick={() => toggle(CREDIT_NOTE)}>
            {t('payments.doc.showCreditNote')}
          </Button>
        )}
        {mayRecord && !credit && (
          <Opener label={t('payments.record.payment')}>{(close) => <RecordPaymentForm orderId={finance.orderId} invoice={document} onDone={close} />}</Opener>
        )}
        {mayRecord && credit && (
          <Opener label={t('payments.record.refund')}>{(close) => <RecordRefundForm orderId={finance.orderId} creditNote={document} onDone={close} />}</Opener>
        )}
      </div>
      {shown === CREDIT_NOTE && <CreditNote finance={finance} creditNote={document} />}
      {shownEntry && shownInvoice && <Receipt finance={finance} invoice={shownInvoice} entry={shownEntry} />}
    </section>
  );
}

/**
 * The order's money, for its client and the back office: each invoice and credit note with its
 * payments and refunds, a printable receipt for each and the credit notes themselves, the client's
 * proofs of transfer; staff with orders.finance record payments and refunds here.
 */
export function OrderFinancePanel({ order, side }: { order: TOrder; side: TOrderSide }) {
  const { t } = useTranslation();
  const finance = useOrderFinance(side, order).data;
  return (
    <Panel title={t('payments.finance')}>
      {!finance ? (
        <Loader role="status" aria-label={t('app.loading')} size="sm" />
      ) : (
        <>
          <div className={classes.documents}>
            {finance.invoices.map((document) => (
              <FinanceDocument key={document.id} finance={finance} document={document} side={side} />
            ))}
          </div>
          <Proofs finance={finance} side={side} />
        </>
      )}
    </Panel>
  );
}
