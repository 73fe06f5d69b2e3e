import { APPLICANT_STATUSES, inLanguage, WEB_ROUTES, type TApplicant } from '@app/shared';
import { Alert, Button, Container, Loader } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { generatePath, Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../app/ui/document-title';
import { History } from '../../../app/ui/History';
import { Panel } from '../../../app/ui/Panel';
import { PipelineHandling } from '../../../app/ui/pipeline/PipelineHandling';
import { PipelineNotes } from '../../../app/ui/pipeline/PipelineNotes';
import pipeline from '../../../app/ui/pipeline/pipeline.module.css';
import pageClasses from '../../../app/ui/page.module.css';
import panelStyles from '../../../app/ui/panels.module.css';
import { ApiError } from '../../../lib/api-client';
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

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0);

function Answers({ applicant }: { applicant: TApplicant }) {
  const { t } = useTranslation();
  if (applicant.answers.length === 0) return <p className={classes.muted}>{t('applicants.noAnswers')}</p>;
  return (
    <dl className={pipeline.fields}>
      {applicant.answers.map((answer) => (
        <div key={answer.questionId}>
          <dt>
            <bdi>{answer.question}</bdi>
          </dt>
          <dd>
            <bdi>{answer.answer}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
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

function ApplicantDetails({ applicant, workerForm }: { applicant: TApplicant; workerForm: TWorkerFormSlot }) {
  const { t } = useTranslation();
  const [makingWorker, setMakingWorker] = useState(false);
  const owners = useApplicantOwners();
  const update = useUpdateApplicant(applicant.id);
  const addNote = useAddApplicantNote(applicant.id);
  const showForm = makingWorker && applicant.status === 'accepted' && applicant.laborId === null;
  return (
    <>
      <div className={panelStyles.layout}>
        <div className={panelStyles.column}>
          <Panel title={t('applicants.answers')}>
            <Answers applicant={applicant} />
          </Panel>
          <Panel title={t('applicants.notes')}>
            <PipelineNotes texts="applicants" notes={applicant.notes} add={addNote} />
          </Panel>
        </div>
        <div className={panelStyles.column}>
          <Panel title={t('applicants.handling')}>
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
          </Panel>
          <Panel title={t('applicants.worker')}>
            <WorkerPart applicant={applicant} onMakeWorker={() => setMakingWorker(true)} />
          </Panel>
          <History kind="applicant" id={applicant.id} />
        </div>
      </div>
      {showForm && <MakeWorker applicant={applicant} workerForm={workerForm} />}
    </>
  );
}

/** An applicant's page: her answers, how staff handle her, the notes, her history, and making her a worker. */
export default function ApplicantDetailsPage({ workerForm }: { workerForm: TWorkerFormSlot }) {
  const { t } = useTranslation();
  const applicant = useApplicant(idOf(useParams().id));
  const missing = applicant.error instanceof ApiError && (applicant.error.status === 404 || applicant.error.status === 400);
  const name = applicant.data?.name || t('applicants.noName');
  useDocumentTitle(applicant.data ? `${t('applicants.detailsTitle')}: ${name}` : t('applicants.detailsTitle'));
  return (
    <Container size="lg" className={pageClasses.page}>
      <p>
        <Link to={WEB_ROUTES.applicants}>{t('applicants.back')}</Link>
      </p>
      <h1 className={pageClasses.title}>
        {t('applicants.detailsTitle')}
        {applicant.data && (
          <>
            : <bdi>{name}</bdi>
          </>
        )}
      </h1>
      {applicant.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {missing && <Alert color="gray">{t('applicants.notFound')}</Alert>}
      {applicant.isError && !missing && <Alert color="red">{applicant.error.message}</Alert>}
      {applicant.data && <ApplicantDetails applicant={applicant.data} workerForm={workerForm} />}
    </Container>
  );
}
