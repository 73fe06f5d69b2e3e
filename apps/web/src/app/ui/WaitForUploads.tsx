import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';

/** A Save button held while a file is uploading, with the reason shown next to it and tied to it. */
export function WaitForUploads({ busy, children }: { busy: boolean; children: (describedBy: string | undefined) => ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      {children(busy ? id : undefined)}
      {busy && (
        <p id={id} role="status">
          {t('lookups.waitForUpload')}
        </p>
      )}
    </>
  );
}
