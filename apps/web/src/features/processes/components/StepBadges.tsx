import { inLanguage, UAE_UTC_OFFSET_MS, uaeDayOf, type TProcessStep, type TProcessStepState } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { uaeMoment } from '../../../lib/money';
import list from '../../../app/ui/list.module.css';
import classes from './processes.module.css';

type TNamed = Pick<TProcessStep, 'nameEn' | 'nameAr'>;

/** A step's name in the reader's language. */
export function useStepName() {
  const { i18n } = useTranslation();
  return (step: TNamed) => inLanguage(step, 'name', i18n.language);
}

/** An appointment's UAE day and wall-clock time ("2027-01-20", "10:30"), as the step form edits them. */
export function appointmentParts(at: string | null): { date: string; time: string } {
  if (!at) return { date: '', time: '' };
  return { date: uaeDayOf(at), time: new Date(new Date(at).getTime() + UAE_UTC_OFFSET_MS).toISOString().slice(11, 16) };
}

/** The instant of a UAE day and time, as the API takes it. */
export const appointmentAt = (date: string, time: string) => `${date}T${time}:00+04:00`;

/** To do, booked, done, not needed, blocked. */
export function StepStateBadge({ state }: { state: TProcessStepState }) {
  const { t } = useTranslation();
  return (
    <span className={`${list.status} ${classes.state}`} data-state={state}>
      {t(`processes.stepState.${state}`)}
    </span>
  );
}

/** Said beside a step not finished by its due day. */
export function OverdueMark() {
  const { t } = useTranslation();
  return <span className={`${list.status} ${classes.overdue}`}>{t('processesUi.overdue')}</span>;
}

/** A step's state and, when late, that it is overdue. */
export function StepBadges({ step }: { step: Pick<TProcessStep, 'state' | 'overdue'> }) {
  return (
    <span className={classes.badges}>
      <StepStateBadge state={step.state} />
      {step.overdue && <OverdueMark />}
    </span>
  );
}

/** An appointment: its UAE day and time, and its place under it. */
export function Appointment({ step }: { step: Pick<TProcessStep, 'appointmentAt' | 'appointmentPlace'> }) {
  if (!step.appointmentAt) return null;
  return (
    <>
      <span>{uaeMoment(step.appointmentAt)}</span>
      {step.appointmentPlace && <bdi className={classes.sub}>{step.appointmentPlace}</bdi>}
    </>
  );
}
