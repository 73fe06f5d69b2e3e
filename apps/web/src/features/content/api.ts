import { MENU_TYPE_ID, type TContactInfo, type TMenuItem } from '@app/shared';
import { api } from '../../lib/api-client';
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

const fetchMenu = (typeId: number) => api.post<TMenuItem[]>('/api/MuMenuItem/GetByTypeId', { typeId });

export function useMainMenu() {
  return useCachedQuery(cacheKeys.menu(currentLanguageId()), () => fetchMenu(MENU_TYPE_ID.main), isMenu);
}

export function useFooterMenu() {
  return useCachedQuery(cacheKeys.footer(currentLanguageId()), () => fetchMenu(MENU_TYPE_ID.footer), isMenu);
}

export function useContactInfo() {
  const languageId = currentLanguageId();
  return useCachedQuery(
    cacheKeys.phone(languageId),
    () => api.get<TContactInfo>(`/api/ContactInfo/Get?langId=${languageId}`),
    isContactInfo,
  );
}
