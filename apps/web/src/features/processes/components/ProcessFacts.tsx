import { inLanguage, WEB_ROUTES, type TProcess } from '@app/shared';
import { generatePath, Link } from 'react-router';
import { PhoneLink } from '../../../app/ui/PhoneLink';
import { RecordFacts } from '../../../app/ui/RecordPage';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay } from '../../../lib/money';
import classes from './processes.module.css';

/** Whose process it is and where it stands: the worker, the order and its family, the package, its days and its status. */
export function ProcessFacts({ process }: { process: TProcess }) {
  const { t, i18n } = useTranslation();
  const { labor, order, client, branch } = process;
  const worker = (
    <>
      <Link to={generatePath(WEB_ROUTES.laborsView, { id: String(labor.id) })}>
        <bdi>{inLanguage(labor, 'name', i18n.language)}</bdi>
      </Link>{' '}
      <span dir="ltr">({labor.code})</span>
    </>
  );
  return (
    <RecordFacts
      layout="beside"
      facts={[
        { label: t('processesUi.worker'), value: worker },
        !!order && {
          label: t('processesUi.order'),
          value: (
            <Link to={generatePath(WEB_ROUTES.orderDetails, { id: String(order.id) })} dir="ltr">
              {order.orderNumber}
            </Link>
          ),
        },
        !!client && {
          label: t('processesUi.client'),
          value: (
            <>
              <Link to={generatePath(WEB_ROUTES.clientDetails, { id: String(client.id) })}>
                <bdi>{client.name}</bdi>
              </Link>
              {client.phoneNumber && (
                <span className={classes.sub}>
                  <PhoneLink phoneNumber={client.phoneNumber} />
                </span>
              )}
            </>
          ),
        },
        { label: t('processesUi.location'), value: t(`processes.location.${process.location}`) },
        { label: t('processesUi.package'), value: t(`packageKind.${process.packageKind}`) },
        !!branch && { label: t('processesUi.branch'), value: <bdi>{inLanguage(branch, 'name', i18n.language)}</bdi> },
        { label: t('processesUi.startedOn'), value: uaeDay(process.startedOn) },
        { label: t('processesUi.expectedHandover'), value: uaeDay(process.expectedHandover) },
        { label: t('processesUi.status'), value: t(`processes.status.${process.status}`) },
      ]}
    />
  );
}
