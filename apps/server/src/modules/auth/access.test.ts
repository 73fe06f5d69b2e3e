import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app.js';
import { bearer, createTestApp, logIn, registerClient, TEST_ADMIN } from '../../test/test-app.js';

let app: TApp;
let clientToken: string;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp();
  clientToken = (await registerClient(app)).token;
  adminToken = await logIn(app, TEST_ADMIN.userName, TEST_ADMIN.password);
});
afterAll(async () => app.close());

const call = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
  app.inject({ method: route.method as 'GET', url: route.url.replaceAll(/:\w+/g, '1'), headers, payload: route.method === 'GET' ? undefined : {} });

describe('access rules on every API route', () => {
  it('knows the routes and each declares who may call it', () => {
    expect(app.routeAccess.length).toBeGreaterThan(10);
    expect(app.routeAccess).toContainEqual({ method: 'GET', url: '/api/clients', access: 'admin' });
    expect(app.routeAccess).toContainEqual({ method: 'POST', url: '/api/auth/login', access: 'public' });
  });

  it('answers 401 without a token on every route that needs one', async () => {
    for (const route of app.routeAccess.filter((rule) => rule.access !== 'public')) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(response.json().message).toBe('Please log in first.');
    }
  });

  it('answers 403 to a client on every admin route', async () => {
    const adminRoutes = app.routeAccess.filter((rule) => rule.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(4);
    for (const route of adminRoutes) {
      const response = await call(route, bearer(clientToken));
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.method !== 'HEAD') expect(response.json().message).toBe('You do not have permission to access this page');
    }
  });

  it('answers 403 to an admin on every client-only route', async () => {
    for (const route of app.routeAccess.filter((rule) => rule.access === 'client')) {
      expect((await call(route, bearer(adminToken))).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
