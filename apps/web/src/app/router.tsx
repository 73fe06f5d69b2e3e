import { WEB_ROUTES } from '@app/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, data, type LoaderFunction } from 'react-router';
import { RequireRole } from '../features/auth/components/RequireRole';
import { RouteError } from '../features/errors/components/RouteError';
import { importWithReload } from '../lib/chunk-reload';
import { DefaultLayout } from './layout/DefaultLayout';
import { PageLoader } from './layout/PageLoader';
import { SiteShell } from './layout/SiteShell';

/** Each page is its own chunk; a chunk that vanished with a new release reloads the page once. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await importWithReload(load)).default,
});

/** A page whose loader turns an unknown record into the 404 page. */
const lazyWithLoader = (load: () => Promise<{ default: ComponentType; loader: LoaderFunction }>) => async () => {
  const page = await importWithReload(load);
  return { Component: page.default, loader: page.loader };
};

// Clients and admins share their account pages; the guard around each route decides who may open it.
const profilePage = lazyPage(() => import('../features/auth/pages/ProfilePage'));
const editProfilePage = lazyPage(() => import('../features/auth/pages/EditProfilePage'));
const changePasswordPage = lazyPage(() => import('../features/auth/pages/ChangePasswordPage'));

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
      { path: WEB_ROUTES.login, lazy: lazyPage(() => import('../features/auth/pages/LoginPage')) },
      { path: WEB_ROUTES.register, lazy: lazyPage(() => import('../features/auth/pages/RegisterPage')) },
      { path: WEB_ROUTES.forgotPassword, lazy: lazyPage(() => import('../features/auth/pages/ForgotPasswordPage')) },
      { path: WEB_ROUTES.services, lazy: lazyPage(() => import('../features/cms/pages/ServicesPage')) },
      { path: WEB_ROUTES.articles, lazy: lazyPage(() => import('../features/cms/pages/ArticlesPage')) },
      { path: WEB_ROUTES.newsDetails, lazy: lazyWithLoader(() => import('../features/cms/pages/NewsDetailsPage')) },
      { path: WEB_ROUTES.contactUs, lazy: lazyPage(() => import('../features/cms/pages/ContactPage')) },
      { path: WEB_ROUTES.apply, lazy: lazyPage(() => import('../features/cms/pages/ApplyPage')) },
      // The loader turns an unknown worker into the 404 page.
      { path: WEB_ROUTES.laborDetails, lazy: lazyWithLoader(() => import('../features/catalogue/pages/LaborDetailsPage')) },
      {
        element: <RequireRole role="client" />,
        children: [
          { path: WEB_ROUTES.clientProfile, lazy: profilePage },
          { path: WEB_ROUTES.editProfile, lazy: editProfilePage },
          { path: WEB_ROUTES.changePassword, lazy: changePasswordPage },
          { path: WEB_ROUTES.clientOrders, lazy: lazyPage(() => import('../features/orders/pages/ClientOrdersPage')) },
          { path: WEB_ROUTES.clientOrder, lazy: lazyWithLoader(() => import('../features/orders/pages/ClientOrderPage')) },
        ],
      },
      {
        element: <RequireRole role="admin" />,
        children: [
          { path: WEB_ROUTES.adminProfile, lazy: profilePage },
          { path: WEB_ROUTES.adminEditProfile, lazy: editProfilePage },
          { path: WEB_ROUTES.adminChangePassword, lazy: changePasswordPage },
          { path: WEB_ROUTES.clientsList, lazy: lazyPage(() => import('../features/clients/pages/ClientsListPage')) },
          { path: WEB_ROUTES.clientDetails, lazy: lazyPage(() => import('../features/clients/pages/ClientDetailsPage')) },
          { path: WEB_ROUTES.countriesList, lazy: lazyPage(() => import('../features/lookups/pages').then((m) => ({ default: m.CountriesListPage }))) },
          { path: WEB_ROUTES.religionList, lazy: lazyPage(() => import('../features/lookups/pages').then((m) => ({ default: m.ReligionListPage }))) },
          { path: WEB_ROUTES.positionsList, lazy: lazyPage(() => import('../features/lookups/pages').then((m) => ({ default: m.PositionsListPage }))) },
          { path: WEB_ROUTES.maritalStatusList, lazy: lazyPage(() => import('../features/lookups/pages').then((m) => ({ default: m.MaritalStatusListPage }))) },
          { path: WEB_ROUTES.languageList, lazy: lazyPage(() => import('../features/lookups/pages').then((m) => ({ default: m.LanguageListPage }))) },
          { path: WEB_ROUTES.educationList, lazy: lazyPage(() => import('../features/lookups/pages').then((m) => ({ default: m.EducationListPage }))) },
          { path: WEB_ROUTES.enquireList, lazy: lazyPage(() => import('../features/enquiries-admin/pages/EnquireListPage')) },
          { path: WEB_ROUTES.laborsList, lazy: lazyPage(() => import('../features/labors-admin/pages/LaborsListPage')) },
          { path: WEB_ROUTES.laborStatus, lazy: lazyPage(() => import('../features/labors-admin/pages/LaborStatusPage')) },
          { path: WEB_ROUTES.laborsView, lazy: lazyPage(() => import('../features/labors-admin/pages/LaborsViewPage')) },
          { path: WEB_ROUTES.addLabor, lazy: lazyPage(() => import('../features/labors-admin/pages/AddLaborPage')) },
          { path: WEB_ROUTES.laborsEdit, lazy: lazyPage(() => import('../features/labors-admin/pages/EditLaborPage')) },
          { path: WEB_ROUTES.dashboard, lazy: lazyPage(() => import('../features/dashboard/pages/DashboardPage')) },
          { path: WEB_ROUTES.ordersList, lazy: lazyPage(() => import('../features/orders-admin/pages/OrdersListPage')) },
          { path: WEB_ROUTES.orderStatus, lazy: lazyPage(() => import('../features/orders-admin/pages/OrderStatusPage')) },
          { path: WEB_ROUTES.orderDetails, lazy: lazyWithLoader(() => import('../features/orders-admin/pages/OrderDetailsPage')) },
          { path: WEB_ROUTES.contentPages, lazy: lazyPage(() => import('../features/content-admin/pages/ContentPagesPage')) },
          { path: WEB_ROUTES.contentPage, lazy: lazyPage(() => import('../features/content-admin/pages/ContentPageEditor')) },
          { path: WEB_ROUTES.menusList, lazy: lazyPage(() => import('../features/content-admin/pages/MenusPage')) },
          { path: WEB_ROUTES.siteSettings, lazy: lazyPage(() => import('../features/content-admin/pages/SettingsPage')) },
          { path: WEB_ROUTES.branchesList, lazy: lazyPage(() => import('../features/content-admin/pages/BranchesPage')) },
          { path: WEB_ROUTES.questionsList, lazy: lazyPage(() => import('../features/content-admin/pages/QuestionsPage')) },
          { path: WEB_ROUTES.answersList, lazy: lazyPage(() => import('../features/content-admin/pages/AnswersPage')) },
          { path: WEB_ROUTES.media, lazy: lazyPage(() => import('../features/content-admin/pages/MediaPage')) },
          { path: WEB_ROUTES.mainPackage, lazy: lazyPage(() => import('../features/packages-admin/pages').then((m) => ({ default: m.MainPackagePage }))) },
          { path: WEB_ROUTES.monthlyPackage, lazy: lazyPage(() => import('../features/packages-admin/pages').then((m) => ({ default: m.MonthlyPackagePage }))) },
        ],
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
