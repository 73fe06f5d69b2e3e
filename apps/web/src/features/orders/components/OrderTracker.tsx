import { orderTracker, type TOrder, type TTrackerNext } from '@app/shared';
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

/**
 * Where the order stands, step by step, and what happens next: the family's words on both sides,
 * so staff read what the client is told.
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
              <span className={classes.label}>{t(`tracker.step.${step.key}`)}</span>
              <span className={classes.state}>{t(`tracker.state.${step.state}`)}</span>
            </li>
          ))}
        </ol>
        <p className={classes.next} data-by={next.by}>
          <strong>{t(side === 'client' ? `tracker.byClient.${next.by}` : `tracker.byStaff.${next.by}`)}</strong> {nextStep(next, t)}
        </p>
      </Panel>
    </div>
  );
}
