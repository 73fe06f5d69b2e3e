import { WEB_ROUTES, type TApplicantCounts, type TDashboard, type TDocumentCounts } from '@app/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import classes from '../pages/dashboard.module.css';

type TCountLink = { key: string; label: string; value: number; to: string; urgent?: boolean };

/** A titled row of counts, each a link to the list it counts. */
function CountLinks({ title, testId, items }: { title: string; testId: string; items: TCountLink[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={classes.statusList}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} data-testid={`${testId}-${item.key}`}>
              {item.label}
              <span className={item.urgent && item.value > 0 ? `${classes.totalValue} ${classes.soon}` : classes.totalValue} dir="ltr">
                {item.value}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Workers' documents expired and expiring within 30 days, leading to /Documents. */
export function DocumentCounts({ counts }: { counts: TDocumentCounts }) {
  const { t } = useTranslation();
  return (
    <CountLinks
      title={t('documents.dashboard.title')}
      testId="documents"
      items={[
        { key: 'expired', label: t('documents.dashboard.expired'), value: counts.expired, to: WEB_ROUTES.documents, urgent: true },
        { key: 'expiring', label: t('documents.dashboard.expiringSoon'), value: counts.expiringSoon, to: WEB_ROUTES.documents },
      ]}
    />
  );
}

/** New applications and follow-ups due by today, each opening /Applicants filtered to them. */
export function ApplicantCounts({ counts }: { counts: TApplicantCounts }) {
  const { t } = useTranslation();
  return (
    <CountLinks
      title={t('dashboard.applicants')}
      testId="applicants"
      items={[
        { key: 'new', label: t('dashboard.newApplicants'), value: counts.newCount, to: `${WEB_ROUTES.applicants}?status=new` },
        { key: 'followUps', label: t('dashboard.followUpsDue'), value: counts.followUpsDue, to: `${WEB_ROUTES.applicants}?followUpDue=true`, urgent: true },
      ]}
    />
  );
}

/** Today's callbacks: callbacks and follow-ups due by today, leading to the list of them. */
export function EnquiryCounts({ counts }: { counts: NonNullable<TDashboard['enquiries']> }) {
  const { t } = useTranslation();
  return (
    <CountLinks
      title={t('dashboard.enquiries')}
      testId="enquiries"
      items={[{ key: 'due', label: t('dashboard.callbacksDue'), value: counts.due, to: WEB_ROUTES.todayCallbacks, urgent: true }]}
    />
  );
}

/** Visa process steps not finished by their due day, opening the process board filtered to the overdue. */
export function ProcessCounts({ counts }: { counts: NonNullable<TDashboard['processes']> }) {
  const { t } = useTranslation();
  return (
    <CountLinks
      title={t('dashboard.processes')}
      testId="processes"
      items={[
        { key: 'overdue', label: t('dashboard.overdueProcessSteps'), value: counts.overdueSteps, to: `${WEB_ROUTES.processes}?overdue=true`, urgent: true },
      ]}
    />
  );
}
