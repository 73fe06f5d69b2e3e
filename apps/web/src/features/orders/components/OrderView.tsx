import '../../../app/ui/public-styles';
import { INTERVIEW_OUTCOMES, inLanguage, WEB_ROUTES, type TOrder } from '@app/shared';
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link } from 'react-router';
import { pageForwardArrow } from '../../../lib/bidi';
import { formatPhone } from '../../../lib/phone';
import { mediaUrl } from '../../../lib/media';
import { money, quoteOf, uaeMoment, vatBreakdown } from '../../../lib/money';
import type { TOrderSide } from '../../../lib/orders';
import { Invoice } from './Invoice';
import { OrderActions } from './OrderActions';
import { ORDER_ACTIONS_ID, OrderTracker } from './OrderTracker';
import { OrderStatusBadge } from '../../../app/ui/orders/OrderStatusBadge';
import { InterviewOutcomeBadge } from '../../../app/ui/orders/InterviewOutcomeBadge';
import { useCan } from '../../../lib/session/current-user';
import { useRecordOutcome } from '../api';
import { Panel } from '../../../app/ui/Panel';
import { Timeline } from '../../../app/ui/Timeline';
import panelStyles from '../../../app/ui/panels.module.css';
import classes from './orders.module.css';

const when = (iso: string | null) => (iso ? uaeMoment(iso) : null);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

const OPEN = ['Pending', 'InProgress'];
/** Closed without a hire: nothing is to be paid on them. */
const CLOSED = ['Canceled', 'Rejected'];

/**
 * Before an interview is set: staff read that none is set yet. Where the client may book one herself,
 * the booking panel says what comes next (the free times, or when the agency will call), so this line
 * says nothing.
 */
function noInterviewKey(order: TOrder, side: TOrderSide, selfBooking: boolean) {
  if (!OPEN.includes(order.status)) return 'clientOrders.noInterviewHeld';
  if (side === 'admin') return 'clientOrders.noInterviewStaff';
  return selfBooking && !order.approvedAt ? null : 'clientOrders.noInterview';
}

/** Staff only: whether the interview took place, as recorded. */
function OutcomeFact({ interview }: { interview: NonNullable<TOrder['interview']> }) {
  const { t } = useTranslation();
  const current = interview.outcome?.value;
  return (
    <Fact label={t('clientOrders.outcome')}>
      {current ? <InterviewOutcomeBadge outcome={current} /> : <span className={classes.note}>{t('clientOrders.outcomeNone')}</span>}
    </Fact>
  );
}

/** Staff with orders.manage record the outcome once the interview time has passed, and may change it while the order is In Progress. */
function OutcomeControl({ order, interview }: { order: TOrder; interview: NonNullable<TOrder['interview']> }) {
  const { t } = useTranslation();
  const record = useRecordOutcome(order.id);
  const mayManage = useCan()('orders.manage');
  const current = interview.outcome?.value ?? null;
  if (!mayManage || order.status !== 'InProgress') return null;
  if (!interview.outcomeOpen) return <p className={classes.note}>{t('clientOrders.outcomeLater')}</p>;
  return (
    <div className={classes.outcomeControl}>
      <p id="interview-outcome-question" className={classes.note}>
        {t('clientOrders.outcomeHint')}
      </p>
      <Group gap="xs" role="group" aria-labelledby="interview-outcome-question">
        {INTERVIEW_OUTCOMES.map((outcome) => (
          <Button
            key={outcome}
            size="xs"
            variant={current === outcome ? 'filled' : 'default'}
            aria-pressed={current === outcome}
            disabled={record.isPending}
            onClick={() => current !== outcome && record.mutate(outcome)}
          >
            {t(`interviewOutcome.${outcome}`)}
          </Button>
        ))}
      </Group>
    </div>
  );
}

function Interview({ order, side, selfBooking }: { order: TOrder; side: TOrderSide; selfBooking: boolean }) {
  const { t, i18n } = useTranslation();
  const interview = order.interview;
  if (!interview) {
    const key = noInterviewKey(order, side, selfBooking);
    return key && <p className={classes.note}>{t(key)}</p>;
  }
  // A past interview staff recorded as a no-show did not take place.
  const state =
    interview.state === 'past' && interview.outcome?.value === 'noShow'
      ? 'interviewOutcome.noShow'
      : ({ upcoming: 'clientOrders.interviewUpcoming', past: 'clientOrders.interviewHeld', canceled: 'clientOrders.interviewCanceled' } as const)[
          interview.state
        ];
  // Only an interview still ahead shows where to join it.
  const upcoming = interview.state === 'upcoming';
  return (
    <>
      <dl className={panelStyles.facts}>
        <Fact label={t('clientOrders.interviewAt')}>
          <span className={interview.state === 'canceled' ? classes.struck : undefined}>{uaeMoment(interview.at)}</span>
        </Fact>
        <Fact label={t('clientOrders.interviewState')}>{t(state)}</Fact>
        <Fact label={t('clientOrders.interviewType')}>{t(`interviewType.${interview.type}`)}</Fact>
        {upcoming && interview.meetingLink && (
          <Fact label={t('clientOrders.meetingLink')}>
            <a href={interview.meetingLink} target="_blank" rel="noopener noreferrer" dir="ltr">
              {interview.meetingLink}
            </a>
          </Fact>
        )}
        {interview.branch && (
          <Fact label={t('clientOrders.branch')}>
            {inLanguage(interview.branch, 'name', i18n.language)}: {inLanguage(interview.branch, 'address', i18n.language)}
          </Fact>
        )}
        {side === 'admin' && interview.state !== 'canceled' && <OutcomeFact interview={interview} />}
      </dl>
      {side === 'admin' && <OutcomeControl order={order} interview={interview} />}
      {upcoming && side === 'client' && order.status === 'InProgress' && !order.approvedAt && (
        <p className={classes.note}>{t('clientOrders.approveFrom', { date: uaeMoment(interview.at) })}</p>
      )}
    </>
  );
}

/** Staff: how the order was actually paid, from the ledger ("Cash AED 5,000 · Bank transfer AED 8,125"). */
function Received({ received }: { received: NonNullable<TOrder['received']> }) {
  const { t } = useTranslation();
  return (
    <Fact label={t('clientOrders.paidBy')}>
      <span data-testid="paid-by">
        {received.length === 0
          ? t('clientOrders.paidByNothing')
          : received.map(({ method, amountAed }) => `${t(`payments.method.${method}`)} ${money(amountAed)}`).join(' · ')}
      </span>
    </Fact>
  );
}

/** What the client chose and where the payment stands; staff also read what the ledger received, and by which methods. */
function Payment({ order, side }: { order: TOrder; side: TOrderSide }) {
  const { t } = useTranslation();
  const { payment, received } = order;
  const paymentState = payment?.confirmedAt
    ? t('clientOrders.paymentConfirmed', { date: when(payment.confirmedAt) })
    : order.invoice && order.invoice.creditedAed >= order.invoice.totalAed
      ? t('clientOrders.paymentNotDue')
      : t('clientOrders.paymentWaiting');
  return (
    <dl className={panelStyles.facts}>
      {payment && <Fact label={t(side === 'admin' ? 'clientOrders.chosenMethod' : 'clientOrders.paymentMethod')}>{t(`paymentMethod.${payment.method}`)}</Fact>}
      {payment?.reference && (
        <Fact label={t('clientOrders.reference')}>
          <span dir="ltr">{payment.reference}</span>
        </Fact>
      )}
      {side === 'admin' && received && <Received received={received} />}
      {payment && <Fact label={t('clientOrders.paymentState')}>{paymentState}</Fact>}
    </dl>
  );
}

function History({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  return (
    <Timeline
      entries={order.history}
      title={(entry) => (
        <>
          <strong>{t(`orderAction.${entry.action}`)}</strong> {pageForwardArrow()} {t(`orderStatus.${entry.toStatus}`)}
        </>
      )}
    />
  );
}

/** An order as its client or the back office sees it; the actions are those the server allows now. */
/**
 * Parts of the order page that other features own (its placement, its money): the app composes
 * them in (app/compose/order-panels.tsx, decision 013).
 */
export type TOrderPanels = {
  /** The back office's way to the order's visa process (processes). */
  staffProcess?: (order: TOrder) => ReactNode;
  placement?: (order: TOrder, side: TOrderSide) => ReactNode;
  finance?: (order: TOrder, side: TOrderSide) => ReactNode;
  /** The client's own booking of an interview slot (slots). */
  interviewBooking?: (order: TOrder) => ReactNode;
  /** The family's view of the visa and contract process once hired (processes). */
  process?: (order: TOrder) => ReactNode;
};

export function OrderView({ order, side, panels = {} }: { order: TOrder; side: TOrderSide; panels?: TOrderPanels }) {
  const { t, i18n } = useTranslation();
  const seesMoney = useCan()('orders.finance');
  const labor = order.labor;
  const laborLink =
    side === 'admin' ? generatePath(WEB_ROUTES.laborsView, { id: String(labor.id) }) : generatePath(WEB_ROUTES.laborDetails, { id: String(labor.id) });
  return (
    <div className={panelStyles.layout}>
      <OrderTracker order={order} side={side} />
      <div className={panelStyles.column}>
        {side === 'client' && panels.process?.(order)}
        <Panel title={t('clientOrders.summary')}>
          <dl className={panelStyles.facts}>
            <Fact label={t('clientOrders.orderNumber')}>
              <span dir="ltr" data-testid="order-number">
                {order.number}
              </span>
            </Fact>
            <Fact label={t('clientOrders.status')}>
              <OrderStatusBadge status={order.status} />
            </Fact>
            <Fact label={t('clientOrders.requestedAt')}>{when(order.createdAt)}</Fact>
            <Fact label={t('clientOrders.package')}>{inLanguage(order.package, 'name', i18n.language)}</Fact>
            <Fact label={t('clientOrders.price')}>
              {order.months ? t('clientOrders.monthlyPrice', { price: money(order.priceAed), months: order.months }) : money(order.priceAed)}
            </Fact>
            {/* Before approval the client sees the whole price, VAT included; after, the invoice says it. */}
            {/* A closed order has nothing to pay. */}
            {!order.invoice && !CLOSED.includes(order.status) && <Fact label={t('clientOrders.toPay')}>{vatBreakdown(quoteOf(order).subtotalAed)}</Fact>}
            {order.approvedAt && <Fact label={t('clientOrders.approvedAt')}>{when(order.approvedAt)}</Fact>}
          </dl>
        </Panel>
        <Panel title={t('clientOrders.interview')}>
          <Interview order={order} side={side} selfBooking={side === 'client' && Boolean(panels.interviewBooking)} />
          {side === 'client' && panels.interviewBooking?.(order)}
        </Panel>
        {side === 'admin' && panels.staffProcess?.(order)}
        {order.placement && panels.placement?.(order, side)}
        {order.invoice && <Invoice invoice={order.invoice} orderNumber={order.number} />}
        {order.invoice && panels.finance?.(order, side)}
        {(order.payment || (side === 'admin' && order.invoice)) && (
          <Panel title={t('clientOrders.payment')}>
            <Payment order={order} side={side} />
          </Panel>
        )}
        {/* Staff read two histories: the order's steps here, and the changes of the audit trail below the page. */}
        <Panel title={t(side === 'admin' ? 'clientOrders.steps' : 'clientOrders.history')}>
          <History order={order} />
        </Panel>
      </div>
      <div className={panelStyles.column}>
        <div id={ORDER_ACTIONS_ID} tabIndex={-1} className={classes.actionsTarget}>
          <Panel title={t(side === 'admin' ? 'clientOrders.actionsStaff' : 'clientOrders.actions')}>
            <OrderActions order={order} side={side} />
          </Panel>
        </div>
        <Panel title={t('clientOrders.worker')}>
          <div className={classes.worker}>
            <img src={mediaUrl(labor.thumbnail)} alt="" width={72} height={72} />
            <div>
              <Link to={laborLink}>
                <bdi>{inLanguage(labor, 'name', i18n.language)}</bdi>
              </Link>
              <div dir="ltr">{labor.code}</div>
              <div>
                {inLanguage(labor.position, 'name', i18n.language)} · {inLanguage(labor.country, 'name', i18n.language)}
              </div>
            </div>
          </div>
        </Panel>
        {order.client && (
          <Panel title={t('clientOrders.client')}>
            <dl className={panelStyles.facts}>
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
              {/* Her invoices, credit notes, payments and refunds across her orders: for staff who see money. */}
              {seesMoney && (
                <Fact label={t('statement.title')}>
                  <Link to={generatePath(WEB_ROUTES.adminClientStatement, { id: String(order.client.id) })}>{t('statement.open')}</Link>
                </Fact>
              )}
            </dl>
          </Panel>
        )}
      </div>
    </div>
  );
}
