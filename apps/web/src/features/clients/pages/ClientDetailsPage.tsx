import { WEB_ROUTES } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link, useParams } from 'react-router';
import { useCan } from '../../../lib/session/current-user';
import { RecordPage } from '../../../app/ui/RecordPage';
import { AccountDetails } from '../../../app/ui/AccountDetails';
import { useClient } from '../api';
import classes from '../components/clients.module.css';
import { RelatedOrders } from '../../../app/ui/orders/RelatedOrders';
import { EditClientForm } from '../components/EditClientForm';
import { EndSessions } from '../components/EndSessions';
import { StatusBadge } from '../components/StatusBadge';
import { StatusToggle } from '../components/StatusToggle';
import { Panel } from '../../../app/ui/Panel';
import { ClientDocumentsPanel } from '../../../app/ui/client-profile/ClientDocumentsPanel';
import { VisaProfileForm } from '../../../app/ui/client-profile/VisaProfileForm';
import profileClasses from '../../../app/ui/client-profile/client-profile.module.css';

export default function ClientDetailsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const client = useClient(id);
  const can = useCan();

  return (
    <RecordPage title={t('clients.detailsTitle')} back={{ to: WEB_ROUTES.clientsList, label: t('clients.backToList') }} record={client} history="client">
      {(record) => (
        <>
          <AccountDetails
            user={record}
            extra={
              <>
                <dt>{t('clients.status')}</dt>
                <dd className={classes.statusRow}>
                  <StatusBadge isActive={record.isActive} />
                  <StatusToggle client={record} />
                </dd>
                <dt>{t('clients.sessions')}</dt>
                <dd className={classes.statusRow}>
                  <EndSessions client={record} />
                </dd>
              </>
            }
          />
          <h2 className={classes.sectionTitle}>{t('clients.editTitle')}</h2>
          <EditClientForm key={record.id} client={record} />
          <div className={profileClasses.sections}>
            <Panel title={t('clientProfile.staffTitle')}>
              <VisaProfileForm side={{ kind: 'staff', clientId: record.id }} />
            </Panel>
            <Panel title={t('clientDocuments.title')}>
              <ClientDocumentsPanel side={{ kind: 'staff', clientId: record.id }} />
            </Panel>
          </div>
          <RelatedOrders title={t('ordersAdmin.clientOrders')} filter={{ clientId: String(record.id) }} />
          <Link to={`${WEB_ROUTES.addOrder}?clientId=${record.id}`}>{t('addOrder.forClient')}</Link>
          {/* Her invoices, credit notes, payments and refunds: for staff who see money. */}
          {can('orders.finance') && (
            <p>
              <Link to={generatePath(WEB_ROUTES.adminClientStatement, { id: String(record.id) })}>{t('statement.open')}</Link>
            </p>
          )}
        </>
      )}
    </RecordPage>
  );
}
