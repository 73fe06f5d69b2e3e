import { Container, Skeleton } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';

/** Shown while the first page's code arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py="xl" role="status" aria-label={t('app.loading')}>
      <Skeleton height={280} radius="lg" mb="lg" />
      <Skeleton height={16} width="60%" radius="xl" mb="sm" />
      <Skeleton height={16} width="40%" radius="xl" />
    </Container>
  );
}
