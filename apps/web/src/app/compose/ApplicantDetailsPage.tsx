import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import ApplicantPage, { type TWorkerFormSlot } from '../../features/applicants/pages/ApplicantDetailsPage';
import { importCode } from '../../lib/import-code';
import { useTranslation } from '../../lib/i18n';

/**
 * An applicant's page (features/applicants) with the worker form (features/labors-admin): features
 * do not import each other, the app puts them together (decision 013). The form's code loads when
 * staff make an accepted applicant a worker.
 */
const LaborForm = lazy(() => importCode(() => import('../../features/labors-admin/components/LaborForm').then((m) => ({ default: m.LaborForm }))));

function Loading() {
  const { t } = useTranslation();
  return <Loader role="status" aria-label={t('app.loading')} />;
}

const workerForm: TWorkerFormSlot = ({ initialValues, save }) => (
  <Suspense fallback={<Loading />}>
    <LaborForm labor={null} initialValues={initialValues} save={save} />
  </Suspense>
);

export default function ApplicantDetailsPage() {
  return <ApplicantPage workerForm={workerForm} />;
}
