import {
  ENQUIRY_SETTABLE_STATUSES,
  inLanguage,
  WEB_ROUTES,
  type TAdminOrderInput,
  type TEnquiryDetails,
  type TEnquiryStatus,
  type TEnquiryUpdate,
} from '@app/shared';
import { Alert, Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { PipelineHandling } from '../../../app/ui/pipeline/PipelineHandling';
import { PipelineNotes } from '../../../app/ui/pipeline/PipelineNotes';
import panelStyles from '../../../app/ui/panels.module.css';
import { RecordFacts, RecordPage, useRecordId, type TFact } from '../../../app/ui/RecordPage';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay, uaeMoment } from '../../../lib/money';
import { useCan } from '../../../lib/session/current-user';
import { useAddEnquiryNote, useConvertEnquiry, useEnquiry, useEnquiryOwners, useUpdateEnquiry, type TConvertEnquiry } from '../api';
import { EnquiryStatusBadge, PhoneLink } from '../components/EnquiryParts';
import classes from '../components/enquiries.module.css';

/** Staff's "Add Order" form (features/add-order), given by the app (app/compose): first values and how it saves. */
export type TOrderFormSlot = (props: {
  initialValues: Partial<TAdminOrderInput>;
  workerSearch: string;
  save: TConvertEnquiry;
  clientNotice: ReactNode;
  labelledBy: string;
}) => ReactNode;

/** A user name from the visitor's name: letters and digits joined by dots ("Noura Al Ali" gives "noura.al.ali"). */
export function userNameFrom(name: string): string {
  const joined = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join('.')
    .slice(0, 50);
  return joined.length >= 3 ? joined : '';
}

/** The order form's first values: the client who already has the phone or e-mail, or a new one from the enquiry; the worker asked about. */
export function orderFormValues(enquiry: TEnquiryDetails): Partial<TAdminOrderInput> {
  const [existing] = enquiry.matchingClients;
  const newClient = { userName: userNameFrom(enquiry.name), email: enquiry.email ?? '', phoneNumber: enquiry.phoneNumber };
  return { clientId: existing?.id ?? null, newClient: existing ? null : newClient, laborId: enquiry.labor?.id };
}

function Sent({ enquiry }: { enquiry: TEnquiryDetails }) {
  const { t, i18n } = useTranslation();
  const worker = enquiry.labor ? (
    <Link to={generatePath(WEB_ROUTES.laborsView, { id: String(enquiry.labor.id) })}>
      <bdi>{inLanguage(enquiry.labor, 'name', i18n.language)}</bdi> <span dir="ltr">({enquiry.labor.code})</span>
    </Link>
  ) : (
    <span className={classes.muted}>{t('enquiriesAdmin.noWorker')}</span>
  );
  const facts: TFact[] = [
    { label: t('enquiriesAdmin.kind'), value: enquiry.kind === 'callback' ? t('enquiriesAdmin.callback') : t('enquiriesAdmin.enquiry') },
    { label: t('enquiriesAdmin.name'), value: <bdi>{enquiry.name}</bdi> },
    { label: t('enquiriesAdmin.phone'), value: <PhoneLink phoneNumber={enquiry.phoneNumber} /> },
    !!enquiry.email && { label: t('enquiriesAdmin.email'), value: enquiry.email, ltr: true },
    !!enquiry.message && { label: t('enquiriesAdmin.message'), value: <bdi>{enquiry.message}</bdi> },
    !!enquiry.preferredDate && { label: t('enquiriesAdmin.preferredDate'), value: uaeDay(enquiry.preferredDate) },
    { label: t('enquiriesAdmin.worker'), value: worker },
    { label: t('enquiriesAdmin.received'), value: uaeMoment(enquiry.createdAt) },
  ];
  return <RecordFacts facts={facts} layout="above" />;
}

/** What the enquiry became, or (for staff who add clients and orders) the way to convert it. */
function Conversion({ enquiry, onConvert }: { enquiry: TEnquiryDetails; onConvert: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  if (enquiry.status === 'converted')
    return (
      <>
        <p>{t('enquiriesAdmin.convertedInto')}</p>
        {enquiry.client && (
          <p>
            {t('enquiriesAdmin.client')}:{' '}
            <Link to={generatePath(WEB_ROUTES.clientDetails, { id: String(enquiry.client.id) })}>
              <bdi>{enquiry.client.userName}</bdi>
            </Link>
          </p>
        )}
        {enquiry.order && (
          <p>
            {t('enquiriesAdmin.order')}:{' '}
            <Link to={generatePath(WEB_ROUTES.orderDetails, { id: String(enquiry.order.id) })} dir="ltr">
              {enquiry.order.number}
            </Link>
          </p>
        )}
      </>
    );
  if (!can('orders.manage') || !can('clients.manage')) return null;
  return <Button onClick={onConvert}>{t('enquiriesAdmin.convert')}</Button>;
}

function ConvertForm({ enquiry, orderForm }: { enquiry: TEnquiryDetails; orderForm: TOrderFormSlot }) {
  const { t } = useTranslation();
  const convert = useConvertEnquiry(enquiry.id);
  const [existing] = enquiry.matchingClients;
  const clientNotice = existing && <Alert color="blue">{t('enquiriesAdmin.existingClient', { name: existing.userName })}</Alert>;
  return (
    <section className={`${panelStyles.panel} ${classes.convert}`} aria-labelledby="convert-enquiry">
      <h2 id="convert-enquiry">{t('enquiriesAdmin.convertTitle')}</h2>
      <p>{t('enquiriesAdmin.convertIntro')}</p>
      {orderForm({
        initialValues: orderFormValues(enquiry),
        workerSearch: enquiry.labor?.code ?? '',
        save: convert,
        clientNotice,
        labelledBy: 'convert-enquiry',
      })}
    </section>
  );
}

function Handling({ enquiry }: { enquiry: TEnquiryDetails }) {
  const { t } = useTranslation();
  const owners = useEnquiryOwners();
  const update = useUpdateEnquiry(enquiry.id);
  const converted = enquiry.status === 'converted';
  const statuses = (converted ? ['converted' as const] : ENQUIRY_SETTABLE_STATUSES).map<{ value: TEnquiryStatus; label: string }>((status) => ({
    value: status,
    label: t(`enquiriesAdmin.status.${status}`),
  }));
  return (
    <>
      <p>
        <EnquiryStatusBadge status={enquiry.status} />{' '}
        <span className={classes.muted}>{t('enquiriesAdmin.receivedOn', { day: uaeDay(enquiry.createdAt) })}</span>
      </p>
      {/* A converted enquiry keeps its status: its client and order exist. */}
      <PipelineHandling<TEnquiryStatus>
        texts="enquiriesAdmin"
        record={enquiry}
        statuses={statuses}
        statusLocked={converted}
        owners={owners.data}
        // 'converted' is only ever shown, locked: the form never sends it.
        save={{ isPending: update.isPending, mutate: (change) => update.mutate(change as TEnquiryUpdate) }}
      />
    </>
  );
}

function Notes({ enquiry }: { enquiry: TEnquiryDetails }) {
  const addNote = useAddEnquiryNote(enquiry.id);
  return <PipelineNotes texts="enquiriesAdmin" notes={enquiry.notes} add={addNote} />;
}

/** An enquiry's page: what the visitor sent, how staff handle it, the notes, its history, and converting it. */
export default function EnquiryDetailsPage({ orderForm }: { orderForm: TOrderFormSlot }) {
  const { t } = useTranslation();
  const [converting, setConverting] = useState(false);
  return (
    <RecordPage
      title={t('enquiriesAdmin.detailsTitle')}
      name={(enquiry) => enquiry.name}
      back={{ to: WEB_ROUTES.enquireList, label: t('enquiriesAdmin.back') }}
      record={useEnquiry(useRecordId())}
      notFound={t('enquiriesAdmin.notFound')}
      history="enquiry"
      panels={(enquiry) => ({
        main: [
          { title: t('enquiriesAdmin.sent'), content: <Sent enquiry={enquiry} /> },
          { title: t('enquiriesAdmin.notes'), content: <Notes enquiry={enquiry} /> },
        ],
        side: [
          { title: t('enquiriesAdmin.handling'), content: <Handling enquiry={enquiry} /> },
          { title: t('enquiriesAdmin.order'), content: <Conversion enquiry={enquiry} onConvert={() => setConverting(true)} /> },
        ],
      })}
    >
      {(enquiry) => converting && enquiry.status !== 'converted' && <ConvertForm enquiry={enquiry} orderForm={orderForm} />}
    </RecordPage>
  );
}
