import type { TOrderAction } from './constants.js';

/**
 * Staff roles and what each may do. A back-office endpoint declares one permission as its access;
 * the server checks it on every call and the web hides what the signed-in role may not do.
 */
export const STAFF_ROLES = ['manager', 'sales', 'accounts', 'content'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'clients.manage',
  'labors.manage',
  'labors.passport',
  'orders.view',
  'orders.manage',
  'orders.finance',
  'placements.manage',
  'payments.override',
  'applicants.manage',
  'enquiries.manage',
  'slots.manage',
  'content.manage',
  'prices.manage',
  'settings.manage',
  'staff.manage',
  'audit.view',
  'reports.view',
] as const;
export type TPermission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<TStaffRole, readonly TPermission[]> = {
  manager: PERMISSIONS,
  sales: ['clients.manage', 'labors.manage', 'orders.view', 'orders.manage', 'placements.manage', 'enquiries.manage', 'applicants.manage', 'slots.manage'],
  accounts: ['orders.view', 'orders.finance', 'reports.view'],
  content: ['content.manage'],
};

/** Roles that must sign in with a second factor. */
export const SECOND_FACTOR_REQUIRED: readonly TStaffRole[] = ['manager', 'accounts'];

/**
 * What a session may do before anything else: change the password (the first admin's), or set up
 * the second factor its role requires. The server refuses every other call (403) until then.
 */
export type TSessionRestriction = 'changePassword' | 'secondFactor' | null;

export function sessionRestriction(user: {
  role: 'admin' | 'client';
  staffRole: TStaffRole | null;
  mustChangePassword: boolean;
  secondFactorEnabled: boolean;
}): TSessionRestriction {
  if (user.mustChangePassword) return 'changePassword';
  const required = user.role === 'admin' && user.staffRole !== null && SECOND_FACTOR_REQUIRED.includes(user.staffRole);
  return required && !user.secondFactorEnabled ? 'secondFactor' : null;
}

/**
 * Who may call an endpoint: anyone, any signed-in user, a client, any staff member, or a staff
 * member whose role holds the permission. The server refuses to register an /api route without one.
 */
export type TAccess = 'public' | 'authenticated' | 'client' | 'staff' | TPermission;

export const isPermission = (access: string): access is TPermission => (PERMISSIONS as readonly string[]).includes(access);

export function hasPermission(staffRole: TStaffRole | null | undefined, permission: TPermission): boolean {
  return staffRole ? ROLE_PERMISSIONS[staffRole].includes(permission) : false;
}

/** Whether a user (role and staff role) may call an endpoint of this access; null is signed out. */
export function mayAccess(user: { role: 'admin' | 'client'; staffRole?: TStaffRole | null } | null, access: TAccess): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'authenticated') return true;
  if (access === 'client') return user.role === 'client';
  if (user.role !== 'admin') return false;
  return access === 'staff' || hasPermission(user.staffRole, access);
}

/**
 * The permission each staff step of an order needs: sales take an order up to approval, accounts
 * hire (payment confirmed), cancel and deliver. Actions a client takes are not staff steps.
 */
export const ORDER_ACTION_PERMISSION: Partial<Record<TOrderAction, TPermission>> = {
  setInterview: 'orders.manage',
  approve: 'orders.manage',
  reject: 'orders.manage',
  cancel: 'orders.finance',
  confirmPayment: 'orders.finance',
  deliver: 'orders.finance',
};
