import { WEB_ROUTES } from '@app/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, data } from 'react-router';
import { RouteError } from '../features/errors/components/RouteError';
import { importWithReload } from '../lib/chunk-reload';
import { DefaultLayout } from './layout/DefaultLayout';
import { PageLoader } from './layout/PageLoader';
import { SiteShell } from './layout/SiteShell';

/** Each page is its own chunk; a chunk that vanished with a new release reloads the page once. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await importWithReload(load)).default,
});

export const router = createBrowserRouter([
  {
    Component: DefaultLayout,
    // Error pages keep the header and the footer.
    errorElement: (
      <SiteShell>
        <RouteError />
      </SiteShell>
    ),
    hydrateFallbackElement: (
      <SiteShell>
        <PageLoader />
      </SiteShell>
    ),
    children: [
      { path: WEB_ROUTES.home, lazy: lazyPage(() => import('../features/home/pages/HomePage')) },
      { path: WEB_ROUTES.forbidden, lazy: lazyPage(() => import('../features/errors/pages/ForbiddenPage')) },
      {
        path: '*',
        // Never rendered: the loader always throws, so the error element shows the 404 page.
        element: null,
        loader: () => {
          throw data(null, { status: 404, statusText: 'Not Found' });
        },
      },
    ],
  },
]);
