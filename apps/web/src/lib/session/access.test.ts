import type { TUser } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { accessDecision, accountRoutes, afterLoginPath, loginPathFor, requestWorkerPath, restrictedPath, safeNextPath, withNext } from './access';

const user = (role: TUser['role']): TUser => ({
  id: 1,
  role,
  userName: 'sara',
  email: 'sara@example.com',
  phoneNumber: '501234567',
  languageId: 2,
  isActive: true,
  staffRole: role === 'admin' ? 'manager' : null,
  permissions: [],
  secondFactorEnabled: false,
  mustChangePassword: false,
  emailVerified: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('accessDecision', () => {
  it('waits while the user is not known yet and sends a visitor to log in', () => {
    expect(accessDecision(undefined, 'client')).toBe('wait');
    expect(accessDecision(null, 'staff')).toBe('login');
  });

  it('lets the role in and forbids the other role', () => {
    expect(accessDecision(user('client'), 'client')).toBe('allow');
    expect(accessDecision(user('admin'), 'staff')).toBe('allow');
    expect(accessDecision(user('client'), 'staff')).toBe('forbidden');
    expect(accessDecision(user('admin'), 'client')).toBe('forbidden');
  });

  it("lets staff open a page only when their role holds the page's permission", () => {
    const sales = { ...user('admin'), staffRole: 'sales' as const };
    expect(accessDecision(sales, 'labors.manage')).toBe('allow');
    expect(accessDecision(sales, 'settings.manage')).toBe('forbidden');
    expect(accessDecision(user('admin'), 'settings.manage')).toBe('allow');
    expect(accessDecision(user('client'), 'labors.manage')).toBe('forbidden');
  });
});

describe('the way back after logging in', () => {
  it('puts the page asked for, query included, into the login link', () => {
    expect(loginPathFor('/ClientDetails/7?tab=orders')).toBe('/Login?next=%2FClientDetails%2F7%3Ftab%3Dorders');
  });

  it('goes back to a path of this site', () => {
    expect(afterLoginPath('/ChangePassword', 'client')).toBe('/ChangePassword');
    expect(afterLoginPath('/ClientsList?search=50&page=2', 'admin')).toBe('/ClientsList?search=50&page=2');
  });

  it('never leaves the site or loops back to the login page', () => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/a\nb', '/Login', '/login/?next=/x', '']) {
      expect(safeNextPath(next), next).toBeNull();
    }
    expect(safeNextPath(null)).toBeNull();
  });

  it('keeps a worker with her request dialog to open as the way back', () => {
    expect(requestWorkerPath('/LaborDetails/6')).toBe('/LaborDetails/6?request=1');
    expect(safeNextPath('/LaborDetails/6?request=1')).toBe('/LaborDetails/6?request=1');
    expect(loginPathFor(requestWorkerPath('/LaborDetails/6'))).toBe('/Login?next=%2FLaborDetails%2F6%3Frequest%3D1');
  });

  it('hands next on from one account page to the next, only when it is a path of this site', () => {
    expect(withNext('/Register', '/LaborDetails/6?request=1')).toBe('/Register?next=%2FLaborDetails%2F6%3Frequest%3D1');
    expect(withNext('/VerifyEmail', '/Shortlist')).toBe('/VerifyEmail?next=%2FShortlist');
    for (const next of [null, '', '//evil.com', 'https://evil.com/x', '/\\evil.com', '/\tevil', 'javascript:alert(1)', '/Login?next=/x']) {
      expect(withNext('/Register', next), String(next)).toBe('/Register');
    }
  });

  it("falls back to the role's start page", () => {
    expect(afterLoginPath(null, 'client')).toBe('/ClientProfile');
    expect(afterLoginPath('//evil.example', 'admin')).toBe('/Dashboard');
    expect(afterLoginPath(null, 'admin')).toBe('/Dashboard');
  });
});

describe('accountRoutes', () => {
  it('gives each role its own profile pages', () => {
    expect(accountRoutes('client')).toEqual({
      profile: '/ClientProfile',
      editProfile: '/EditProfile',
      changePassword: '/ChangePassword',
      security: '/Account/Security',
      contact: '/Account/Contact',
      twoStep: '/Account/TwoStep',
    });
    expect(accountRoutes('admin')).toEqual({
      profile: '/Admin/Profile',
      editProfile: '/Admin/EditProfile',
      changePassword: '/Admin/change-password',
      security: '/Admin/Security',
      contact: '/Admin/Contact',
      twoStep: '/Admin/TwoStep',
    });
  });
});

describe('restrictedPath', () => {
  const staff = (overrides: Partial<TUser>): TUser => ({
    id: 1,
    role: 'admin',
    userName: 'manager',
    email: 'manager@example.ae',
    phoneNumber: '501234567',
    languageId: 2,
    isActive: true,
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    staffRole: 'manager',
    permissions: [],
    secondFactorEnabled: false,
    mustChangePassword: false,
    emailVerified: true,
    ...overrides,
  });

  it('sends a manager without a second factor to set it up, then back', () => {
    expect(restrictedPath(staff({}), '/OrdersList', '?status=1')).toBe('/Admin/TwoStep?next=%2FOrdersList%3Fstatus%3D1');
    expect(restrictedPath(staff({}), '/admin/twostep/')).toBeNull();
    expect(restrictedPath(staff({}), '/Admin/change-password')).toBeNull();
    expect(restrictedPath(staff({ secondFactorEnabled: true }), '/OrdersList')).toBeNull();
    expect(restrictedPath(staff({ staffRole: 'sales' }), '/OrdersList')).toBeNull();
  });

  it('sends a first admin to change the password before anything else', () => {
    const admin = staff({ mustChangePassword: true });
    expect(restrictedPath(admin, '/Dashboard')).toBe('/Admin/change-password?next=%2FDashboard');
    expect(restrictedPath(admin, '/Admin/TwoStep')).toBe('/Admin/change-password?next=%2FAdmin%2FTwoStep');
    expect(restrictedPath(admin, '/Admin/change-password')).toBeNull();
    expect(restrictedPath(staff({ role: 'client', staffRole: null, mustChangePassword: true }), '/CLientOrders')).toBe('/ChangePassword?next=%2FCLientOrders');
  });
});
