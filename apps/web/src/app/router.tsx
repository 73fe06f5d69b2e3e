import { createBrowserRouter, type RouteObject } from 'react-router';
import { importWithReload } from '../lib/chunk-reload';
import { lazyPage } from './lazy-route';
import { LAYOUT_ID, routes } from './routes';

/**
 * The back office's pages inside AdminArea, which loads every Mantine stylesheet: their table is a
 * chunk of its own, added the first time an address matches no public or client page (the public
 * pages' entry does not carry it). An address that matches none of them either is the 404 page.
 */
const backOffice = async (): Promise<RouteObject[]> => {
  const { adminRoutes } = await importWithReload(() => import('./admin-routes'));
  return [{ id: 'back-office', lazy: lazyPage(() => import('./AdminArea')), children: adminRoutes }];
};

let backOfficeAdded = false;
const sameAddress = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/** The browser's router, made as the app starts (main.tsx) rather than as this module is evaluated. */
export const createAppRouter = () =>
  createBrowserRouter(routes, {
    // Also asked for an address with an id that a public page matches already (/LaborDetails/5).
    async patchRoutesOnNavigation({ path, matches, patch }) {
      if (backOfficeAdded || matches.some((match) => match.route.path !== undefined && sameAddress(match.pathname, path))) return;
      patch(LAYOUT_ID, await backOffice());
      backOfficeAdded = true;
    },
  });
