import { APPLICANT_STATUSES, inLanguage, WEB_ROUTES, type TApplicant } from '@app/shared';
import { Alert, Button, Loader } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { PipelineHandling } from '../../../app/ui/pipeline/PipelineHandling';
import { PipelineNotes } from '../../../app/ui/pipeline/PipelineNotes';
import panelStyles from '../../../app/ui/panels.module.css';
import { RecordFacts, RecordPage, useRecordId } from '../../../app/ui/RecordPage';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay } from '../../../lib/money';
import { useCan } from '../../../lib/session/current-user';
import {
  useAddApplicantNote,
  useApplicant,
  useApplicantOwners,
  useConvertApplicant,
  useUpdateApplicant,
  useWorkerPrefill,
  workerFormValues,
  type TConvertApplicant,
  type TWorkerFormValues,
} from '../api';
import { ApplicantStatusBadge } from '../components/ApplicantStatusBadge';
import classes from '../components/applicants.module.css';

/** The worker form (features/labors-admin), given by the app (app/compose): first values and how it saves. */
export type TWorkerFormSlot = (props: { initialValues: TWorkerFormValues; save: TConvertApplicant }) => ReactNode;

function Answers({ applicant }: { applicant: TApplicant }) {
  const { t } = useTranslation();
  if (applicant.answers.length === 0) return <p className={classes.muted}>{t('applicants.noAnswers')}</p>;
  const facts = applicant.answers.map((answer) => ({ label: <bdi>{answer.question}</bdi>, value: <bdi>{answer.answer}</bdi> }));
  return <RecordFacts facts={facts} layout="above" />;
}

/** The worker she became, or (accepted, for staff who add workers) the way to make her one. */
function WorkerPart({ applicant, onMakeWorker }: { applicant: TApplicant; onMakeWorker: () => void }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  if (applicant.labor)
    return (
      <p>
        {t('applicants.workerIs')}{' '}
        <Link to={generatePath(WEB_ROUTES.laborsView, { id: String(applicant.labor.id) })}>
          <bdi>{inLanguage(applicant.labor, 'name', i18n.language)}</bdi>
        </Link>{' '}
        <span dir="ltr">({applicant.labor.code})</span>
      </p>
    );
  if (applicant.status !== 'accepted') return <p className={classes.muted}>{t('applicants.acceptFirst')}</p>;
  if (!can('labors.manage')) return null;
  return <Button onClick={onMakeWorker}>{t('applicants.makeWorker')}</Button>;
}

/** The worker form, pre-filled from the answers; saving makes the worker and opens her page. */
function MakeWorker({ applicant, workerForm }: { applicant: TApplicant; workerForm: TWorkerFormSlot }) {
  const { t } = useTranslation();
  const prefill = useWorkerPrefill(applicant.id, true);
  const convert = useConvertApplicant(applicant.id);
  return (
    <section className={`${panelStyles.panel} ${classes.workerForm}`} aria-labelledby="make-worker">
      <h2 id="make-worker">{t('applicants.makeWorkerTitle')}</h2>
      <p>{t('applicants.makeWorkerIntro')}</p>
      {prefill.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {prefill.data && (
        <>
          {(prefill.data.note || prefill.data.experience) && (
            <Alert color="blue" className={classes.fromApplication} title={t('applicants.fromApplication')}>
              {prefill.data.experience && (
                <p>
                  {t('applicants.experience')}: <bdi>{prefill.data.experience}</bdi>
                </p>
              )}
              {prefill.data.note && (
                <p>
                  {t('applicants.note')}: <bdi>{prefill.data.note}</bdi>
                </p>
              )}
            </Alert>
          )}
          {workerForm({ initialValues: workerFormValues(prefill.data), save: convert })}
        </>
      )}
    </section>
  );
}

function Handling({ applicant }: { applicant: TApplicant }) {
  const { t } = useTranslation();
  const owners = useApplicantOwners();
  const update = useUpdateApplicant(applicant.id);
  return (
    <>
      <p>
        <ApplicantStatusBadge status={applicant.status} />{' '}
        <span className={classes.muted}>{t('applicants.appliedOn', { day: uaeDay(applicant.createdAt) })}</span>
      </p>
      {/* A worker made from the applicant keeps her accepted. */}
      <PipelineHandling
        texts="applicants"
        record={applicant}
        statuses={APPLICANT_STATUSES.map((status) => ({ value: status, label: t(`applicants.status.${status}`) }))}
        statusLocked={applicant.laborId !== null}
        owners={owners.data}
        save={update}
      />
    </>
  );
}

function Notes({ applicant }: { applicant: TApplicant }) {
  const addNote = useAddApplicantNote(applicant.id);
  return <PipelineNotes texts="applicants" notes={applicant.notes} add={addNote} />;
}

/** An applicant's page: her answers, how staff handle her, the notes, her history, and making her a worker. */
export default function ApplicantDetailsPage({ workerForm }: { workerForm: TWorkerFormSlot }) {
  const { t } = useTranslation();
  const [makingWorker, setMakingWorker] = useState(false);
  const applicant = useApplicant(useRecordId());
  return (
    <RecordPage
      title={t('applicants.detailsTitle')}
      name={(record) => record.name || t('applicants.noName')}
      back={{ to: WEB_ROUTES.applicants, label: t('applicants.back') }}
      record={applicant}
      notFound={t('applicants.notFound')}
      history="applicant"
      panels={(record) => ({
        main: [
          { title: t('applicants.answers'), content: <Answers applicant={record} /> },
          { title: t('applicants.notes'), content: <Notes applicant={record} /> },
        ],
        side: [
          { title: t('applicants.handling'), content: <Handling applicant={record} /> },
          { title: t('applicants.worker'), content: <WorkerPart applicant={record} onMakeWorker={() => setMakingWorker(true)} /> },
        ],
      })}
    >
      {(record) => makingWorker && record.status === 'accepted' && record.laborId === null && <MakeWorker applicant={record} workerForm={workerForm} />}
    </RecordPage>
  );
}
