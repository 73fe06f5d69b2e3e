import { ZIdParamsSchema, ZUserSchema } from '../schemas/auth.js';
import { ZPageSchema } from '../schemas/common.js';
import { ZAddStaffSchema, ZStaffListQuerySchema, ZStaffPasswordResetSchema, ZStaffStatusSchema, ZUpdateStaffSchema } from '../schemas/staff.js';
import { endpoint } from './endpoint.js';

const tag = 'staff';

/** The agency's staff accounts, managed by a manager (/StaffList). */
export const staffApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/staff',
    access: 'staff.manage',
    tag,
    summary: 'Staff members, searched by user name, e-mail or phone',
    query: ZStaffListQuerySchema,
    response: ZPageSchema(ZUserSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/staff/:id',
    access: 'staff.manage',
    tag,
    summary: "One staff member's account",
    params: ZIdParamsSchema,
    response: ZUserSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/staff',
    access: 'staff.manage',
    tag,
    summary: 'Add a staff member with a temporary password they change at first sign-in',
    body: ZAddStaffSchema,
    response: ZUserSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/staff/:id',
    access: 'staff.manage',
    tag,
    summary: "Edit a staff member's data and role",
    params: ZIdParamsSchema,
    body: ZUpdateStaffSchema,
    response: ZUserSchema,
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/api/staff/:id/status',
    access: 'staff.manage',
    tag,
    summary: 'Disable (ending their sessions) or enable a staff member',
    params: ZIdParamsSchema,
    body: ZStaffStatusSchema,
    response: ZUserSchema,
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/api/staff/:id/password',
    access: 'staff.manage',
    tag,
    summary: 'Give a staff member a new temporary password, ending their sessions',
    params: ZIdParamsSchema,
    body: ZStaffPasswordResetSchema,
    response: ZUserSchema,
  }),
  endSessions: endpoint({
    method: 'DELETE',
    path: '/api/staff/:id/sessions',
    access: 'staff.manage',
    tag,
    summary: 'End every session of a staff member (sign them out everywhere)',
    params: ZIdParamsSchema,
    response: ZUserSchema,
  }),
  resetSecondFactor: endpoint({
    method: 'DELETE',
    path: '/api/staff/:id/second-factor',
    access: 'staff.manage',
    tag,
    summary: "Remove a staff member's second factor and recovery codes, ending their sessions",
    params: ZIdParamsSchema,
    response: ZUserSchema,
  }),
};
