import '../../../app/ui/public-styles';
import type { TCmsPage } from '@app/shared';
import { Container, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { usePage } from '../api';
import { usePageMeta } from '../page-meta';
import classes from './cms.module.css';
import { RichText } from './RichText';

/**
 * A public page whose title, lead and body come from the content service. A page the service
 * cannot give still shows its own parts, under the spec's default title.
 */
export function CmsPage({
  uniqueUrl,
  fallbackTitle,
  children,
}: {
  uniqueUrl: string;
  fallbackTitle: string;
  children?: (page: TCmsPage | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  const page = usePage(uniqueUrl);
  usePageMeta(page.data, !page.isPending);
  const entry = page.data?.pgPageLngs[0];
  return (
    <Container size="lg" className={classes.page}>
      <h1>{entry?.title ?? fallbackTitle}</h1>
      {page.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {entry?.summary && <p className={classes.lead}>{entry.summary}</p>}
      {entry?.body && <RichText html={entry.body} />}
      {!page.isPending && children?.(page.data)}
    </Container>
  );
}
