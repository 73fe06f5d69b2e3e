import type { TCmsPage } from '@app/shared';
import { useEffect } from 'react';
import { useTitleWithSite } from '../../app/ui/document-title';

/** SPEC.md section 8: what a page shows when its content could not be had. */
export const META_DEFAULTS = { title: 'Default Title', description: 'Default Description', keywords: 'default, keywords' };

export function pageMeta(page: TCmsPage | null | undefined) {
  const entry = page?.pgPageLngs[0];
  return {
    title: entry?.title || META_DEFAULTS.title,
    description: entry?.seoDesc || META_DEFAULTS.description,
    keywords: entry?.keywords || META_DEFAULTS.keywords,
  };
}

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Title (with the site's name), description and keywords from the page's language entry, with the spec's fallbacks. */
export function usePageMeta(page: TCmsPage | null | undefined, ready: boolean) {
  const withSite = useTitleWithSite();
  const title = withSite(pageMeta(page).title);
  useEffect(() => {
    if (!ready) return;
    const meta = pageMeta(page);
    document.title = title;
    setMeta('description', meta.description);
    setMeta('keywords', meta.keywords);
  }, [page, ready, title]);
}
