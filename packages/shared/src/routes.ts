/**
 * The web routes that exist today (SPEC.md section 2 lists all that will).
 * The server answers 404 for any other path, the web router shows its 404 page for them.
 * Add a route here when its page ships.
 */
export const WEB_ROUTES = {
  home: '/',
  workers: '/Workers',
  forbidden: '/forbidden',
  login: '/Login',
  register: '/Register',
  forgotPassword: '/Forget-password',
  laborDetails: '/LaborDetails/:id',
  shortlist: '/Shortlist',
  clientProfile: '/ClientProfile',
  verifyEmail: '/VerifyEmail',
  editProfile: '/EditProfile',
  changePassword: '/ChangePassword',
  adminProfile: '/Admin/Profile',
  adminEditProfile: '/Admin/EditProfile',
  adminChangePassword: '/Admin/change-password',
  accountSecurity: '/Account/Security',
  accountContact: '/Account/Contact',
  adminSecurity: '/Admin/Security',
  adminContact: '/Admin/Contact',
  accountTwoStep: '/Account/TwoStep',
  adminTwoStep: '/Admin/TwoStep',
  clientsList: '/ClientsList',
  clientDetails: '/ClientDetails/:id',
  staffList: '/StaffList',
  staffAdd: '/AddStaff',
  staffEdit: '/StaffEdit/:id',
  auditLog: '/AuditLog',
  countriesList: '/CountriesList',
  religionList: '/ReligionList',
  positionsList: '/PositionsList',
  maritalStatusList: '/MaritalStatusList',
  languageList: '/LanguageList',
  educationList: '/EducationList',
  enquireList: '/EnquireList',
  enquiryDetails: '/EnquiryDetails/:id',
  todayCallbacks: '/TodayCallbacks',
  notifications: '/Notifications',
  laborsList: '/LaborsList',
  laborStatus: '/LaborStatus',
  laborsView: '/LaborsView/:id',
  addLabor: '/AddLabor',
  importWorkers: '/ImportWorkers',
  laborsEdit: '/LaborsEdit/:id',
  clientOrders: '/CLientOrders',
  clientOrder: '/ClientOrder/:id',
  clientStatement: '/Statement',
  adminClientStatement: '/ClientStatement/:id',
  dashboard: '/Dashboard',
  ordersList: '/OrdersList',
  orderStatus: '/OrderStatus',
  orderDetails: '/OrderDetails/:id',
  addOrder: '/AddOrder',
  interviewSlots: '/InterviewSlots',
  calendar: '/Calendar',
  placements: '/Placements',
  placementDetails: '/PlacementDetails/:id',
  processes: '/Processes',
  processDetails: '/Processes/:id',
  processTemplates: '/ProcessTemplates',
  processReport: '/ProcessReport',
  payments: '/Payments',
  invoices: '/Invoices',
  reports: '/Reports',
  documents: '/Documents',
  applicants: '/Applicants',
  applicantDetails: '/ApplicantDetails/:id',
  services: '/Services',
  prices: '/Prices',
  privacy: '/Privacy',
  terms: '/Terms',
  articles: '/Articles',
  newsDetails: '/NewsDetails/:id',
  contactUs: '/ContactUs',
  apply: '/Apply',
  media: '/Media',
  contentPages: '/ContentPages',
  contentPage: '/ContentPages/:id',
  menusList: '/MenusList',
  siteSettings: '/SiteSettings',
  branchesList: '/BranchesList',
  questionsList: '/QuestionsList',
  answersList: '/AnswersList',
  mainPackage: '/MainPackage',
  monthlyPackage: '/MonthlyPackage',
} as const;

function toPattern(route: string): RegExp {
  const source = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+');
  return new RegExp(`^${source}/?$`, 'i');
}

export type TWebRouteName = keyof typeof WEB_ROUTES;

const patterns = (Object.entries(WEB_ROUTES) as [TWebRouteName, string][]).map(([name, route]) => ({ name, pattern: toPattern(route) }));

/** The route a path opens. Route matching is case-insensitive (DESIGN.md section 7). */
export function webRouteOf(pathname: string): TWebRouteName | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.name;
}

export const isKnownWebRoute = (pathname: string): boolean => webRouteOf(pathname) !== undefined;
