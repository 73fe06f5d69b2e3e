import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { notifyApiError, notifyApiSuccess } from './notify';

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
      // SPEC.md section 8: a refusal the page answers with its defaults is only logged.
      if (query.meta?.quiet) console.warn('Fetching', query.queryKey.join('/'), 'failed:', error.message);
      else notifyApiError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.quiet) notifyApiError(error);
    },
    onSuccess: notifyApiSuccess,
  }),
  defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } },
});
