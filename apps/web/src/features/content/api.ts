import { MENU_TYPE_ID, publicRequests, type TContactInfo, type TMenuItem } from '@app/shared';
import { currentLanguageId } from '../../lib/language';
import { cacheKeys, useCachedQuery } from '../../lib/swr-cache';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isMenu(value: unknown): value is TMenuItem[] {
  return (
    Array.isArray(value) &&
    value.every((item) => isObject(item) && Array.isArray(item.muMenuItemLngs) && isMenu(item.inverseParent))
  );
}

function isContactInfo(value: unknown): value is TContactInfo {
  return (
    isObject(value) &&
    Array.isArray(value.branchs) &&
    value.branchs.every((branch) => isObject(branch) && Array.isArray(branch.telephones))
  );
}

export function useMainMenu() {
  return useCachedQuery(cacheKeys.menu(currentLanguageId()), publicRequests.menu(MENU_TYPE_ID.main), isMenu);
}

export function useFooterMenu() {
  return useCachedQuery(cacheKeys.footer(currentLanguageId()), publicRequests.menu(MENU_TYPE_ID.footer), isMenu);
}

export function useContactInfo() {
  const languageId = currentLanguageId();
  return useCachedQuery(cacheKeys.phone(languageId), publicRequests.contactInfo(languageId), isContactInfo);
}
