import type { authApi } from './auth.js';
import type { cmsApi } from './cms/index.js';
import type { enquiriesApi } from './enquiries.js';
import { routeOf } from './endpoint.js';
import type { ordersApi } from './orders.js';
import type { shortlistApi } from './shortlist.js';

/**
 * The endpoints the site calls from code every page, or a public page before its first paint,
 * loads: named by route alone, so that code loads no zod. Each is type-checked against its
 * declaration; the public reads a page's HTML carries are in public-requests.ts.
 */
export const siteRoutes = {
  /** The header and the session, on every page. */
  session: {
    me: routeOf<typeof authApi.me>('GET', '/api/auth/me'),
    login: routeOf<typeof authApi.login>('POST', '/api/auth/login'),
    loginSecondFactor: routeOf<typeof authApi.loginSecondFactor>('POST', '/api/auth/login/second-factor'),
    logout: routeOf<typeof authApi.logout>('POST', '/api/auth/logout'),
    register: routeOf<typeof authApi.register>('POST', '/api/auth/register'),
    forgotPassword: routeOf<typeof authApi.forgotPassword>('POST', '/api/auth/forgot-password'),
    resetPassword: routeOf<typeof authApi.resetPassword>('POST', '/api/auth/reset-password'),
    changePassword: routeOf<typeof authApi.changePassword>('POST', '/api/auth/change-password'),
    updateProfile: routeOf<typeof authApi.updateProfile>('PUT', '/api/auth/me'),
  },
  /** A worker's page: an enquiry, a callback, and the signed-in client's orders of her. */
  workerPage: {
    clientOrders: routeOf<typeof ordersApi.list>('GET', '/api/orders'),
    sendEnquiry: routeOf<typeof enquiriesApi.send>('POST', '/api/enquiries'),
    requestCallback: routeOf<typeof enquiriesApi.requestCallback>('POST', '/api/callback-requests'),
  },
  /** The shortlist's heart on the catalogue's cards and the worker's page, and its count in the header. */
  shortlist: {
    workers: routeOf<typeof shortlistApi.workers>('GET', '/api/shortlist/workers'),
    list: routeOf<typeof shortlistApi.list>('GET', '/api/shortlist'),
    add: routeOf<typeof shortlistApi.add>('PUT', '/api/shortlist/:id'),
    remove: routeOf<typeof shortlistApi.remove>('DELETE', '/api/shortlist/:id'),
    merge: routeOf<typeof shortlistApi.merge>('POST', '/api/shortlist/merge'),
  },
  /** The applicants' questionnaire on /Apply. */
  questionnaire: {
    questions: routeOf<typeof cmsApi.questions>('POST', '/api/FrmQuestion/GetAllBy'),
    options: routeOf<typeof cmsApi.questionOptions>('POST', '/api/FrmQoption/GetAllByTypeId'),
    addAnswers: routeOf<typeof cmsApi.addAnswers>('POST', '/api/FrmAnswer/AddAnswerList'),
  },
};
