import '../../../app/ui/public-styles';
import { type TOrder } from '@app/shared';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { money, uaeDay } from '../../../lib/money';
import { printOnly } from '../../../lib/print';
import { Both, BothValues, PaperBuyer, PaperSeller } from '../../../app/ui/paper/BothLanguages';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import panelStyles from '../../../app/ui/panels.module.css';
import classes from './orders.module.css';

const fils = (aed: number) => Math.round(aed * 100);

/**
 * The order's UAE tax invoice, printable on its own on one page, its labels in English and Arabic:
 * the agency with its TRN and the client as the invoice named them when it was issued, the line,
 * subtotal, VAT and total in AED, then what was paid and what credit notes reversed. An issued
 * invoice is never void: an order closed after it is reversed by a tax credit note, named here.
 */
export function Invoice({ invoice, orderNumber }: { invoice: NonNullable<TOrder['invoice']>; orderNumber: string }) {
  const { t } = useTranslation();
  const { seller, buyer, line } = invoice;
  const paper = useRef<HTMLElement>(null);
  const months = (language: 'en' | 'ar') => (line.months ? ` ${language === 'ar' ? '×' : 'x'} ${line.months}` : '');
  const credited = invoice.creditedAed > 0;
  const balance = Math.max(0, fils(invoice.totalAed) - fils(invoice.creditedAed) - fils(invoice.paidAed)) / 100;
  return (
    <section ref={paper} className={`${panelStyles.panel} ${classes.printable} ${classes.taxInvoice}`} aria-labelledby="tax-invoice-title">
      <header className={classes.invoiceHead}>
        <h2 id="tax-invoice-title">
          <Both label="taxInvoice" />
        </h2>
        <PaperSeller seller={seller} />
      </header>
      <div className={classes.invoiceParties}>
        <dl className={classes.paperFacts}>
          <dt>
            <Both label="invoiceNumber" />
          </dt>
          <dd dir="ltr">{invoice.number}</dd>
          <dt>
            <Both label="invoiceDate" />
          </dt>
          <dd>{uaeDay(invoice.issuedAt)}</dd>
          <dt>
            <Both label="orderNumber" />
          </dt>
          <dd dir="ltr">{orderNumber}</dd>
        </dl>
        <div>
          <h3 className={classes.smallHeading}>
            <Both label="billedTo" />
          </h3>
          <PaperBuyer buyer={buyer} />
        </div>
      </div>
      <table className={classes.invoice}>
        <thead>
          <tr>
            <th scope="col">
              <Both label="description" />
            </th>
            <th scope="col" className={classes.amount}>
              <Both label="amount" />
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              <BothValues
                english={`${line.package.name}${months('en')}: ${line.labor.name} (${line.labor.code})`}
                arabic={`${line.package.nameAr}${months('ar')}: ${line.labor.nameAr} (${line.labor.code})`}
              />
            </td>
            <td className={classes.amount}>{money(invoice.subtotalAed)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Both label="subtotal" />
            </th>
            <td className={classes.amount}>{money(invoice.subtotalAed)}</td>
          </tr>
          <tr>
            <th scope="row">
              <Both label="vat" params={{ rate: invoice.vatRate * 100 }} />
            </th>
            <td className={classes.amount}>{money(invoice.vatAed)}</td>
          </tr>
          <tr className={classes.total}>
            <th scope="row">
              <Both label="total" />
            </th>
            <td className={classes.amount}>{money(invoice.totalAed)}</td>
          </tr>
          <tr>
            <th scope="row">
              <Both label="paid" />
            </th>
            <td className={classes.amount} data-testid="invoice-paid">
              {money(invoice.paidAed)}
            </td>
          </tr>
          {credited && (
            <tr>
              <th scope="row">
                <Both label="credited" />
              </th>
              <td className={classes.amount} data-testid="invoice-credited">
                {money(invoice.creditedAed)}
              </td>
            </tr>
          )}
          <tr>
            <th scope="row">
              <Both label="balance" />
            </th>
            <td className={classes.amount}>{money(balance)}</td>
          </tr>
        </tfoot>
      </table>
      {credited && (
        <p className={classes.creditedNote} data-testid="invoice-credit-notes">
          <TextWithLtrValue
            sentence={(numbers) => t('clientOrders.creditedNote', { numbers })}
            value={invoice.creditNotes.join(t('catalogue.listSeparator'))}
          />
          {invoice.paidAed > 0 && ` ${t('clientOrders.creditedNoteRefund')}`}
        </p>
      )}
      <Button
        variant="default"
        mt="md"
        className={classes.noPrint}
        leftSection={<IconPrinter size={18} aria-hidden="true" />}
        onClick={() => printOnly(paper.current)}
      >
        {t('clientOrders.print')}
      </Button>
    </section>
  );
}
