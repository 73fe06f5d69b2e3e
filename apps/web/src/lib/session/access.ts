import { mayAccess, sessionRestriction, WEB_ROUTES, type TAccess, type TRole, type TUser } from '@app/shared';

export type TAccessDecision = 'wait' | 'login' | 'forbidden' | 'allow';

/**
 * What a guarded page does for this user: undefined is "not known yet", null is "signed out". The
 * server checks the same rule on every call; the web only spares the user a page they can't use.
 */
export function accessDecision(user: TUser | null | undefined, access: TAccess): TAccessDecision {
  if (user === undefined) return 'wait';
  if (user === null) return 'login';
  return mayAccess(user, access) ? 'allow' : 'forbidden';
}

export const NEXT_PARAM = 'next';

/** On a worker's page, "open the request dialog": where a visitor who tapped "Request this worker" comes back to. */
export const REQUEST_PARAM = 'request';

/** A worker's page that opens its request dialog once the visitor is signed in. */
export const requestWorkerPath = (detailsPath: string): string => `${detailsPath}?${REQUEST_PARAM}=1`;

/** An account page (log in, register, verify, forgot password) that hands `next` on, when it is a path of this site. */
export function withNext(path: string, next: string | null): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : path;
}

/** The login page, told where to come back to. */
export const loginPathFor = (target: string): string => `${WEB_ROUTES.login}?${NEXT_PARAM}=${encodeURIComponent(target)}`;

/** A path of this site only: never another origin (//host, /\host), never a control character, never the login page. */
export function safeNextPath(next: string | null): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  const pathname = next.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (pathname.toLowerCase() === WEB_ROUTES.login.toLowerCase()) return null;
  return next;
}

/** The account pages of each role. */
export function accountRoutes(role: TRole) {
  return role === 'admin'
    ? {
        profile: WEB_ROUTES.adminProfile,
        editProfile: WEB_ROUTES.adminEditProfile,
        changePassword: WEB_ROUTES.adminChangePassword,
        security: WEB_ROUTES.adminSecurity,
        contact: WEB_ROUTES.adminContact,
        twoStep: WEB_ROUTES.adminTwoStep,
      }
    : {
        profile: WEB_ROUTES.clientProfile,
        editProfile: WEB_ROUTES.editProfile,
        changePassword: WEB_ROUTES.changePassword,
        security: WEB_ROUTES.accountSecurity,
        contact: WEB_ROUTES.accountContact,
        twoStep: WEB_ROUTES.accountTwoStep,
      };
}

/** Where signing in leads: back to the page that asked for it, otherwise the role's start page. */
export function afterLoginPath(next: string | null, role: TRole): string {
  return safeNextPath(next) ?? (role === 'admin' ? WEB_ROUTES.dashboard : WEB_ROUTES.clientProfile);
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.toLowerCase();

/**
 * Where a restricted session (a temporary password to change, a required second factor to set up)
 * must go before this page, told to come back; null when the page may open. The server refuses
 * the rest with 403 until then.
 */
export function restrictedPath(user: TUser, pathname: string, search = ''): string | null {
  const restriction = sessionRestriction(user);
  if (!restriction) return null;
  const routes = accountRoutes(user.role);
  const allowed = restriction === 'changePassword' ? [routes.changePassword] : [routes.twoStep, routes.changePassword];
  if (allowed.some((path) => samePath(pathname, path))) return null;
  return `${allowed[0]}?${NEXT_PARAM}=${encodeURIComponent(pathname + search)}`;
}
