import { siteRoutes, type TSession, type TUser } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { onUnauthorized, storeToken, TOKEN_KEY } from '../api-client';
import { invalidateEndpoints, keyOf, taggedRoute } from '../endpoint-query';

/** The signed-in user's endpoint, by route alone as every page reads it before its first paint. */
export const CURRENT_USER = taggedRoute(siteRoutes.session.me, 'auth');

/** The signed-in user (TUser), or null when signed out. */
export const CURRENT_USER_KEY = keyOf(CURRENT_USER);

/** Who was signed in when the session ran out, so signing in again as them keeps the page's data. */
let expiredUserId: number | null = null;

/** Private data goes with the session; the public content caches stay. */
export function endSession(queryClient: QueryClient): void {
  expiredUserId = null;
  storeToken(null);
  queryClient.removeQueries({ predicate: (query) => !['cached', 'auth'].includes(String(query.queryKey[0])) });
  queryClient.setQueryData(CURRENT_USER_KEY, null);
}

/**
 * The server ended the session (idle or absolute expiry): signed out, but what the page shows and
 * what is typed in its forms stay, so the same user can sign in again and carry on.
 */
function expireSession(queryClient: QueryClient): void {
  expiredUserId = queryClient.getQueryData<TUser | null>(CURRENT_USER_KEY)?.id ?? expiredUserId;
  storeToken(null);
  queryClient.setQueryData(CURRENT_USER_KEY, null);
}

/** True between the server ending a session and the next sign-in or sign-out. */
export const sessionExpired = () => expiredUserId !== null;

/** Signed in: another user's data goes first. */
export function startSession(queryClient: QueryClient, session: TSession): void {
  if (session.user.id !== expiredUserId) endSession(queryClient);
  expiredUserId = null;
  storeToken(session.token);
  queryClient.setQueryData(CURRENT_USER_KEY, session.user);
}

/** A 401 from any call ends the session here; a log in or out in another tab is picked up too. */
export function watchSession(queryClient: QueryClient): void {
  onUnauthorized(() => expireSession(queryClient));
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) invalidateEndpoints(queryClient, [CURRENT_USER]);
  });
}
