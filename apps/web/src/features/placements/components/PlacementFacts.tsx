import { WEB_ROUTES, type TPlacement } from '@app/shared';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { Consequence } from '../../../app/ui/ConfirmDialog';
import { OrderStatusBadge } from '../../../app/ui/orders/OrderStatusBadge';
import { useTranslation } from '../../../lib/i18n';
import { money, uaeDay } from '../../../lib/money';
import type { TOrderSide } from '../../../lib/orders';
import list from '../../../app/ui/list.module.css';
import panelStyles from '../../../app/ui/panels.module.css';
import classes from './placements.module.css';

/** A placement's facts: on a phone each name above its value, as long Arabic names leave the value no room beside them. */
export const factsClass = `${panelStyles.facts} ${panelStyles.namesAbove}`;

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A part of the placement under its own heading (the guarantee, the refund). */
export function Part({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className={classes.part}>
      {title && <h3>{title}</h3>}
      {children}
    </div>
  );
}

export const orderPath = (side: TOrderSide, id: number) =>
  generatePath(side === 'admin' ? WEB_ROUTES.orderDetails : WEB_ROUTES.clientOrder, { id: String(id) });

/** Active, or how it ended. */
export function PlacementStatusBadge({ placement }: { placement: Pick<TPlacement, 'status' | 'endKind'> }) {
  const { t } = useTranslation();
  const state = placement.status === 'active' || !placement.endKind ? 'active' : placement.endKind;
  return (
    <span className={`${list.status} ${classes.status}`} data-status={state}>
      {t(`placements.ui.statusValue.${state}`)}
    </span>
  );
}

/** Its dates: the probation and the contract (Main), the paid period (Monthly), and the order it replaces. */
function Dates({ placement, side }: { placement: TPlacement; side: TOrderSide }) {
  const { t } = useTranslation();
  const active = placement.status === 'active';
  return (
    <dl className={factsClass}>
      <Fact label={t('placements.ui.status')}>
        <PlacementStatusBadge placement={placement} />
      </Fact>
      <Fact label={t('placements.ui.package')}>{t(`packageKind.${placement.package}`)}</Fact>
      <Fact label={t('placements.ui.startDate')}>{uaeDay(placement.startDate)}</Fact>
      {placement.probationEnd && (
        <Fact label={t('placements.ui.probationEnd')}>
          {uaeDay(placement.probationEnd)}
          {active && placement.inProbation && (
            <span className={classes.note}>{t('placements.ui.inProbationUntil', { date: uaeDay(placement.probationEnd) })}</span>
          )}
        </Fact>
      )}
      {placement.contractEnd && <Fact label={t('placements.ui.contractEnd')}>{uaeDay(placement.contractEnd)}</Fact>}
      {placement.paidUntil && (
        <Fact label={t('placements.ui.paidUntil')}>
          {uaeDay(placement.paidUntil)}
          {active && placement.stopAtPaidUntil && <span className={classes.note}>{t('placements.ui.stopsAtPaidUntil')}</span>}
        </Fact>
      )}
      {placement.package === 'Main' && (
        <Fact label={t('placements.ui.refundDueDays')}>
          <span dir="ltr">{placement.terms.refundDueDays}</span>
        </Fact>
      )}
      {placement.monthlyPriceAed !== null && (
        <Fact label={t('placements.ui.monthlyPrice')}>{t('placements.ui.perMonth', { price: money(placement.monthlyPriceAed) })}</Fact>
      )}
      {placement.replaces && (
        <Fact label={t('placements.ui.replacesOrder')}>
          <Link to={orderPath(side, placement.replaces.orderId)} dir="ltr">
            {placement.replaces.orderNumber}
          </Link>
        </Fact>
      )}
    </dl>
  );
}

/** How it ended; the day and the reason are read with the guarantee when there is one (they are its inputs). */
function End({ end, withGuarantee }: { end: NonNullable<TPlacement['end']>; withGuarantee: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className={factsClass}>
      {!withGuarantee && <Fact label={t('placements.ui.endedOn')}>{uaeDay(end.endedOn)}</Fact>}
      <Fact label={t('placements.ui.endedHow')}>{t(`placements.ui.endKind.${end.kind}`)}</Fact>
      {!withGuarantee && end.reason && <Fact label={t('placements.ui.reason')}>{t(`placements.ui.reasons.${end.reason}`)}</Fact>}
      <Fact label={t('placements.ui.reportedBy')}>{t(`placements.ui.reporter.${end.reportedBy}`)}</Fact>
      {end.note && (
        <Fact label={t('placements.ui.endNote')}>
          <bdi>{end.note}</bdi>
        </Fact>
      )}
      {end.workerBackOn && <Fact label={t('placements.ui.workerBackOn')}>{uaeDay(end.workerBackOn)}</Fact>}
    </dl>
  );
}

/** The refund the guarantee gives and the day it is due by, or that none is due. */
function RefundDue({ guarantee }: { guarantee: NonNullable<TPlacement['guarantee']> }) {
  const { t } = useTranslation();
  if (guarantee.refundAed <= 0) return <Fact label={t('placements.ui.refundAmount')}>{t('placements.ui.noRefund')}</Fact>;
  return (
    <>
      <Fact label={t('placements.ui.refundAmount')}>{money(guarantee.refundAed)}</Fact>
      {guarantee.governmentFeesRefundAed > 0 && <Fact label={t('placements.ui.governmentFeesRefund')}>{money(guarantee.governmentFeesRefundAed)}</Fact>}
      {guarantee.dueOn && <Fact label={t('placements.ui.refundDue')}>{uaeDay(guarantee.dueOn)}</Fact>}
    </>
  );
}

/** What the guarantee gave for this end, on what basis, and what the family may still choose. */
function Guarantee({ placement }: { placement: TPlacement }) {
  const { t } = useTranslation();
  const guarantee = placement.guarantee!;
  const { inputs } = guarantee;
  const due = guarantee.dueOn ? uaeDay(guarantee.dueOn) : '';
  const open = placement.remedy === null && guarantee.remedies.length > 0;
  return (
    <>
      <p className={classes.basis}>{t(`placements.ui.basis.${guarantee.basis}`)}</p>
      {open && (
        <>
          <Consequence>{t('placements.ui.mayChoose')}</Consequence>
          <ul className={classes.choices}>
            {guarantee.remedies.map((remedy) => (
              <li key={remedy}>{t(`placements.ui.remedyOption.${remedy}`, { amount: money(guarantee.refundAed), date: due })}</li>
            ))}
            {guarantee.governmentFeesRefundAed > 0 && (
              <li>{t('placements.ui.governmentFeesOption', { amount: money(guarantee.governmentFeesRefundAed), date: due })}</li>
            )}
          </ul>
        </>
      )}
      <dl className={`${factsClass} ${classes.spaced}`}>
        {placement.remedy && <Fact label={t('placements.ui.remedyChosen')}>{t(`placements.ui.remedy.${placement.remedy}`)}</Fact>}
        {/* A replacement chosen, no refund falls due: its amount and day would only mislead. */}
        {placement.remedy !== 'replacement' && <RefundDue guarantee={guarantee} />}
      </dl>
      {/* As it stood that day: for a replacement, the first hire's contract and whether that family named her. */}
      <h3 className={classes.spaced}>{t('placements.ui.computedFrom')}</h3>
      <dl className={factsClass}>
        <Fact label={t('placements.ui.startDate')}>{uaeDay(inputs.startDate)}</Fact>
        {inputs.probationEnd && <Fact label={t('placements.ui.probationEnd')}>{uaeDay(inputs.probationEnd)}</Fact>}
        {inputs.contractEnd && <Fact label={t('placements.ui.contractEnd')}>{uaeDay(inputs.contractEnd)}</Fact>}
        <Fact label={t('placements.ui.endedOn')}>{uaeDay(inputs.endedOn)}</Fact>
        <Fact label={t('placements.ui.reason')}>{t(`placements.ui.reasons.${inputs.reason}`)}</Fact>
        <Fact label={t('placements.ui.namedByClientInput')}>{t(inputs.namedByClient ? 'placements.ui.yes' : 'placements.ui.no')}</Fact>
        <Fact label={t('placements.ui.fee')}>{money(guarantee.feeAed)}</Fact>
        {inputs.reason === 'medicallyUnfit' && <Fact label={t('placements.ui.governmentFeesPaid')}>{money(inputs.governmentFeesAed)}</Fact>}
        <Fact label={t('placements.ui.refundDueDays')}>
          <span dir="ltr">{inputs.refundDueDays}</span>
        </Fact>
        <Fact label={t('placements.ui.contractDays')}>
          <span dir="ltr">{guarantee.contractDays}</span>
        </Fact>
        <Fact label={t('placements.ui.remainingDays')}>
          <span dir="ltr">{guarantee.remainingDays}</span>
        </Fact>
      </dl>
    </>
  );
}

function Refund({ refund }: { refund: NonNullable<TPlacement['refund']> }) {
  const { t } = useTranslation();
  const due = uaeDay(refund.dueOn);
  const state =
    refund.paidAed >= refund.amountAed && refund.paidOn
      ? t('placements.ui.refundPaid', { amount: money(refund.paidAed), date: uaeDay(refund.paidOn) })
      : refund.paidAed > 0
        ? t('placements.ui.refundPartlyPaid', { paid: money(refund.paidAed), amount: money(refund.amountAed), date: due })
        : t('placements.ui.refundUnpaid', { date: due });
  return (
    <dl className={factsClass}>
      <Fact label={t('placements.ui.creditNote')}>
        <span dir="ltr">{refund.creditNoteNumber}</span>
      </Fact>
      <Fact label={t('placements.ui.refundAmount')}>{money(refund.amountAed)}</Fact>
      <Fact label={t('placements.ui.refundState')}>{state}</Fact>
      {refund.governmentFeesAed > 0 && (
        <Fact label={t('placements.ui.governmentFeesRefund')}>
          {t('placements.ui.governmentFeesDue', { amount: money(refund.governmentFeesAed), date: due })}
        </Fact>
      )}
    </dl>
  );
}

/** Everything known of a placement, for its family and for staff. */
export function PlacementFacts({ placement, side }: { placement: TPlacement; side: TOrderSide }) {
  const { t } = useTranslation();
  const replacement = placement.replacementOrder;
  return (
    <>
      <Part>
        <Dates placement={placement} side={side} />
      </Part>
      {placement.end && (
        <Part>
          <End end={placement.end} withGuarantee={placement.guarantee !== null} />
        </Part>
      )}
      {placement.guarantee && (
        <Part title={t('placements.ui.guarantee')}>
          <Guarantee placement={placement} />
        </Part>
      )}
      {placement.refund && (
        <Part title={t('placements.ui.refund')}>
          <Refund refund={placement.refund} />
        </Part>
      )}
      {replacement && (
        <Part>
          <dl className={factsClass}>
            <Fact label={t('placements.ui.replacementOrder')}>
              <Link to={orderPath(side, replacement.id)} dir="ltr">
                {replacement.number}
              </Link>{' '}
              <OrderStatusBadge status={replacement.status} />
            </Fact>
          </dl>
        </Part>
      )}
    </>
  );
}
