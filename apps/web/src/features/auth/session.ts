import type { QueryClient } from '@tanstack/react-query';
import { onUnauthorized, storeToken, TOKEN_KEY } from '../../lib/api-client';

/** The signed-in user (TUser), or null when signed out. */
export const CURRENT_USER_KEY = ['auth', 'me'] as const;

/** Private data goes with the session; the public content caches stay. */
export function endSession(queryClient: QueryClient): void {
  storeToken(null);
  queryClient.removeQueries({ predicate: (query) => !['cached', 'auth'].includes(String(query.queryKey[0])) });
  queryClient.setQueryData(CURRENT_USER_KEY, null);
}

/** A 401 from any call ends the session here; a log in or out in another tab is picked up too. */
export function watchSession(queryClient: QueryClient): void {
  onUnauthorized(() => endSession(queryClient));
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  });
}
