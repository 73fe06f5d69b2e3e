import { WEB_ROUTES } from '@app/shared';
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { AccountDetails } from '../../../app/ui/AccountDetails';
import { useClient } from '../api';
import classes from '../components/clients.module.css';
import { RelatedOrders } from '../../../app/ui/orders/RelatedOrders';
import { EditClientForm } from '../components/EditClientForm';
import { StatusBadge } from '../components/StatusBadge';
import { StatusToggle } from '../components/StatusToggle';

export default function ClientDetailsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const client = useClient(id);

  return (
    <Page
      title={t('clients.detailsTitle')}
      size="wide"
      intro={
        <Link to={WEB_ROUTES.clientsList} className={classes.back}>
          {t('clients.backToList')}
        </Link>
      }
    >
      {client.isPending && <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />}
      {client.isError && <Alert color="red">{client.error.message}</Alert>}
      {client.data && (
        <>
          <AccountDetails
            user={client.data}
            extra={
              <>
                <dt>{t('clients.status')}</dt>
                <dd className={classes.statusRow}>
                  <StatusBadge isActive={client.data.isActive} />
                  <StatusToggle client={client.data} />
                </dd>
              </>
            }
          />
          <h2 className={classes.sectionTitle}>{t('clients.editTitle')}</h2>
          <EditClientForm key={client.data.id} client={client.data} />
          <RelatedOrders title={t('ordersAdmin.clientOrders')} filter={{ clientId: String(client.data.id) }} />
          <Link to={`${WEB_ROUTES.addOrder}?clientId=${client.data.id}`}>{t('addOrder.forClient')}</Link>
        </>
      )}
    </Page>
  );
}
