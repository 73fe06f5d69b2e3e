/**
 * The links people type into the back office (menu items, link settings, meeting links, links in
 * page bodies) are only ever a full https:// address or a path on this site. Anything else could
 * run script (`javascript:`, `vbscript:`), carry a document (`data:`) or lead to another host while
 * looking like one of ours (`//host`, `/\host`: browsers read a backslash as a slash and drop tabs
 * and newlines inside an address).
 */

/** White space anywhere (tabs and newlines included), backslashes, control and invisible formatting characters. */
const UNSAFE_CHARACTER = /[\s\\\p{Cc}\p{Cf}]/u;
/** A host name of at least two labels (wa.me, www.facebook.com). */
const PUBLIC_HOST = /^[^.]+(\.[^.]+)+$/;

/** A full https:// address to a public host, with no user name or password in it. */
export const isHttpsUrl = (value: string): boolean => {
  if (!/^https:\/\//i.test(value) || UNSAFE_CHARACTER.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && PUBLIC_HOST.test(url.hostname) && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** A path on this site: one slash, then anything but a second slash (`/`, `/Workers?profession=1`). */
export const isSitePath = (value: string): boolean => value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARACTER.test(value);

/** What a menu item or a link in a page body may point to: a page of this site or a full https:// address. */
export const isSafeSiteLink = (value: string): boolean => isSitePath(value) || isHttpsUrl(value);
