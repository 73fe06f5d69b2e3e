import { MENU_TYPE_ID, publicRequests, type TContactInfo, type TMenuItem } from '@app/shared';
import { currentLanguageId } from '../language';
import { cacheKeys } from '../cache-keys';
import { useCachedQuery } from '../swr-cache';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isMenu(value: unknown): value is TMenuItem[] {
  return Array.isArray(value) && value.every((item) => isObject(item) && Array.isArray(item.muMenuItemLngs) && isMenu(item.inverseParent));
}

function isContactInfo(value: unknown): value is TContactInfo {
  return isObject(value) && Array.isArray(value.branchs) && value.branchs.every((branch) => isObject(branch) && Array.isArray(branch.telephones));
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

const isSettings = (value: unknown): value is Record<string, string> => isObject(value) && Object.values(value).every((item) => typeof item === 'string');

/** Site Settings in the reader's language: layout data (footer, hero, WhatsApp links), so part of every page. */
export function useSettings() {
  const languageId = currentLanguageId();
  return useCachedQuery(`settings-${languageId}`, publicRequests.settings(languageId), isSettings);
}
