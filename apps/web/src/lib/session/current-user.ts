import { mayAccess, type TAccess, type TUser } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError, readToken } from '../api-client';
import { rendersAsServer } from '../render-scope';
import { CURRENT_USER, CURRENT_USER_KEY } from './session';

async function fetchCurrentUser(): Promise<TUser | null> {
  if (!readToken()) return null;
  try {
    return await api.call(CURRENT_USER);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user, for loaders that must know it before the page renders. */
export const currentUserQuery = { queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, staleTime: 5 * 60_000 };

/** The signed-in user: undefined while unknown, null when signed out. */
export function useCurrentUser() {
  return useQuery({
    ...currentUserQuery,
    // Without a token the answer is known at once: no request, no flash of the wrong header.
    // The first render over the server's markup is signed out, as the server's was (main.tsx reads the user after it).
    initialData: () => (readToken() && !rendersAsServer() ? undefined : null),
    // A dead session is not news on every page: the guards send the visitor to the login page.
    meta: { quiet: true },
  });
}

/** Whether the signed-in user may do what an access names: the web hides what the server would refuse. */
export function useCan() {
  const user = useCurrentUser().data ?? null;
  return (access: TAccess) => mayAccess(user, access);
}
