import '../../../app/ui/public-styles';
import { WEB_ROUTES, type TOrder } from '@app/shared';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link } from 'react-router';
import { pageForwardArrow } from '../../../lib/bidi';
import { formatDateTime } from '../../../lib/dates';
import { currentLanguageId } from '../../../lib/language';
import { formatPhone } from '../../../lib/phone';
import { formatAmount, localName, mediaUrl } from '../../catalogue/params';
import type { TOrderSide } from '../api';
import { OrderActions } from './OrderActions';
import { OrderStatusBadge } from './OrderStatusBadge';
import classes from './orders.module.css';

const UAE_TIME = 'Asia/Dubai';
const isArabic = () => currentLanguageId() === 1;
const when = (iso: string | null) => formatDateTime(iso, currentLanguageId(), UAE_TIME);
const aed = (amount: number) => formatAmount(amount, isArabic());

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = `panel-${title.replace(/\W+/g, '-')}`;
  return (
    <section className={`${classes.panel} ${className ?? ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Interview({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const interview = order.interview;
  if (!interview) return <p className={classes.note}>{t('clientOrders.noInterview')}</p>;
  return (
    <dl className={classes.facts}>
      <Fact label={t('clientOrders.interviewAt')}>{when(interview.at)}</Fact>
      <Fact label={t('clientOrders.interviewType')}>{t(`interviewType.${interview.type}`)}</Fact>
      {interview.meetingLink && (
        <Fact label={t('clientOrders.meetingLink')}>
          <a href={interview.meetingLink} target="_blank" rel="noopener noreferrer" dir="ltr">
            {interview.meetingLink}
          </a>
        </Fact>
      )}
      {interview.branch && (
        <Fact label={t('clientOrders.branch')}>
          {localName(interview.branch, isArabic())}: {isArabic() ? interview.branch.addressAr : interview.branch.address}
        </Fact>
      )}
    </dl>
  );
}

function Invoice({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const invoice = order.invoice;
  if (!invoice) return null;
  return (
    <Panel title={t('clientOrders.invoice')} className={classes.printable}>
      <dl className={classes.facts}>
        <Fact label={t('clientOrders.invoiceNumber')}>
          <span dir="ltr">{invoice.number}</span>
        </Fact>
        <Fact label={t('clientOrders.issuedAt')}>{when(invoice.issuedAt)}</Fact>
        <Fact label={t('clientOrders.orderNumber')}>
          <span dir="ltr">{order.number}</span>
        </Fact>
      </dl>
      <table className={classes.invoice}>
        <tbody>
          <tr>
            <th scope="row">{isArabic() ? invoice.descriptionAr : invoice.description}</th>
            <td className={classes.amount}>{aed(invoice.subtotalAed)}</td>
          </tr>
          <tr>
            <th scope="row">{t('clientOrders.vat', { rate: invoice.vatRate * 100 })}</th>
            <td className={classes.amount}>{aed(invoice.vatAed)}</td>
          </tr>
          <tr className={classes.total}>
            <th scope="row">{t('clientOrders.total')}</th>
            <td className={classes.amount}>{aed(invoice.totalAed)}</td>
          </tr>
        </tbody>
      </table>
      <Button variant="default" mt="md" className={classes.noPrint} leftSection={<IconPrinter size={18} aria-hidden="true" />} onClick={() => window.print()}>
        {t('clientOrders.print')}
      </Button>
    </Panel>
  );
}

function Payment({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  if (!order.payment) return null;
  return (
    <dl className={classes.facts}>
      <Fact label={t('clientOrders.paymentMethod')}>{t(`paymentMethod.${order.payment.method}`)}</Fact>
      {order.payment.reference && (
        <Fact label={t('clientOrders.reference')}>
          <span dir="ltr">{order.payment.reference}</span>
        </Fact>
      )}
      <Fact label={t('clientOrders.paymentState')}>
        {order.payment.confirmedAt ? t('clientOrders.paymentConfirmed', { date: when(order.payment.confirmedAt) }) : t('clientOrders.paymentWaiting')}
      </Fact>
    </dl>
  );
}

function History({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  return (
    <ol className={classes.history}>
      {order.history.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <strong>{t(`orderAction.${entry.action}`)}</strong> {pageForwardArrow()} {t(`orderStatus.${entry.toStatus}`)}
          <span className={classes.historyMeta}>
            {when(entry.at)} · {entry.actorName ? <bdi>{entry.actorName}</bdi> : t(`clientOrders.actor.${entry.actor}`)}
          </span>
          {entry.note && <bdi>{entry.note}</bdi>}
        </li>
      ))}
    </ol>
  );
}

/** An order as its client or the back office sees it; the actions are those the server allows now. */
export function OrderView({ order, side }: { order: TOrder; side: TOrderSide }) {
  const { t } = useTranslation();
  const labor = order.labor;
  const laborLink = side === 'admin' ? generatePath(WEB_ROUTES.laborsView, { id: String(labor.id) }) : generatePath(WEB_ROUTES.laborDetails, { id: String(labor.id) });
  return (
    <div className={classes.layout}>
      <div className={classes.layout} style={{ gridTemplateColumns: '1fr' }}>
        <Panel title={t('clientOrders.summary')}>
          <dl className={classes.facts}>
            <Fact label={t('clientOrders.orderNumber')}>
              <span dir="ltr" data-testid="order-number">
                {order.number}
              </span>
            </Fact>
            <Fact label={t('clientOrders.status')}>
              <OrderStatusBadge status={order.status} />
            </Fact>
            <Fact label={t('clientOrders.requestedAt')}>{when(order.createdAt)}</Fact>
            <Fact label={t('clientOrders.package')}>{localName(order.package, isArabic())}</Fact>
            <Fact label={t('clientOrders.price')}>
              {order.months ? t('clientOrders.monthlyPrice', { price: aed(order.priceAed), months: order.months }) : aed(order.priceAed)}
            </Fact>
            {order.approvedAt && <Fact label={t('clientOrders.approvedAt')}>{when(order.approvedAt)}</Fact>}
          </dl>
        </Panel>
        <Panel title={t('clientOrders.interview')}>
          <Interview order={order} />
        </Panel>
        <Invoice order={order} />
        {order.payment && (
          <Panel title={t('clientOrders.payment')}>
            <Payment order={order} />
          </Panel>
        )}
        <Panel title={t('clientOrders.history')}>
          <History order={order} />
        </Panel>
      </div>
      <div className={classes.layout} style={{ gridTemplateColumns: '1fr' }}>
        <Panel title={t('clientOrders.actions')}>
          <OrderActions order={order} side={side} />
        </Panel>
        <Panel title={t('clientOrders.worker')}>
          <div className={classes.worker}>
            <img src={mediaUrl(labor.thumbnail)} alt="" width={72} height={72} />
            <div>
              <Link to={laborLink}>
                <bdi>{localName(labor, isArabic())}</bdi>
              </Link>
              <div dir="ltr">{labor.code}</div>
              <div>{localName(labor.position, isArabic())} · {localName(labor.country, isArabic())}</div>
            </div>
          </div>
        </Panel>
        {order.client && (
          <Panel title={t('clientOrders.client')}>
            <dl className={classes.facts}>
              <Fact label={t('account.userName')}>
                <Link to={generatePath(WEB_ROUTES.clientDetails, { id: String(order.client.id) })}>
                  <bdi>{order.client.userName}</bdi>
                </Link>
              </Fact>
              <Fact label={t('account.email')}>
                <span dir="ltr">{order.client.email}</span>
              </Fact>
              <Fact label={t('account.phone')}>
                <span dir="ltr">{formatPhone(order.client.phoneNumber)}</span>
              </Fact>
            </dl>
          </Panel>
        )}
      </div>
    </div>
  );
}
