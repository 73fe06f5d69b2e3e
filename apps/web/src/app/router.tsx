import { WEB_ROUTES } from '@app/shared';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAccess } from '../features/auth/components/RequireAccess';
import { RouteError } from '../features/errors/components/RouteError';
import { DefaultLayout } from './layout/DefaultLayout';
import { PageLoader } from './layout/PageLoader';
import { SiteShell } from './layout/SiteShell';
import { importWithReload } from '../lib/chunk-reload';
import { changeContactPage, changePasswordPage, editProfilePage, lazyPage, lazyWithLoader, profilePage, securityPage, twoStepPage } from './lazy-route';

/** The public pages the server preloads (first-paint-chunks.ts): shown with the catalogue's first part. */
const FIRST_PAINT = { firstPaint: true };

const LAYOUT_ID = 'layout';

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

export const router = createBrowserRouter(
  [
    {
      id: LAYOUT_ID,
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
        { path: WEB_ROUTES.home, lazy: lazyPage(() => import('./compose/HomePage'), FIRST_PAINT) },
        { path: WEB_ROUTES.workers, lazy: lazyPage(() => import('../features/catalogue/pages/WorkersPage'), FIRST_PAINT) },
        { path: WEB_ROUTES.forbidden, lazy: lazyPage(() => import('../features/errors/pages/ForbiddenPage')) },
        { path: WEB_ROUTES.login, lazy: lazyPage(() => import('../features/auth/pages/LoginPage')) },
        { path: WEB_ROUTES.register, lazy: lazyPage(() => import('../features/auth/pages/RegisterPage')) },
        { path: WEB_ROUTES.forgotPassword, lazy: lazyPage(() => import('../features/auth/pages/ForgotPasswordPage')) },
        { path: WEB_ROUTES.services, lazy: lazyPage(() => import('../features/cms/pages/ServicesPage'), FIRST_PAINT) },
        { path: WEB_ROUTES.articles, lazy: lazyPage(() => import('../features/cms/pages/ArticlesPage'), FIRST_PAINT) },
        { path: WEB_ROUTES.newsDetails, lazy: lazyWithLoader(() => import('../features/cms/pages/NewsDetailsPage'), FIRST_PAINT) },
        { path: WEB_ROUTES.contactUs, lazy: lazyPage(() => import('../features/cms/pages/ContactPage'), FIRST_PAINT) },
        { path: WEB_ROUTES.apply, lazy: lazyPage(() => import('../features/cms/pages/ApplyPage'), FIRST_PAINT) },
        { path: WEB_ROUTES.prices, lazy: lazyPage(() => import('../features/cms/pages/PricesPage'), FIRST_PAINT) },
        { path: WEB_ROUTES.privacy, lazy: lazyPage(() => import('../features/cms/pages/PrivacyPage'), FIRST_PAINT) },
        { path: WEB_ROUTES.terms, lazy: lazyPage(() => import('../features/cms/pages/TermsPage'), FIRST_PAINT) },
        // The loader turns an unknown worker into the 404 page.
        { path: WEB_ROUTES.laborDetails, lazy: lazyWithLoader(() => import('./compose/LaborDetailsPage'), FIRST_PAINT) },
        { path: WEB_ROUTES.shortlist, lazy: lazyPage(() => import('./compose/ShortlistPage')) },
        {
          element: <RequireAccess access="client" />,
          children: [
            { path: WEB_ROUTES.clientProfile, lazy: profilePage },
            { path: WEB_ROUTES.verifyEmail, lazy: lazyPage(() => import('../features/auth/pages/VerifyEmailPage')) },
            { path: WEB_ROUTES.editProfile, lazy: editProfilePage },
            { path: WEB_ROUTES.changePassword, lazy: changePasswordPage },
            { path: WEB_ROUTES.accountTwoStep, lazy: twoStepPage },
            { path: WEB_ROUTES.accountSecurity, lazy: securityPage },
            { path: WEB_ROUTES.accountContact, lazy: changeContactPage },
            { path: WEB_ROUTES.clientOrders, lazy: lazyPage(() => import('../features/orders/pages/ClientOrdersPage')) },
            { path: WEB_ROUTES.clientOrder, lazy: lazyWithLoader(() => import('./compose/ClientOrderPage')) },
            { path: WEB_ROUTES.clientStatement, lazy: lazyPage(() => import('../features/statement/pages/MyStatementPage')) },
          ],
        },
      ],
    },
  ],
  {
    // Also asked for an address with an id that a public page matches already (/LaborDetails/5).
    async patchRoutesOnNavigation({ path, matches, patch }) {
      if (backOfficeAdded || matches.some((match) => match.route.path !== undefined && sameAddress(match.pathname, path))) return;
      patch(LAYOUT_ID, await backOffice());
      backOfficeAdded = true;
    },
  },
);
