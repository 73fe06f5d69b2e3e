import { z } from '../schemas/zod.js';
import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZPageSchema } from '../schemas/common.js';
import {
  ZFamilyProcessSchema,
  ZProcessQuerySchema,
  ZProcessSchema,
  ZProcessStepParamsSchema,
  ZProcessSummarySchema,
  ZProcessTemplateSchema,
  ZSaveProcessTemplateSchema,
  ZStartProcessSchema,
  ZUpdateProcessStepSchema,
} from '../schemas/processes.js';
import { endpoint } from './endpoint.js';

const tag = 'processes';

/**
 * The visa and contract process from the hire to the handover (issue 34): sales run the steps
 * (as for placements), managers edit the templates, everyone in the back office reads the board;
 * the family reads their own process on their order.
 */
export const processesApi = {
  board: endpoint({
    method: 'GET',
    path: '/api/admin/processes',
    access: 'orders.view',
    tag,
    summary: 'Running processes by their current step, overdue first; filters by step, branch, staff member, order',
    query: ZProcessQuerySchema,
    response: ZPageSchema(ZProcessSummarySchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/processes/:id',
    access: 'orders.view',
    tag,
    summary: 'One process with every step and its history',
    params: ZIdParamsSchema,
    response: ZProcessSchema,
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/admin/processes',
    access: 'placements.manage',
    tag,
    summary: 'Start a process by hand for a worker the agency sponsors (a hire starts one by itself)',
    body: ZStartProcessSchema,
    response: ZProcessSchema,
    status: 201,
  }),
  updateStep: endpoint({
    method: 'PUT',
    path: '/api/admin/processes/:id/steps/:stepId',
    access: 'placements.manage',
    tag,
    summary: "Change a step's state, appointment, staff member or notes (the step's version guards against a second change at once)",
    params: ZProcessStepParamsSchema,
    body: ZUpdateProcessStepSchema,
    response: ZProcessSchema,
  }),
  templates: endpoint({
    method: 'GET',
    path: '/api/admin/process-templates',
    access: 'orders.view',
    tag,
    summary: 'The process templates, one per package and where the worker is',
    response: z.array(ZProcessTemplateSchema),
  }),
  saveTemplate: endpoint({
    method: 'PUT',
    path: '/api/admin/process-templates/:id',
    access: 'settings.manage',
    tag,
    summary: "Rename, reorder, add and drop a template's steps and set their expected days (processes already running keep theirs)",
    params: ZIdParamsSchema,
    body: ZSaveProcessTemplateSchema,
    response: ZProcessTemplateSchema,
  }),
  family: endpoint({
    method: 'GET',
    path: '/api/orders/:id/process',
    access: 'client',
    tag,
    summary: "The family's own order's process in their language: done steps, the next with its appointment, the expected handover (null before the hire)",
    params: ZIdParamsSchema,
    response: ZFamilyProcessSchema.nullable(),
  }),
};
