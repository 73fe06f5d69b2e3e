import type { TUser } from '@app/shared';
import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import classes from '../../../app/ui/page.module.css';
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
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={disabling ? t('clients.disableTitle') : t('clients.enableTitle')}
        closeButtonProps={{ 'aria-label': t('account.cancel') }}
        centered
      >
        <p style={{ marginBlockStart: 0 }}>
          {disabling ? t('clients.disableText', { userName: client.userName }) : t('clients.enableText', { userName: client.userName })}
        </p>
        <div className={classes.actions}>
          <Button
            color={disabling ? 'red.9' : undefined}
            loading={setStatus.isPending}
            onClick={() => setStatus.mutate(!client.isActive, { onSuccess: () => setConfirming(false) })}
          >
            {action}
          </Button>
          <Button variant="subtle" onClick={() => setConfirming(false)}>
            {t('account.cancel')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
