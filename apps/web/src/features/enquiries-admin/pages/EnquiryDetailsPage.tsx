import {
  ENQUIRY_SETTABLE_STATUSES,
  inLanguage,
  WEB_ROUTES,
  type TAdminOrderInput,
  type TEnquiryDetails,
  type TEnquiryStatus,
  type TEnquiryUpdate,
} from '@app/shared';
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

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0);

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
  const rows: Array<[string, ReactNode]> = [
    [t('enquiriesAdmin.kind'), enquiry.kind === 'callback' ? t('enquiriesAdmin.callback') : t('enquiriesAdmin.enquiry')],
    [t('enquiriesAdmin.name'), <bdi key="name">{enquiry.name}</bdi>],
    [t('enquiriesAdmin.phone'), <PhoneLink key="phone" phoneNumber={enquiry.phoneNumber} />],
  ];
  if (enquiry.email)
    rows.push([
      t('enquiriesAdmin.email'),
      <span dir="ltr" key="email">
        {enquiry.email}
      </span>,
    ]);
  if (enquiry.message) rows.push([t('enquiriesAdmin.message'), <bdi key="message">{enquiry.message}</bdi>]);
  if (enquiry.preferredDate) rows.push([t('enquiriesAdmin.preferredDate'), uaeDay(enquiry.preferredDate)]);
  rows.push([
    t('enquiriesAdmin.worker'),
    enquiry.labor ? (
      <Link key="worker" to={generatePath(WEB_ROUTES.laborsView, { id: String(enquiry.labor.id) })}>
        <bdi>{inLanguage(enquiry.labor, 'name', i18n.language)}</bdi> <span dir="ltr">({enquiry.labor.code})</span>
      </Link>
    ) : (
      <span key="worker" className={classes.muted}>
        {t('enquiriesAdmin.noWorker')}
      </span>
    ),
  ]);
  rows.push([t('enquiriesAdmin.received'), uaeMoment(enquiry.createdAt)]);
  return (
    <dl className={pipeline.fields}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
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

function EnquiryDetails({ enquiry, orderForm }: { enquiry: TEnquiryDetails; orderForm: TOrderFormSlot }) {
  const { t } = useTranslation();
  const [converting, setConverting] = useState(false);
  const owners = useEnquiryOwners();
  const update = useUpdateEnquiry(enquiry.id);
  const addNote = useAddEnquiryNote(enquiry.id);
  const converted = enquiry.status === 'converted';
  const statuses = (converted ? ['converted' as const] : ENQUIRY_SETTABLE_STATUSES).map<{ value: TEnquiryStatus; label: string }>((status) => ({
    value: status,
    label: t(`enquiriesAdmin.status.${status}`),
  }));
  return (
    <>
      <div className={panelStyles.layout}>
        <div className={panelStyles.column}>
          <Panel title={t('enquiriesAdmin.sent')}>
            <Sent enquiry={enquiry} />
          </Panel>
          <Panel title={t('enquiriesAdmin.notes')}>
            <PipelineNotes texts="enquiriesAdmin" notes={enquiry.notes} add={addNote} />
          </Panel>
        </div>
        <div className={panelStyles.column}>
          <Panel title={t('enquiriesAdmin.handling')}>
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
          </Panel>
          <Panel title={t('enquiriesAdmin.order')}>
            <Conversion enquiry={enquiry} onConvert={() => setConverting(true)} />
          </Panel>
          <History kind="enquiry" id={enquiry.id} />
        </div>
      </div>
      {converting && !converted && <ConvertForm enquiry={enquiry} orderForm={orderForm} />}
    </>
  );
}

/** An enquiry's page: what the visitor sent, how staff handle it, the notes, its history, and converting it. */
export default function EnquiryDetailsPage({ orderForm }: { orderForm: TOrderFormSlot }) {
  const { t } = useTranslation();
  const enquiry = useEnquiry(idOf(useParams().id));
  const missing = enquiry.error instanceof ApiError && (enquiry.error.status === 404 || enquiry.error.status === 400);
  useDocumentTitle(enquiry.data ? `${t('enquiriesAdmin.detailsTitle')}: ${enquiry.data.name}` : t('enquiriesAdmin.detailsTitle'));
  return (
    <Container size="lg" className={pageClasses.page}>
      <p>
        <Link to={WEB_ROUTES.enquireList}>{t('enquiriesAdmin.back')}</Link>
      </p>
      <h1 className={pageClasses.title}>
        {t('enquiriesAdmin.detailsTitle')}
        {enquiry.data && (
          <>
            : <bdi>{enquiry.data.name}</bdi>
          </>
        )}
      </h1>
      {enquiry.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {missing && <Alert color="gray">{t('enquiriesAdmin.notFound')}</Alert>}
      {enquiry.isError && !missing && <Alert color="red">{enquiry.error.message}</Alert>}
      {enquiry.data && <EnquiryDetails enquiry={enquiry.data} orderForm={orderForm} />}
    </Container>
  );
}
