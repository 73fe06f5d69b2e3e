import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { notifyApiError, notifyApiSuccess } from './notify';
import { invalidateEndpoints } from './endpoint-query';
import { CURRENT_USER } from './session/session';
import { renderScope } from './render-scope';

const RESTRICTIONS = new Set(['auth.mustChangePassword', 'auth.secondFactorRequired']);

/**
 * A session the server restricts (a temporary password, a required second factor not set up): the
 * user is read again, and the route guard sends them to the page that settles it.
 */
function noticeRestriction(error: unknown) {
  if (error instanceof ApiError && error.status === 403 && RESTRICTIONS.has(error.code)) invalidateEndpoints(queryClient, [CURRENT_USER]);
}

/** Refused requests (4xx) would be refused again: only a failure on the way or on the server is retried, once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return failureCount < 1 && !refused;
}

/**
 * Every mutation reports the server's message, success or failure, as a notification, and a query
 * its failure, unless its meta says `quiet` (a quiet query's failure is only logged; a quiet
 * mutation's is answered by its page).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      noticeRestriction(error);
      // SPEC.md section 8: a refusal the page answers with its defaults is only logged.
      if (query.meta?.quiet) console.warn('Fetching', JSON.stringify(query.queryKey), 'failed:', error.message);
      else notifyApiError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      noticeRestriction(error);
      if (!mutation.meta?.quiet) notifyApiError(error);
    },
    onSuccess: notifyApiSuccess,
  }),
  defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
});

/** The query client of the page being rendered: the server's render has its own (lib/render-scope.ts). */
export const pageQueryClient = (): QueryClient => renderScope()?.queryClient ?? queryClient;
