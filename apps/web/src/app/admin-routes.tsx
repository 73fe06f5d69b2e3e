import { WEB_ROUTES } from '@app/shared';
import type { TAccess } from '@app/shared';
import type { RouteObject } from 'react-router';
import { changeContactPage, changePasswordPage, editProfilePage, lazyPage, lazyWithLoader, profilePage, securityPage, twoStepPage } from './lazy-route';

/** A page's permission, read by AdminArea's guard: staff whose role lacks it get the 403 page. */
const access = (permission: TAccess) => ({ access: permission });

/**
 * The back office's pages. They render inside AdminArea, which loads every Mantine stylesheet, so
 * no back-office page can show an unstyled control whichever page is opened first.
 */
export const adminRoutes: RouteObject[] = [
  { path: WEB_ROUTES.adminProfile, lazy: profilePage },
  { path: WEB_ROUTES.adminEditProfile, lazy: editProfilePage },
  { path: WEB_ROUTES.adminChangePassword, lazy: changePasswordPage },
  { path: WEB_ROUTES.adminTwoStep, lazy: twoStepPage },
  { path: WEB_ROUTES.adminSecurity, lazy: securityPage },
  { path: WEB_ROUTES.adminContact, lazy: changeContactPage },
  { path: WEB_ROUTES.clientsList, handle: access('clients.manage'), lazy: lazyPage(() => import('../features/clients/pages/ClientsListPage')) },
  { path: WEB_ROUTES.clientDetails, handle: access('clients.manage'), lazy: lazyPage(() => import('../features/clients/pages/ClientDetailsPage')) },
  {
    path: WEB_ROUTES.adminClientStatement,
    handle: access('orders.finance'),
    lazy: lazyPage(() => import('../features/statement/pages/ClientStatementPage')),
  },
  { path: WEB_ROUTES.staffList, handle: access('staff.manage'), lazy: lazyPage(() => import('../features/staff-admin/pages/StaffListPage')) },
  { path: WEB_ROUTES.staffAdd, handle: access('staff.manage'), lazy: lazyPage(() => import('../features/staff-admin/pages/AddStaffPage')) },
  { path: WEB_ROUTES.staffEdit, handle: access('staff.manage'), lazy: lazyPage(() => import('../features/staff-admin/pages/EditStaffPage')) },
  {
    path: WEB_ROUTES.countriesList,
    handle: access('settings.manage'),
    lazy: lazyPage(() => import('../features/lookups/pages').then((m) => ({ default: m.CountriesListPage }))),
  },
  {
    path: WEB_ROUTES.religionList,
    handle: access('settings.manage'),
    lazy: lazyPage(() => import('../features/lookups/pages').then((m) => ({ default: m.ReligionListPage }))),
  },
  {
    path: WEB_ROUTES.positionsList,
    handle: access('settings.manage'),
    lazy: lazyPage(() => import('../features/lookups/pages').then((m) => ({ default: m.PositionsListPage }))),
  },
  {
    path: WEB_ROUTES.maritalStatusList,
    handle: access('settings.manage'),
    lazy: lazyPage(() => import('../features/lookups/pages').then((m) => ({ default: m.MaritalStatusListPage }))),
  },
  {
    path: WEB_ROUTES.languageList,
    handle: access('settings.manage'),
    lazy: lazyPage(() => import('../features/lookups/pages').then((m) => ({ default: m.LanguageListPage }))),
  },
  {
    path: WEB_ROUTES.educationList,
    handle: access('settings.manage'),
    lazy: lazyPage(() => import('../features/lookups/pages').then((m) => ({ default: m.EducationListPage }))),
  },
  { path: WEB_ROUTES.enquireList, handle: access('enquiries.manage'), lazy: lazyPage(() => import('../features/enquiries-admin/pages/EnquireListPage')) },
  { path: WEB_ROUTES.enquiryDetails, handle: access('enquiries.manage'), lazy: lazyPage(() => import('./compose/EnquiryDetailsPage')) },
  { path: WEB_ROUTES.todayCallbacks, handle: access('enquiries.manage'), lazy: lazyPage(() => import('../features/enquiries-admin/pages/TodayCallbacksPage')) },
  { path: WEB_ROUTES.laborsList, handle: access('labors.manage'), lazy: lazyPage(() => import('../features/labors-admin/pages/LaborsListPage')) },
  { path: WEB_ROUTES.laborStatus, handle: access('labors.manage'), lazy: lazyPage(() => import('../features/labors-admin/pages/LaborStatusPage')) },
  { path: WEB_ROUTES.laborsView, handle: access('labors.manage'), lazy: lazyPage(() => import('./compose/LaborsViewPage')) },
  { path: WEB_ROUTES.addLabor, handle: access('labors.manage'), lazy: lazyPage(() => import('../features/labors-admin/pages/AddLaborPage')) },
  { path: WEB_ROUTES.importWorkers, handle: access('labors.manage'), lazy: lazyPage(() => import('../features/worker-import/pages/ImportWorkersPage')) },
  { path: WEB_ROUTES.laborsEdit, handle: access('labors.manage'), lazy: lazyPage(() => import('../features/labors-admin/pages/EditLaborPage')) },
  { path: WEB_ROUTES.documents, handle: access('labors.manage'), lazy: lazyPage(() => import('../features/documents/pages/DocumentsListPage')) },
  { path: WEB_ROUTES.notifications, lazy: lazyPage(() => import('../features/staff-notifications/pages/NotificationsPage')) },
  { path: WEB_ROUTES.dashboard, lazy: lazyPage(() => import('../features/dashboard/pages/DashboardPage')) },
  { path: WEB_ROUTES.ordersList, handle: access('orders.view'), lazy: lazyPage(() => import('../features/orders/admin/pages/OrdersListPage')) },
  { path: WEB_ROUTES.orderStatus, handle: access('orders.view'), lazy: lazyPage(() => import('../features/orders/admin/pages/OrderStatusPage')) },
  { path: WEB_ROUTES.interviewSlots, handle: access('slots.manage'), lazy: lazyPage(() => import('../features/slots/pages/SlotsAdminPage')) },
  { path: WEB_ROUTES.calendar, handle: access('orders.view'), lazy: lazyPage(() => import('../features/slots/pages/CalendarPage')) },
  { path: WEB_ROUTES.addOrder, handle: access('orders.manage'), lazy: lazyPage(() => import('../features/add-order/AddOrderPage')) },
  { path: WEB_ROUTES.orderDetails, handle: access('orders.view'), lazy: lazyWithLoader(() => import('./compose/OrderDetailsPage')) },
  { path: WEB_ROUTES.placements, handle: access('orders.view'), lazy: lazyPage(() => import('../features/placements/pages/PlacementsListPage')) },
  { path: WEB_ROUTES.placementDetails, handle: access('orders.view'), lazy: lazyPage(() => import('../features/placements/pages/PlacementDetailsPage')) },
  { path: WEB_ROUTES.processes, handle: access('orders.view'), lazy: lazyPage(() => import('../features/processes/pages/ProcessBoardPage')) },
  { path: WEB_ROUTES.processDetails, handle: access('orders.view'), lazy: lazyPage(() => import('./compose/ProcessDetailsPage')) },
  { path: WEB_ROUTES.processReport, handle: access('reports.view'), lazy: lazyPage(() => import('../features/reports/pages/ProcessReportPage')) },
  {
    path: WEB_ROUTES.processTemplates,
    handle: access('settings.manage'),
    lazy: lazyPage(() => import('../features/processes/pages/ProcessTemplatesPage')),
  },
  { path: WEB_ROUTES.applicants, handle: access('applicants.manage'), lazy: lazyPage(() => import('../features/applicants/pages/ApplicantsListPage')) },
  { path: WEB_ROUTES.applicantDetails, handle: access('applicants.manage'), lazy: lazyPage(() => import('./compose/ApplicantDetailsPage')) },
  { path: WEB_ROUTES.invoices, handle: access('orders.finance'), lazy: lazyPage(() => import('../features/payments/pages/InvoicesListPage')) },
  { path: WEB_ROUTES.payments, handle: access('orders.finance'), lazy: lazyPage(() => import('../features/payments/pages/PaymentsListPage')) },
  { path: WEB_ROUTES.reports, handle: access('reports.view'), lazy: lazyPage(() => import('../features/reports/pages/ReportsPage')) },
  { path: WEB_ROUTES.contentPages, handle: access('content.manage'), lazy: lazyPage(() => import('../features/content-admin/pages/ContentPagesPage')) },
  { path: WEB_ROUTES.contentPage, handle: access('content.manage'), lazy: lazyPage(() => import('../features/content-admin/pages/ContentPageEditor')) },
  { path: WEB_ROUTES.menusList, handle: access('content.manage'), lazy: lazyPage(() => import('../features/content-admin/pages/MenusPage')) },
  { path: WEB_ROUTES.siteSettings, handle: access('content.manage'), lazy: lazyPage(() => import('../features/content-admin/pages/SettingsPage')) },
  { path: WEB_ROUTES.branchesList, handle: access('settings.manage'), lazy: lazyPage(() => import('../features/content-admin/pages/BranchesPage')) },
  { path: WEB_ROUTES.questionsList, handle: access('content.manage'), lazy: lazyPage(() => import('../features/content-admin/pages/QuestionsPage')) },
  { path: WEB_ROUTES.answersList, handle: access('content.manage'), lazy: lazyPage(() => import('../features/content-admin/pages/AnswersPage')) },
  { path: WEB_ROUTES.media, handle: access('content.manage'), lazy: lazyPage(() => import('../features/content-admin/pages/MediaPage')) },
  { path: WEB_ROUTES.auditLog, handle: access('audit.view'), lazy: lazyPage(() => import('../features/audit-admin/pages/AuditLogPage')) },
  {
    path: WEB_ROUTES.mainPackage,
    handle: access('prices.manage'),
    lazy: lazyPage(() => import('../features/packages-admin/pages').then((m) => ({ default: m.MainPackagePage }))),
  },
  {
    path: WEB_ROUTES.monthlyPackage,
    handle: access('prices.manage'),
    lazy: lazyPage(() => import('../features/packages-admin/pages').then((m) => ({ default: m.MonthlyPackagePage }))),
  },
];
