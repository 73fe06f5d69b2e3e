import type { TApplicantStatus } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import list from '../../../app/ui/list.module.css';
import classes from './applicants.module.css';

export function ApplicantStatusBadge({ status }: { status: TApplicantStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${list.status} ${classes.status}`} data-status={status}>
      {t(`applicants.status.${status}`)}
    </span>
  );
}
