import '../../../app/ui/public-styles';
import { inLanguage, type TOrder } from '@app/shared';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatPhone } from '../../../lib/phone';
import { money, uaeDay } from '../../../lib/money';
import { printOnly } from '../../../lib/print';
import panelStyles from '../../../app/ui/panels.module.css';
import classes from './orders.module.css';

/**
 * The order's UAE tax invoice, printable on its own: the agency with its TRN, the client, the line,
 * subtotal, VAT and total in AED. A canceled or rejected order's invoice is stamped VOID.
 */
export function Invoice({ invoice, orderNumber, paid }: { invoice: NonNullable<TOrder['invoice']>; orderNumber: string; paid: boolean }) {
  const { t, i18n } = useTranslation();
  const { seller, buyer, line } = invoice;
  const paper = useRef<HTMLElement>(null);
  const months = line.months ? ` × ${t('clientOrders.monthsOf', { months: line.months })}` : '';
  return (
    <section
      ref={paper}
      className={`${panelStyles.panel} ${classes.printable} ${classes.taxInvoice}`}
      aria-labelledby="tax-invoice-title"
      data-void={invoice.isVoid || undefined}
    >
      <header className={classes.invoiceHead}>
        <div>
          <h2 id="tax-invoice-title">{t('clientOrders.taxInvoice')}</h2>
          {invoice.isVoid && (
            <p className={classes.voidStamp} data-testid="invoice-void">
              {t('clientOrders.void')}
            </p>
          )}
        </div>
        <div className={classes.seller}>
          <strong>{inLanguage(seller, 'legalName', i18n.language)}</strong>
          <div>{inLanguage(seller, 'address', i18n.language)}</div>
          <div>
            {t('clientOrders.trn')}: <span dir="ltr">{seller.trn}</span>
          </div>
        </div>
      </header>
      <div className={classes.invoiceParties}>
        <dl className={panelStyles.facts}>
          <dt>{t('clientOrders.invoiceNumber')}</dt>
          <dd dir="ltr">{invoice.number}</dd>
          <dt>{t('clientOrders.invoiceDate')}</dt>
          <dd>{uaeDay(invoice.issuedAt)}</dd>
          <dt>{t('clientOrders.orderNumber')}</dt>
          <dd dir="ltr">{orderNumber}</dd>
        </dl>
        <div>
          <h3 className={classes.smallHeading}>{t('clientOrders.billedTo')}</h3>
          <bdi>{buyer.name}</bdi>
          <div dir="ltr" className={classes.email}>
            {buyer.email}
          </div>
          <div dir="ltr">{formatPhone(buyer.phoneNumber)}</div>
        </div>
      </div>
      <table className={classes.invoice}>
        <thead>
          <tr>
            <th scope="col">{t('clientOrders.description')}</th>
            <th scope="col" className={classes.amount}>
              {t('clientOrders.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>
              {inLanguage(line.package, 'name', i18n.language)}
              {months}: <bdi>{inLanguage(line.labor, 'name', i18n.language)}</bdi> (<span dir="ltr">{line.labor.code}</span>)
            </td>
            <td className={classes.amount}>{money(invoice.subtotalAed)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('clientOrders.subtotal')}</th>
            <td className={classes.amount}>{money(invoice.subtotalAed)}</td>
          </tr>
          <tr>
            <th scope="row">{t('clientOrders.vat', { rate: invoice.vatRate * 100 })}</th>
            <td className={classes.amount}>{money(invoice.vatAed)}</td>
          </tr>
          <tr className={classes.total}>
            <th scope="row">{t('clientOrders.totalAed')}</th>
            <td className={classes.amount}>{money(invoice.totalAed)}</td>
          </tr>
        </tfoot>
      </table>
      {invoice.isVoid && <p className={classes.voidNote}>{t(paid ? 'clientOrders.voidNotePaid' : 'clientOrders.voidNote')}</p>}
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
