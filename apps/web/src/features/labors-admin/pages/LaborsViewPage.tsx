import { inLanguage, WEB_ROUTES, type TAdminLabor } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link, useParams } from 'react-router';
import { RecordFacts, RecordPage, type TFact } from '../../../app/ui/RecordPage';
import { ActiveBadge } from '../../../app/ui/ActiveBadge';
import classes from '../../../app/ui/admin.module.css';
import { mediaUrl } from '../../../lib/media';
import { useAdminLabor } from '../api';
import view from '../components/labors.module.css';
import { RelatedOrders } from '../../../app/ui/orders/RelatedOrders';
import { StatusSelect } from '../components/StatusSelect';
import { WorkerStage } from '../components/WorkerStageFields';
import { StaffCvMenu } from '../../../app/ui/cv/StaffCvMenu';

/** The worker's documents, put in by the app (decision 013). */
export type TDocumentsSlot = (laborId: number) => React.ReactNode;

export default function LaborsViewPage({ documents }: { documents: TDocumentsSlot }) {
  const { t } = useTranslation();
  const labor = useAdminLabor(Number(useParams().id));
  return (
    <RecordPage title={t('laborsAdmin.viewTitle')} back={{ to: WEB_ROUTES.laborsList, label: t('laborsAdmin.backToList') }} record={labor} history="labor">
      {(record) => (
        <>
          <LaborDetails labor={record} />
          {documents(record.id)}
          <RelatedOrders title={t('ordersAdmin.laborOrders')} filter={{ laborId: String(record.id) }} />
        </>
      )}
    </RecordPage>
  );
}

function LaborDetails({ labor }: { labor: TAdminLabor }) {
  const { t, i18n } = useTranslation();
  const name = (value: { name: string; nameAr: string }) => inLanguage(value, 'name', i18n.language);
  const facts: TFact[] = [
    {
      label: t('laborsAdmin.code'),
      value: (
        <span dir="ltr" data-testid="labor-code">
          {labor.code}
        </span>
      ),
    },
    { label: t('laborsAdmin.name'), value: <bdi>{labor.name}</bdi> },
    {
      label: t('laborsAdmin.nameAr'),
      value: (
        <span lang="ar" dir="rtl">
          {labor.nameAr}
        </span>
      ),
    },
    {
      label: t('laborsAdmin.dateOfBirth'),
      value: (
        <>
          <span dir="ltr">{labor.dateOfBirth}</span> ({t('laborsAdmin.ageYears', { count: labor.age })})
        </>
      ),
    },
    { label: t('laborsAdmin.gender'), value: labor.gender === 'female' ? t('laborsAdmin.female') : t('laborsAdmin.male') },
    { label: t('laborsAdmin.nationality'), value: name(labor.country) },
    { label: t('laborsAdmin.position'), value: name(labor.position) },
    { label: t('laborsAdmin.religion'), value: name(labor.religion) },
    { label: t('laborsAdmin.education'), value: name(labor.educationLevel) },
    { label: t('laborsAdmin.maritalStatus'), value: name(labor.maritalStatus) },
    { label: t('laborsAdmin.languages'), value: labor.languages.map(name).join(t('catalogue.listSeparator')) },
    { label: t('laborsAdmin.kids'), value: labor.kids },
    { label: t('laborsAdmin.height'), value: labor.heightCm ?? '—' },
    { label: t('laborsAdmin.weight'), value: labor.weightKg ?? '—' },
    { label: t('laborsAdmin.salary'), value: labor.salaryAed },
    { label: t('laborsAdmin.skills'), value: labor.skills.map(name).join(t('catalogue.listSeparator')) },
    { label: t('laborsAdmin.passportNumber'), value: labor.passportNumber, ltr: true },
    { label: t('laborsAdmin.passportIssueDate'), value: labor.passportIssueDate, ltr: true },
    { label: t('laborsAdmin.passportExpiryDate'), value: labor.passportExpiryDate, ltr: true },
    { label: t('laborsAdmin.passportIssuePlace'), value: <bdi>{labor.passportIssuePlace}</bdi> },
    { label: t('laborsAdmin.address'), value: <bdi>{labor.address}</bdi> },
    { label: t('laborsAdmin.active'), value: <ActiveBadge isActive={labor.isActive} /> },
    { label: t('documents.fields.stage'), value: <WorkerStage labor={labor} /> },
    { label: t('laborsAdmin.status'), value: <StatusSelect id={labor.id} status={labor.status} label={t('laborsAdmin.status')} /> },
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
        <RecordFacts facts={facts} layout="lined" />
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
