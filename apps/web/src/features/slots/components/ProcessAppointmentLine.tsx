import { inLanguage, WEB_ROUTES, type TCalendarProcessEntry } from '@app/shared';
import { generatePath, Link } from 'react-router';
import { PhoneLink } from '../../../app/ui/PhoneLink';
import { useTranslation } from '../../../lib/i18n';
import { uaeClock } from '../slot-days';
import classes from '../calendar.module.css';

/**
 * A visa process appointment on the calendar (the medical test, biometrics ...): marked as such, its
 * step leading to the process page, with the worker and, when the process has one, the family.
 */
export function ProcessAppointmentLine({ entry }: { entry: TCalendarProcessEntry }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={`${classes.entry} ${classes.processEntry}`} data-testid={`process-appointment-${entry.stepId}`}>
      <span className={classes.time} dir="ltr">
        {uaeClock(entry.at)}
      </span>
      <span className={classes.place}>
        <span className={classes.processMark}>{t('slots.processAppointment')}</span>
        {entry.place && <bdi>{entry.place}</bdi>}
      </span>
      <span>
        <span dir="ltr">{entry.labor.code}</span> <bdi>{inLanguage(entry.labor, 'name', i18n.language)}</bdi>
      </span>
      <span className={classes.client}>
        {entry.client && (
          <>
            <bdi>{entry.client.userName}</bdi>
            <PhoneLink phoneNumber={entry.client.phoneNumber} />
          </>
        )}
      </span>
      <span className={classes.order}>
        <Link to={generatePath(WEB_ROUTES.processDetails, { id: String(entry.processId) })}>
          <bdi>{inLanguage(entry, 'name', i18n.language)}</bdi>
        </Link>
      </span>
    </li>
  );
}
