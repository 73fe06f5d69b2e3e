import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';

/**
 * The browser tab says which page this is: "<page> | <site>", or the whole title when it already
 * names the site. Content pages set theirs from the content service (features/cms/page-meta.ts).
 */
export function useDocumentTitle(title: string | undefined, { withSite = true } = {}) {
  const { t } = useTranslation();
  const site = t('app.shortName');
  useEffect(() => {
    if (title) document.title = withSite ? `${title} | ${site}` : title;
  }, [title, site, withSite]);
}
