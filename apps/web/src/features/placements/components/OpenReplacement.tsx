import '../../../app/ui/public-styles';
import type { TPlacement } from '@app/shared';
import { useState } from 'react';
import { ConfirmDialog, Consequence } from '../../../app/ui/ConfirmDialog';
import { WorkerPicker } from '../../../app/ui/orders/WorkerPicker';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useSendOnce } from '../../../lib/send-once';
import { useOpenReplacement } from '../api';
import classes from './placements.module.css';

const STEP_BUTTON = { root: classes.stepButton, label: classes.stepLabel };

/**
 * Staff open the no-fee replacement order a family chose (by phone, at the office, or online): an
 * Available worker is picked in the dialog, and the order is made for the placement's client and package.
 */
export function OpenReplacement({ placement }: { placement: TPlacement }) {
  const { t } = useTranslation();
  const open = useOpenReplacement(placement);
  const once = useSendOnce();
  const [laborId, setLaborId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const choose = (id: number) => {
    setLaborId(id);
    setError(undefined);
  };
  return (
    <ConfirmDialog
      label={t('placements.ui.openReplacement')}
      pending={once.busy || open.isPending}
      buttonClassNames={STEP_BUTTON}
      onSubmit={(close) => async (event) => {
        event?.preventDefault();
        if (laborId === null) return setError(t('validation.laborRequired'));
        once.run((done) =>
          open.mutate(laborId, {
            onSuccess: () => {
              done(false);
              close();
            },
            onError: (refused) => {
              done(false);
              setError(refused instanceof ApiError ? refused.errors.laborId : undefined);
            },
          }),
        );
      }}
    >
      <Consequence>
        {t('placements.ui.consequence.openReplacement', { client: placement.client?.userName ?? '', package: t(`packageKind.${placement.package}`) })}
      </Consequence>
      <WorkerPicker value={laborId} onChange={choose} error={error} />
    </ConfirmDialog>
  );
}
