import { titleWithSite } from '@app/shared';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';

/** "<page> | <site>" in the page's language (titleWithSite): what every page's tab says. */
export function useTitleWithSite(): (title: string) => string {
  const { t } = useTranslation();
  const site = t('app.shortName');
  return (title) => titleWithSite(title, site);
}

/**
 * The browser tab says which page this is: "<page> | <site>", or the whole title when it already
 * names the site. Content pages set theirs from the content service (features/cms/page-meta.ts).
 */
export function useDocumentTitle(title: string | undefined) {
  const withSite = useTitleWithSite();
  const full = title && withSite(title);
  useEffect(() => {
    if (full) document.title = full;
  }, [full]);
}
