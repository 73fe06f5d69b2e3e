import { WEB_ROUTES, type TAccess } from '@app/shared';
import { CancelledError } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { ApiError } from '../api-client';
import { queryClient } from '../query-client';
import { accessDecision, loginPathFor, restrictedPath } from './access';
import { currentUserQuery } from './current-user';

const loginRedirect = (request: Request) => {
  const url = new URL(request.url);
  return redirect(loginPathFor(url.pathname + url.search));
};

/**
 * A guarded page's loader runs before its route guard renders: it checks the access first, so a
 * visitor is sent to the login page (and back), a user of another role to /forbidden. A session
 * that ends while the page's data loads (a 401 ends it and cancels the query) also goes to login.
 */
export function guardedLoader<T>(access: TAccess, load: (request: Request) => Promise<T>) {
  return async ({ request }: { request: Request }): Promise<T> => {
    const user = await queryClient.ensureQueryData(currentUserQuery);
    const decision = accessDecision(user, access);
    if (decision === 'login') throw loginRedirect(request);
    if (decision === 'forbidden') throw redirect(WEB_ROUTES.forbidden);
    const url = new URL(request.url);
    // A temporary password or a missing second factor first: the server would refuse the page's data.
    const restricted = user && restrictedPath(user, url.pathname, url.search);
    if (restricted) throw redirect(restricted);
    try {
      return await load(request);
    } catch (error) {
      if (error instanceof CancelledError || (error instanceof ApiError && error.status === 401)) throw loginRedirect(request);
      if (error instanceof ApiError && error.status === 403) throw redirect(WEB_ROUTES.forbidden);
      throw error;
    }
  };
}
