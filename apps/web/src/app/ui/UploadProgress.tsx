import '@mantine/core/styles/Progress.css';
import { Progress } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';

/** While a file is sent: a bar and its percentage, announced politely. Nothing when no upload runs. */
export function UploadProgress({ progress }: { progress: number | null }) {
  const { t } = useTranslation();
  if (progress === null) return null;
  return (
    <div>
      <Progress value={progress} aria-label={t('lookups.uploadProgress')} mt="xs" />
      <span role="status">{t('lookups.uploadingPercent', { percent: progress })}</span>
    </div>
  );
}
