import { WEB_ROUTES } from '@app/shared';
import type { RouteObject } from 'react-router';
import { changePasswordPage, editProfilePage, lazyPage, lazyWithLoader, profilePage } from './lazy-route';

/**
 * The back office's pages. They render inside AdminArea, which loads every Mantine stylesheet, so
 * no back-office page can show an unstyled control whichever page is opened first.
 */
export const adminRoutes: RouteObject[] = [
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
  { path: WEB_ROUTES.ordersList, lazy: lazyPage(() => import('../features/orders/admin/pages/OrdersListPage')) },
  { path: WEB_ROUTES.orderStatus, lazy: lazyPage(() => import('../features/orders/admin/pages/OrderStatusPage')) },
  { path: WEB_ROUTES.addOrder, lazy: lazyPage(() => import('../features/add-order/AddOrderPage')) },
  { path: WEB_ROUTES.orderDetails, lazy: lazyWithLoader(() => import('../features/orders/admin/pages/OrderDetailsPage')) },
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
];
