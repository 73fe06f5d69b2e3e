import { inLanguage, WEB_ROUTES, type TAdminLabor } from '@app/shared';
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link, useParams } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { ActiveBadge } from '../../../app/ui/ActiveBadge';
import classes from '../../../app/ui/admin.module.css';
import { mediaUrl } from '../../../lib/media';
import { useAdminLabor } from '../api';
import view from '../components/labors.module.css';
import { RelatedOrders } from '../../../app/ui/orders/RelatedOrders';
import { History } from '../../../app/ui/History';
import { StatusSelect } from '../components/StatusSelect';
import { WorkerStage } from '../components/WorkerStageFields';
import { StaffCvMenu } from '../../../app/ui/cv/StaffCvMenu';

/** The worker's documents, put in by the app (decision 013). */
export type TDocumentsSlot = (laborId: number) => React.ReactNode;

export default function LaborsViewPage({ documents }: { documents: TDocumentsSlot }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const labor = useAdminLabor(id);
  return (
    <Page
      title={t('laborsAdmin.viewTitle')}
      size="wide"
      intro={
        <Link to={WEB_ROUTES.laborsList} className={classes.link}>
          {t('laborsAdmin.backToList')}
        </Link>
      }
    >
      {labor.isPending && <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />}
      {labor.isError && <Alert color="red">{labor.error.message}</Alert>}
      {labor.data && <LaborDetails labor={labor.data} />}
      {labor.data && documents(labor.data.id)}
      {labor.data && <RelatedOrders title={t('ordersAdmin.laborOrders')} filter={{ laborId: String(labor.data.id) }} />}
      {labor.data && <History kind="labor" id={labor.data.id} />}
    </Page>
  );
}

function LaborDetails({ labor }: { labor: TAdminLabor }) {
  const { t, i18n } = useTranslation();
  const name = (value: { name: string; nameAr: string }) => inLanguage(value, 'name', i18n.language);
  const rows: Array<[string, React.ReactNode]> = [
    [
      t('laborsAdmin.code'),
      <span dir="ltr" data-testid="labor-code">
        {labor.code}
      </span>,
    ],
    [t('laborsAdmin.name'), <bdi>{labor.name}</bdi>],
    [
      t('laborsAdmin.nameAr'),
      <span lang="ar" dir="rtl">
        {labor.nameAr}
      </span>,
    ],
    [
      t('laborsAdmin.dateOfBirth'),
      <>
        <span dir="ltr">{labor.dateOfBirth}</span> ({t('laborsAdmin.ageYears', { count: labor.age })})
      </>,
    ],
    [t('laborsAdmin.gender'), labor.gender === 'female' ? t('laborsAdmin.female') : t('laborsAdmin.male')],
    [t('laborsAdmin.nationality'), name(labor.country)],
    [t('laborsAdmin.position'), name(labor.position)],
    [t('laborsAdmin.religion'), name(labor.religion)],
    [t('laborsAdmin.education'), name(labor.educationLevel)],
    [t('laborsAdmin.maritalStatus'), name(labor.maritalStatus)],
    [t('laborsAdmin.languages'), labor.languages.map(name).join(t('catalogue.listSeparator'))],
    [t('laborsAdmin.kids'), labor.kids],
    [t('laborsAdmin.height'), labor.heightCm ?? '—'],
    [t('laborsAdmin.weight'), labor.weightKg ?? '—'],
    [t('laborsAdmin.salary'), labor.salaryAed],
    [t('laborsAdmin.skills'), labor.skills.map(name).join(t('catalogue.listSeparator'))],
    [t('laborsAdmin.passportNumber'), <span dir="ltr">{labor.passportNumber}</span>],
    [t('laborsAdmin.passportIssueDate'), <span dir="ltr">{labor.passportIssueDate}</span>],
    [t('laborsAdmin.passportExpiryDate'), <span dir="ltr">{labor.passportExpiryDate}</span>],
    [t('laborsAdmin.passportIssuePlace'), <bdi>{labor.passportIssuePlace}</bdi>],
    [t('laborsAdmin.address'), <bdi>{labor.address}</bdi>],
    [t('laborsAdmin.active'), <ActiveBadge isActive={labor.isActive} />],
    [t('documents.fields.stage'), <WorkerStage labor={labor} />],
  ];
  return (
    <div className={view.details}>
      <div className={view.media}>
        <img src={mediaUrl(labor.photo)} alt={t('laborsAdmin.photoOf', { name: labor.name })} className={view.photo} />
        {labor.video ? (
          <video src={mediaUrl(labor.video)} controls preload="metadata" className={view.photo} aria-label={t('laborsAdmin.video')} />
        ) : (
          <p>{t('laborsAdmin.noVideo')}</p>
        )}
        <Link to={generatePath(WEB_ROUTES.laborsEdit, { id: String(labor.id) })} className={classes.link}>
          {t('laborsAdmin.edit')}
        </Link>
        <StaffCvMenu ids={[labor.id]} label={t('cv.download')} fileName={(lang) => `${labor.code}-cv-${lang}.pdf`} />
      </div>
      <div>
        <dl className={view.list}>
          {rows.map(([label, value]) => (
            <div key={label} className={view.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className={view.row}>
            <dt>{t('laborsAdmin.status')}</dt>
            <dd>
              <StatusSelect id={labor.id} status={labor.status} label={t('laborsAdmin.status')} />
            </dd>
          </div>
        </dl>
        <h2 className={view.sectionTitle}>{t('laborsAdmin.experiences')}</h2>
        <ul className={view.experiences}>
          {labor.experiences.map((experience, index) => (
            <li key={index}>
              <bdi>
                {experience.position} · {experience.country} · {experience.period}
              </bdi>
              {(experience.positionAr || experience.countryAr || experience.periodAr) && (
                <div lang="ar" dir="rtl">
                  {[experience.positionAr, experience.countryAr, experience.periodAr].filter(Boolean).join(' · ')}
                </div>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
