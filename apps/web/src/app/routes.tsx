import { WEB_ROUTES } from '@app/shared';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../features/auth/components/RequireAccess';
import { RouteError } from '../features/errors/components/RouteError';
import { DefaultLayout } from './layout/DefaultLayout';
import { PageLoader } from './layout/PageLoader';
import { SiteShell } from './layout/SiteShell';
import { changeContactPage, changePasswordPage, editProfilePage, lazyPage, lazyWithLoader, profilePage, securityPage, twoStepPage } from './lazy-route';

/** The public pages the server preloads (first-paint-chunks.ts): shown with the catalogue's first part. */
const FIRST_PAINT = { firstPaint: true };

/** The layout's route id: the back office's pages are added under it (router.tsx). */
export const LAYOUT_ID = 'layout';

/**
 * The site's pages and the signed-in client's, as route objects: the browser's router is made of
 * them (router.tsx), and a server could render the public ones from the same list.
 */
export const routes: RouteObject[] = [
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
];
