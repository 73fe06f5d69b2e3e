import '../../../app/ui/public-styles';
import { inLanguage, WEB_ROUTES, type TPlacement } from '@app/shared';
import { Alert, Container, Loader } from '@mantine/core';
import { generatePath, Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../app/ui/document-title';
import pageClasses from '../../../app/ui/page.module.css';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useAdminOrder, usePlacement } from '../api';
import { NamedByClientSwitch } from '../components/NamedByClientSwitch';
import { PlacementActions } from '../components/PlacementActions';
import { factsClass, PlacementFacts } from '../components/PlacementFacts';
import { Panel } from '../../../app/ui/Panel';
import { Timeline } from '../../../app/ui/Timeline';
import panelStyles from '../../../app/ui/panels.module.css';

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0);

/** Its order, its worker and its family, each on its own back-office page. */
function Links({ placement }: { placement: TPlacement }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className={factsClass}>
      <dt>{t('placements.ui.order')}</dt>
      <dd>
        <Link to={generatePath(WEB_ROUTES.orderDetails, { id: String(placement.orderId) })} dir="ltr">
          {placement.orderNumber}
        </Link>
      </dd>
      <dt>{t('placements.ui.worker')}</dt>
      <dd>
        <Link to={generatePath(WEB_ROUTES.laborsView, { id: String(placement.labor.id) })}>
          <bdi>{inLanguage(placement.labor, 'name', i18n.language)}</bdi>
        </Link>{' '}
        <span dir="ltr">({placement.labor.code})</span>
      </dd>
      {placement.client && (
        <>
          <dt>{t('placements.ui.client')}</dt>
          <dd>
            <Link to={generatePath(WEB_ROUTES.clientDetails, { id: String(placement.client.id) })}>
              <bdi>{placement.client.userName}</bdi>
            </Link>
          </dd>
        </>
      )}
    </dl>
  );
}

function PlacementDetails({ placement }: { placement: TPlacement }) {
  const { t } = useTranslation();
  const order = useAdminOrder(placement.orderId);
  const namedByClient = order.data?.namedByClient;
  return (
    <div className={panelStyles.layout}>
      <div className={panelStyles.column}>
        <Panel title={t('placements.ui.title')}>
          <PlacementFacts placement={placement} side="admin" />
          <PlacementActions
            placement={placement}
            target={{ side: 'admin', orderId: placement.orderId, placementId: placement.id, version: placement.version }}
          />
        </Panel>
        <Panel title={t('placements.ui.timeline')}>
          <Timeline entries={placement.timeline} title={(entry) => <strong>{t(`placements.ui.event.${entry.event}`)}</strong>} />
        </Panel>
      </div>
      <div className={panelStyles.column}>
        <Panel title={t('placements.ui.links')}>
          <Links placement={placement} />
        </Panel>
        {namedByClient !== undefined && placement.status === 'active' && placement.package === 'Main' && (
          <Panel title={t('placements.ui.namedByClient')}>
            <NamedByClientSwitch orderId={placement.orderId} value={namedByClient} />
          </Panel>
        )}
      </div>
    </div>
  );
}

/** A placement's page: everything its order shows of it, its timeline, and links to its order, worker and client. */
export default function PlacementDetailsPage() {
  const { t } = useTranslation();
  const placement = usePlacement(idOf(useParams().id));
  const missing = placement.error instanceof ApiError && (placement.error.status === 404 || placement.error.status === 400);
  const title = placement.data ? `${t('placements.ui.detailsTitle')} ${placement.data.orderNumber}` : t('placements.ui.detailsTitle');
  useDocumentTitle(title);
  return (
    <Container size="lg" className={pageClasses.page}>
      <h1 className={pageClasses.title}>
        {t('placements.ui.detailsTitle')} {placement.data && <bdi dir="ltr">{placement.data.orderNumber}</bdi>}
      </h1>
      {placement.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {missing && <Alert color="gray">{t('placements.ui.notFound')}</Alert>}
      {placement.isError && !missing && <Alert color="red">{placement.error.message}</Alert>}
      {placement.data && <PlacementDetails placement={placement.data} />}
    </Container>
  );
}
