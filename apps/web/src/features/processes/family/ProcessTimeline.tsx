import type { TFamilyProcess, TOrder } from '@app/shared';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay, uaeMoment } from '../../../lib/money';
import { Panel } from '../../../app/ui/Panel';
import { hasProcess, useFamilyProcess } from './api';
import { FamilyAsks } from './FamilyAsks';
import classes from './timeline.module.css';

type TStep = TFamilyProcess['steps'][number];
type TTranslate = ReturnType<typeof useTranslation>['t'];

/** Where a step stands for the family: done, the one they are waiting on now, or later. */
type TPlace = 'done' | 'next' | 'later';

const placeOf = (step: TStep): TPlace => (step.state === 'done' ? 'done' : step.isNext ? 'next' : 'later');

/** The appointment booked for a step still ahead (date and time in UAE time, the place), and for the next what to bring. */
function StepFacts({ step, place }: { step: TStep; place: TPlace }) {
  const { t } = useTranslation();
  const bring = place === 'next' ? step.bring.trim() : '';
  if (!step.appointmentAt && !bring) return null;
  return (
    <dl className={classes.facts}>
      {step.appointmentAt && (
        <>
          <dt>{t('processTimeline.appointment')}</dt>
          <dd>{uaeMoment(step.appointmentAt)}</dd>
        </>
      )}
      {step.appointmentAt && step.appointmentPlace && (
        <>
          <dt>{t('processTimeline.place')}</dt>
          <dd>
            <bdi>{step.appointmentPlace}</bdi>
          </dd>
        </>
      )}
      {bring && (
        <>
          <dt>{t('processTimeline.bring')}</dt>
          <dd className={classes.bring}>
            <bdi>{bring}</bdi>
          </dd>
        </>
      )}
    </dl>
  );
}

/** The step's state in words, so it never rests on the marker's colour alone. */
function stateText(step: TStep, place: TPlace, t: TTranslate) {
  if (place === 'done') return step.doneOn ? t('processTimeline.doneOn', { date: uaeDay(step.doneOn) }) : t('processTimeline.state.done');
  // A booked appointment says when; the expected day would only blur it.
  if (place === 'next' && step.appointmentAt) return null;
  return t('processTimeline.expectedBy', { date: uaeDay(step.dueDate) });
}

/** `orderId` while the process runs: the family may still upload what the step asks. */
function Step({ step, orderId }: { step: TStep; orderId: number | null }) {
  const { t } = useTranslation();
  const place = placeOf(step);
  const asks = orderId !== null && place !== 'done' && step.asks.length > 0;
  const state = stateText(step, place, t);
  return (
    <li className={classes.step} data-place={place} aria-current={place === 'next' ? 'step' : undefined}>
      <span className={classes.marker} aria-hidden="true">
        {place === 'done' && <IconCheck size={14} stroke={3} />}
      </span>
      <div className={classes.body}>
        {place === 'next' && <span className={classes.nextLabel}>{t('processTimeline.state.next')}</span>}
        <span className={classes.name}>{step.name}</span>
        {state && <span className={classes.state}>{state}</span>}
        <StepFacts step={step} place={place} />
        {asks && <FamilyAsks orderId={orderId} step={step} />}
      </div>
    </li>
  );
}

/** The handover day, first and large: the one date the family plans around. */
function Handover({ process }: { process: TFamilyProcess }) {
  const { t } = useTranslation();
  return (
    <p className={classes.handover}>
      <span>{t(process.status === 'done' ? 'processTimeline.handedOver' : 'processTimeline.expectedHandover')}</span>{' '}
      <strong>{uaeDay(process.expectedHandover)}</strong>
    </p>
  );
}

/** The visa and contract process as the family reads it, step by step (docs/decisions/032, "The family's view"). */
export function FamilyProcess({ process, orderId }: { process: TFamilyProcess; orderId: number }) {
  const { t } = useTranslation();
  const running = process.status === 'running';
  return (
    <Panel title={t(`processTimeline.title.${process.location}`)}>
      {process.status === 'canceled' ? (
        <p className={classes.note}>{t('processTimeline.canceled')}</p>
      ) : (
        <>
          <p className={classes.note}>{t('processTimeline.intro')}</p>
          <Handover process={process} />
        </>
      )}
      <ol className={classes.steps}>
        {process.steps.map((step, index) => (
          <Step key={`${index}-${step.kind}`} step={step} orderId={running ? orderId : null} />
        ))}
      </ol>
    </Panel>
  );
}

/**
 * The family's order, once hired: where her papers stand. Nothing before the hire; while the
 * process loads, a quiet block about its height so the panels below do not jump far.
 */
export function ProcessTimeline({ order }: { order: Pick<TOrder, 'id' | 'status'> }) {
  const process = useFamilyProcess(order);
  if (!hasProcess(order.status)) return null;
  if (process.isPending) return <div className={classes.skeleton} aria-hidden="true" data-testid="process-skeleton" />;
  return process.data ? <FamilyProcess process={process.data} orderId={order.id} /> : null;
}
