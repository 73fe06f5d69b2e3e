import { WEB_ROUTES, type TOrder } from '@app/shared';
import { generatePath, Link } from 'react-router';
import { Panel } from '../../../app/ui/Panel';
import { useTranslation } from '../../../lib/i18n';
import { useOrderProcess } from '../api';
import { StepBadges, useStepName } from './StepBadges';
import classes from './processes.module.css';

/** Orders that may have a process: a hire starts one, and a delivery or a cancellation keeps it. */
const WITH_PROCESS: ReadonlyArray<TOrder['status']> = ['Hired', 'Delivered', 'Canceled'];

/** On a staff order's page: its visa process, where it stands, and the way to it. Nothing when the order has none. */
export function OrderProcessPanel({ order }: { order: Pick<TOrder, 'id' | 'status'> }) {
  const { t } = useTranslation();
  const stepName = useStepName();
  const process = useOrderProcess(order.id, WITH_PROCESS.includes(order.status));
  if (!process) return null;
  const step = process.currentStep;
  return (
    <Panel title={t('processesUi.orderPanel')}>
      <p className={classes.badges}>
        {step ? (
          <>
            <bdi>{t('processesUi.nowAt', { step: stepName(step) })}</bdi>
            <StepBadges step={step} />
          </>
        ) : (
          t(`processes.status.${process.status}`)
        )}
      </p>
      <Link to={generatePath(WEB_ROUTES.processDetails, { id: String(process.id) })}>{t('processesUi.openProcess')}</Link>
    </Panel>
  );
}
