import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { ErrorView } from '../components/ErrorView';

export default function ForbiddenPage() {
  const { t } = useTranslation();
  return <ErrorView icon={<IconLock size={36} stroke={1.5} aria-hidden="true" />} title={t('errors.forbiddenTitle')} message={t('errors.forbiddenMessage')} />;
}
