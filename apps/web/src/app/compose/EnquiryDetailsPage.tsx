import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import EnquiryPage, { type TOrderFormSlot } from '../../features/enquiries-admin/pages/EnquiryDetailsPage';
import { importCode } from '../../lib/import-code';
import { useTranslation } from '../../lib/i18n';

/**
 * An enquiry's page (features/enquiries-admin) with staff's "Add Order" form (features/add-order):
 * features do not import each other, the app puts them together (decision 013). The form's code
 * loads when staff convert the enquiry.
 */
const AddOrderForm = lazy(() => importCode(() => import('../../features/add-order/AddOrderPage').then((m) => ({ default: m.AddOrderForm }))));

function Loading() {
  const { t } = useTranslation();
  return <Loader role="status" aria-label={t('app.loading')} />;
}

const orderForm: TOrderFormSlot = ({ initialValues, workerSearch, save, clientNotice, labelledBy }) => (
  <Suspense fallback={<Loading />}>
    <AddOrderFormWithLabel initialValues={initialValues} workerSearch={workerSearch} save={save} clientNotice={clientNotice} labelledBy={labelledBy} />
  </Suspense>
);

function AddOrderFormWithLabel({ labelledBy, ...props }: Parameters<TOrderFormSlot>[0]) {
  const { t } = useTranslation();
  return <AddOrderForm {...props} label={t('enquiriesAdmin.convert')} aria-labelledby={labelledBy} />;
}

export default function EnquiryDetailsPage() {
  return <EnquiryPage orderForm={orderForm} />;
}
