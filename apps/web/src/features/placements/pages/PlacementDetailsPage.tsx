import '../../../app/ui/public-styles';
import { inLanguage, WEB_ROUTES, type TPlacement } from '@app/shared';
import { generatePath, Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useAdminOrder, usePlacement } from '../api';
import { NamedByClientSwitch } from '../components/NamedByClientSwitch';
import { PlacementActions } from '../components/PlacementActions';
import { PlacementFacts } from '../components/PlacementFacts';
import { RecordFacts, RecordPage, useRecordId } from '../../../app/ui/RecordPage';
import { Timeline } from '../../../app/ui/Timeline';

/** Its order, its worker and its family, each on its own back-office page. */
function Links({ placement }: { placement: TPlacement }) {
  const { t, i18n } = useTranslation();
  const order = (
    <Link to={generatePath(WEB_ROUTES.orderDetails, { id: String(placement.orderId) })} dir="ltr">
      {placement.orderNumber}
    </Link>
  );
  const worker = (
    <>
      <Link to={generatePath(WEB_ROUTES.laborsView, { id: String(placement.labor.id) })}>
        <bdi>{inLanguage(placement.labor, 'name', i18n.language)}</bdi>
      </Link>{' '}
      <span dir="ltr">({placement.labor.code})</span>
    </>
  );
  const client = placement.client && (
    <Link to={generatePath(WEB_ROUTES.clientDetails, { id: String(placement.client.id) })}>
      <bdi>{placement.client.userName}</bdi>
    </Link>
  );
  const facts = [
    { label: t('placements.ui.order'), value: order },
    { label: t('placements.ui.worker'), value: worker },
    !!client && { label: t('placements.ui.client'), value: client },
  ];
  return <RecordFacts facts={facts} layout="beside" />;
}

/** A placement's page: everything its order shows of it, its timeline, and links to its order, worker and client. */
export default function PlacementDetailsPage() {
  const { t } = useTranslation();
  const placement = usePlacement(useRecordId());
  const namedByClient = useAdminOrder(placement.data?.orderId).data?.namedByClient;
  return (
    <RecordPage
      title={t('placements.ui.detailsTitle')}
      name={(record) => record.orderNumber}
      nameIsCode
      record={placement}
      notFound={t('placements.ui.notFound')}
      panels={(record) => ({
        main: [
          {
            title: t('placements.ui.title'),
            content: (
              <>
                <PlacementFacts placement={record} side="admin" />
                <PlacementActions placement={record} target={{ side: 'admin', orderId: record.orderId, placementId: record.id, version: record.version }} />
              </>
            ),
          },
          {
            title: t('placements.ui.timeline'),
            content: <Timeline entries={record.timeline} title={(entry) => <strong>{t(`placements.ui.event.${entry.event}`)}</strong>} />,
          },
        ],
        side: [
          { title: t('placements.ui.links'), content: <Links placement={record} /> },
          namedByClient !== undefined &&
            record.status === 'active' &&
            record.package === 'Main' && {
              title: t('placements.ui.namedByClient'),
              content: <NamedByClientSwitch orderId={record.orderId} value={namedByClient} />,
            },
        ],
      })}
    />
  );
}
