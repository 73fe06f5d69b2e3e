import { WEB_ROUTES } from '@app/shared';
import { createBrowserRouter, data } from 'react-router';
import { RequireAccess } from '../features/auth/components/RequireAccess';
import { RouteError } from '../features/errors/components/RouteError';
import { adminRoutes } from './admin-routes';
import { DefaultLayout } from './layout/DefaultLayout';
import { PageLoader } from './layout/PageLoader';
import { SiteShell } from './layout/SiteShell';
import { changeContactPage, changePasswordPage, editProfilePage, lazyPage, lazyWithLoader, profilePage, securityPage, twoStepPage } from './lazy-route';

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
      { path: WEB_ROUTES.home, lazy: lazyPage(() => import('./compose/HomePage')) },
      { path: WEB_ROUTES.workers, lazy: lazyPage(() => import('../features/catalogue/pages/WorkersPage')) },
      { path: WEB_ROUTES.forbidden, lazy: lazyPage(() => import('../features/errors/pages/ForbiddenPage')) },
      { path: WEB_ROUTES.login, lazy: lazyPage(() => import('../features/auth/pages/LoginPage')) },
      { path: WEB_ROUTES.register, lazy: lazyPage(() => import('../features/auth/pages/RegisterPage')) },
      { path: WEB_ROUTES.forgotPassword, lazy: lazyPage(() => import('../features/auth/pages/ForgotPasswordPage')) },
      { path: WEB_ROUTES.services, lazy: lazyPage(() => import('../features/cms/pages/ServicesPage')) },
      { path: WEB_ROUTES.articles, lazy: lazyPage(() => import('../features/cms/pages/ArticlesPage')) },
      { path: WEB_ROUTES.newsDetails, lazy: lazyWithLoader(() => import('../features/cms/pages/NewsDetailsPage')) },
      { path: WEB_ROUTES.contactUs, lazy: lazyPage(() => import('../features/cms/pages/ContactPage')) },
      { path: WEB_ROUTES.apply, lazy: lazyPage(() => import('../features/cms/pages/ApplyPage')) },
      { path: WEB_ROUTES.prices, lazy: lazyPage(() => import('../features/cms/pages/PricesPage')) },
      { path: WEB_ROUTES.privacy, lazy: lazyPage(() => import('../features/cms/pages/PrivacyPage')) },
      { path: WEB_ROUTES.terms, lazy: lazyPage(() => import('../features/cms/pages/TermsPage')) },
      // The loader turns an unknown worker into the 404 page.
      { path: WEB_ROUTES.laborDetails, lazy: lazyWithLoader(() => import('./compose/LaborDetailsPage')) },
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
        ],
      },
      {
        lazy: lazyPage(() => import('./AdminArea')),
        children: adminRoutes,
      },
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
