import { authApi, clientsApi, cmsApi, hasPermission, isPermission, STAFF_ROLES, type TStaffRole } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { auditLog } from '../../db/schema/index.js';
import { call } from '../../test/call.js';
import { bearer, createTestApp, logIn, registerClient, staffHeaders, TEST_ADMIN } from '../../test/test-app.js';

let app: TApp;
let clientToken: string;
let adminToken: string;
const staff = {} as Record<TStaffRole, Record<string, string>>;
beforeAll(async () => {
  app = await createTestApp();
  clientToken = (await registerClient(app)).token;
  adminToken = await logIn(app, TEST_ADMIN.userName, TEST_ADMIN.password);
  for (const role of STAFF_ROLES) staff[role] = await staffHeaders(app, role);
});
afterAll(async () => app.close());

/** Calls a registered route with every `:param` set to 1 (and an empty body), to see who it lets in. */
const callRoute = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
  app.inject({ method: route.method as 'GET', url: route.url.replaceAll(/:\w+/g, '1'), headers, payload: route.method === 'GET' ? undefined : {} });

const backOfficeRoutes = () => app.routeAccess.filter((rule) => rule.access === 'staff' || isPermission(rule.access));

describe('access rules on every API route', () => {
  it('knows the routes and each declares who may call it', () => {
    expect(app.routeAccess.length).toBeGreaterThan(10);
    expect(app.routeAccess).toContainEqual({ method: 'GET', url: clientsApi.list.path, access: 'clients.manage' });
    expect(app.routeAccess).toContainEqual({ method: 'PUT', url: cmsApi.saveSettings.path, access: 'content.manage' });
    expect(app.routeAccess).toContainEqual({ method: 'POST', url: authApi.login.path, access: 'public' });
  });

  it('answers 401 without a token on every route that needs one', async () => {
    for (const route of app.routeAccess.filter((rule) => rule.access !== 'public')) {
      const response = await callRoute(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(response.json().message).toBe('Please log in first.');
    }
  });

  it('answers 403 to a client on every back-office route', async () => {
    expect(backOfficeRoutes().length).toBeGreaterThanOrEqual(50);
    for (const route of backOfficeRoutes()) {
      const response = await callRoute(route, bearer(clientToken));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.method !== 'HEAD') expect(response.json().message).toBe('You do not have permission to access this page');
    }
  });

  it('answers 403 to staff on every client-only route', async () => {
    for (const route of app.routeAccess.filter((rule) => rule.access === 'client')) {
      expect((await callRoute(route, bearer(adminToken))).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it.each(STAFF_ROLES)('lets a %s call exactly the back-office routes their role holds', async (role) => {
    for (const route of backOfficeRoutes()) {
      const allowed = route.access === 'staff' || (isPermission(route.access) && hasPermission(role, route.access));
      const response = await callRoute(route, staff[role]);
      const what = `${role} ${route.method} ${route.url} (${route.access}): ${response.body.slice(0, 120)}`;
      if (allowed) expect([401, 403], what).not.toContain(response.statusCode);
      else expect(response.statusCode, what).toBe(403);
    }
  });

  it('writes each refusal to the audit trail with who and what', async () => {
    expect((await call(app, cmsApi.adminSettings, { headers: staff.sales })).status).toBe(403);
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'forbidden'), eq(auditLog.entityId, 'GET /api/admin/settings'), eq(auditLog.actorRole, 'sales')));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.at(-1)).toMatchObject({ actorName: 'staff.sales', entity: 'route' });
  });
});
