import { z } from '../schemas/zod.js';
import { ZUserSchema } from '../schemas/auth.js';
import {
  ZAccountSessionSchema,
  ZContactChangeResultSchema,
  ZContactChangeSchema,
  ZContactConfirmSchema,
  ZPendingContactChangeSchema,
  ZSessionIdParamsSchema,
  ZSessionsEndedSchema,
  ZSignOutEverywhereSchema,
} from '../schemas/account.js';
import { endpoint } from './endpoint.js';

const tag = 'account';

/** The signed-in user's own security: their sessions, and changing the e-mail or phone with the password and a code. */
export const accountApi = {
  sessions: endpoint({
    method: 'GET',
    path: '/api/account/sessions',
    access: 'authenticated',
    tag,
    summary: 'My open sessions, the most recently used first',
    response: z.array(ZAccountSessionSchema),
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    access: 'authenticated',
    tag,
    summary: 'End one of my sessions',
    params: ZSessionIdParamsSchema,
    response: z.null(),
  }),
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/api/account/sessions/end-others',
    access: 'authenticated',
    tag,
    summary: 'End every session of mine but this one (asks the current password)',
    body: ZSignOutEverywhereSchema,
    response: ZSessionsEndedSchema,
  }),
  pendingContactChange: endpoint({
    method: 'GET',
    path: '/api/account/contact',
    access: 'authenticated',
    tag,
    summary: 'The e-mail change waiting for its code, if any',
    response: ZPendingContactChangeSchema.nullable(),
  }),
  changeContact: endpoint({
    method: 'POST',
    path: '/api/account/contact',
    access: 'authenticated',
    tag,
    summary: 'Change my e-mail or phone (asks the current password); a new e-mail waits for the code sent to it',
    body: ZContactChangeSchema,
    response: ZContactChangeResultSchema,
  }),
  confirmContact: endpoint({
    method: 'POST',
    path: '/api/account/contact/confirm',
    access: 'authenticated',
    tag,
    summary: 'Apply the waiting e-mail change with the code sent to the new address',
    body: ZContactConfirmSchema,
    response: ZUserSchema,
  }),
};
