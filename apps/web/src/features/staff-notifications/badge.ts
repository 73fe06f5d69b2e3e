/** The most the badge spells out; more shows as "99+". */
export const BADGE_MAX = 99;

/** The badge's text: nothing when all is read (no badge), the count, or "99+" past BADGE_MAX. */
export function badgeText(unread: number | undefined): string | null {
  if (!unread || unread < 1) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}
