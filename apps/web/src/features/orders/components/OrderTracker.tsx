import '../../../app/ui/public-styles';
import { orderTracker, type TOrder, type TOrderAction, type TTrackerNext } from '@app/shared';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { money, uaeDay, uaeMoment } from '../../../lib/money';
import type { TOrderSide } from '../../../lib/orders';
import { Panel } from '../../../app/ui/Panel';
import classes from './tracker.module.css';

/** The sentence for what happens next, with its amount or date filled in (numbers stay LTR inside it). */
function nextStep(next: TTrackerNext, t: ReturnType<typeof useTranslation>['t']) {
  switch (next.key) {
    case 'attendInterview':
      return t(next.online ? 'tracker.next.attendOnline' : 'tracker.next.attendOffice', { date: uaeMoment(next.at) });
    case 'payInvoice':
      return next.months
        ? t('tracker.next.payMonthly', { amount: money(next.amountAed), months: next.months })
        : t('tracker.next.payInvoice', { amount: money(next.amountAed) });
    case 'confirmPayment':
      return t('tracker.next.confirmPayment', { amount: money(next.amountAed) });
    case 'probation':
      return t('tracker.next.probation', { date: uaeDay(next.until) });
    case 'contract':
      return next.until ? t('tracker.next.contract', { date: uaeDay(next.until) }) : t('tracker.next.delivered');
    case 'renewMonthly':
      return next.until ? t('tracker.next.renewMonthly', { date: uaeDay(next.until) }) : t('tracker.next.delivered');
    default:
      return t(`tracker.next.${next.key}`);
  }
}

/** The order page's action panel (OrderView), where the next-step button takes the client. */
export const ORDER_ACTIONS_ID = 'order-actions';

/** The client's next step that waits on the order's action panel: its button's words. */
const NEXT_ACTIONS: Array<[TOrderAction, 'tracker.go.decide' | 'tracker.go.pay']> = [
  ['approve', 'tracker.go.decide'],
  ['choosePayment', 'tracker.go.pay'],
];

/**
 * Takes the client to the action panel (far down on a phone): it scrolls there and puts the focus on
 * its first control, the Approve button or the first way to pay.
 */
function goToActions() {
  const target = document.getElementById(ORDER_ACTIONS_ID);
  if (!target) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  const control = target.querySelector<HTMLElement>('button:not([disabled]), input:not([disabled])') ?? target;
  control.focus({ preventScroll: true });
}

function NextStepButton({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const next = NEXT_ACTIONS.find(([action]) => order.actions.includes(action));
  if (!next) return null;
  return (
    <Button size="sm" className={classes.go} onClick={goToActions} data-testid="next-step-button">
      {t(next[1])}
    </Button>
  );
}

/**
 * Where the order stands, step by step, and what happens next: the family's words on both sides,
 * so staff read what the client is told (the decision step is named from staff's side). The client's
 * next step, when it is hers to take here (approve, pay), comes with a button that takes her to it.
 */
export function OrderTracker({ order, side }: { order: TOrder; side: TOrderSide }) {
  const { t } = useTranslation();
  const { steps, next } = orderTracker(order);
  return (
    // Across both columns of the order page: six steps need the width.
    <div className={classes.wide}>
      <Panel title={t(side === 'client' ? 'tracker.title' : 'tracker.titleStaff')}>
        <ol className={classes.steps}>
          {steps.map((step) => (
            <li key={step.key} className={classes.step} data-state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
              <span className={classes.marker} aria-hidden="true" />
              <span className={classes.label}>
                {t(side === 'admin' && step.key === 'approval' ? 'tracker.step.approvalStaff' : `tracker.step.${step.key}`)}
              </span>
              <span className={classes.state}>{t(`tracker.state.${step.state}`)}</span>
            </li>
          ))}
        </ol>
        <div className={classes.next} data-by={next.by}>
          <p>
            <strong>{t(side === 'client' ? `tracker.byClient.${next.by}` : `tracker.byStaff.${next.by}`)}</strong> {nextStep(next, t)}
          </p>
          {side === 'client' && <NextStepButton order={order} />}
        </div>
      </Panel>
    </div>
  );
}
