import type { TUser } from '@app/shared';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmStep } from '../../../app/ui/ResourceDialogs';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { useSetClientStatus } from '../api';

/** Disable or enable a client, after a confirmation that says what it does. */
export function StatusToggle({ client }: { client: TUser }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const setStatus = useSetClientStatus(client.id);
  const disabling = client.isActive;
  const action = disabling ? t('clients.disable') : t('clients.enable');
  return (
    <>
      <Button color={disabling ? 'red.9' : undefined} variant={disabling ? 'outline' : 'filled'} onClick={() => setConfirming(true)}>
        {action}
      </Button>
      <ConfirmStep
        open={confirming}
        title={disabling ? t('clients.disableTitle') : t('clients.enableTitle')}
        text={
          <TextWithLtrValue
            sentence={(userName) => (disabling ? t('clients.disableText', { userName }) : t('clients.enableText', { userName }))}
            value={client.userName}
          />
        }
        confirmLabel={action}
        danger={disabling}
        pending={setStatus.isPending}
        onConfirm={() => setStatus.mutate(!client.isActive, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
