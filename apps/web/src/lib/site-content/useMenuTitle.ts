import type { TMenuItem } from '@app/shared';
import { useTranslation } from '../i18n';
import { currentLanguageId } from '../language';
import { menuTitle } from './menu';

type TFallbackKey = 'menu.noTitle' | 'menu.unknownTitle';

/** Titles in the page's language, with the spec's fallback text when an item has none. */
export function useMenuTitle(fallbackKey: TFallbackKey = 'menu.noTitle') {
  const { t } = useTranslation();
  const languageId = currentLanguageId();
  return (item: TMenuItem) => menuTitle(item, languageId) ?? t(fallbackKey);
}
