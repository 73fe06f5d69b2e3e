import type { TInterviewOutcome } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import classes from './interview-outcome.module.css';

/** Whether an interview took place, as staff recorded it: a small pill on the order page and the calendar. */
export function InterviewOutcomeBadge({ outcome }: { outcome: TInterviewOutcome }) {
  const { t } = useTranslation();
  return (
    <span className={classes.outcome} data-outcome={outcome}>
      {t(`interviewOutcome.${outcome}`)}
    </span>
  );
}
