import { PACKAGES, type TPackageKind } from '@app/shared';

/**
 * The replacement a client set out to choose: the placement whose guarantee it uses, its order's
 * number and its package. Her order page remembers it when she goes to the workers, and the request
 * dialog offers it; it lasts as long as the browser tab, like the search she makes meanwhile.
 */
export type TRememberedReplacement = { placementId: number; orderNumber: string; package: TPackageKind };

const KEY = 'replacement';

const isReplacement = (value: unknown): value is TRememberedReplacement => {
  if (typeof value !== 'object' || value === null) return false;
  const { placementId, orderNumber, package: kind } = value as Record<string, unknown>;
  return Number.isInteger(placementId) && typeof orderNumber === 'string' && (PACKAGES as readonly unknown[]).includes(kind);
};

export function rememberReplacement(replacement: TRememberedReplacement): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(replacement));
}

/** The remembered replacement, or null (none, or something else under its name). */
export function rememberedReplacement(): TRememberedReplacement | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    return isReplacement(value) ? value : null;
  } catch {
    return null;
  }
}

export function forgetReplacement(): void {
  window.sessionStorage.removeItem(KEY);
}
