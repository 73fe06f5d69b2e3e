import { WEB_ROUTES, type TEnquiry, type TEnquiryStatus } from '@app/shared';
import { generatePath, Link } from 'react-router';
import list from '../../../app/ui/list.module.css';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay } from '../../../lib/money';
import classes from './enquiries.module.css';

export function EnquiryStatusBadge({ status }: { status: TEnquiryStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${list.status} ${classes.status}`} data-status={status}>
      {t(`enquiriesAdmin.status.${status}`)}
    </span>
  );
}

/** The visitor's number, a link that calls it. */
export { PhoneLink } from '../../../app/ui/PhoneLink';

/** The enquiry's page, by the visitor's name. */
export function EnquiryLink({ enquiry }: { enquiry: Pick<TEnquiry, 'id' | 'name'> }) {
  return (
    <Link to={generatePath(WEB_ROUTES.enquiryDetails, { id: String(enquiry.id) })}>
      <bdi>{enquiry.name}</bdi>
    </Link>
  );
}

/** When it is due: today, or overdue since a day (in UAE days); nothing when it is not due. */
export function DueDay({ dueOn, today }: { dueOn: string | null; today: string }) {
  const { t } = useTranslation();
  if (!dueOn) return <span className={classes.muted}>—</span>;
  if (dueOn < today) return <span className={classes.overdue}>{t('enquiriesAdmin.overdueSince', { day: uaeDay(dueOn) })}</span>;
  if (dueOn === today) return <span>{t('enquiriesAdmin.dueToday')}</span>;
  return <span>{uaeDay(dueOn)}</span>;
}
