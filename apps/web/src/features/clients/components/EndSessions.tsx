import type { TUser } from '@app/shared';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { ConfirmStep } from '../../../app/ui/ResourceDialogs';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { useTranslation } from '../../../lib/i18n';
import { useEndClientSessions } from '../api';

/** Signs a client out on every device (a lost phone, a shared computer), after a step that says so. */
export function EndSessions({ client }: { client: TUser }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const end = useEndClientSessions(client.id);
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        {t('clients.endSessions')}
      </Button>
      <ConfirmStep
        open={confirming}
        title={t('clients.endSessionsTitle')}
        text={<TextWithLtrValue sentence={(userName) => t('clients.endSessionsText', { userName })} value={client.userName} />}
        confirmLabel={t('clients.endSessions')}
        pending={end.isPending}
        onConfirm={() => end.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
