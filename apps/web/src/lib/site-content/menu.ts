import { isSitePath, WEB_ROUTES, type TMenuItem } from '@app/shared';

/** The item's title in the given language, or undefined when it has none (callers pick the fallback text). */
export function menuTitle(item: TMenuItem, languageId: number): string | undefined {
  const title = item.muMenuItemLngs.find((entry) => entry.languageId === languageId)?.title.trim();
  return title || undefined;
}

/** Paths of this site go through the router; anything else is a plain link. */
export function isInternalUrl(url: string): boolean {
  return isSitePath(url);
}

const pathOf = (url: string | null) => url?.split(/[?#]/)[0]?.toLowerCase();
const linksTo = (items: TMenuItem[], path: string): boolean => items.some((item) => pathOf(item.url) === path || linksTo(item.inverseParent, path));

/**
 * The approved package prices stay one tap away whatever the agency does to its menu: a menu with
 * no item leading to /Prices gets one after Services (at the end when there is no Services).
 */
export function withPricesItem(items: TMenuItem[], title: string, languageId: number): TMenuItem[] {
  const prices = WEB_ROUTES.prices.toLowerCase();
  if (items.length === 0 || linksTo(items, prices)) return items;
  const item: TMenuItem = { id: -1, url: WEB_ROUTES.prices, muMenuItemLngs: [{ languageId, title }], inverseParent: [] };
  const services = items.findIndex((entry) => pathOf(entry.url) === WEB_ROUTES.services.toLowerCase());
  const at = services === -1 ? items.length : services + 1;
  return [...items.slice(0, at), item, ...items.slice(at)];
}
