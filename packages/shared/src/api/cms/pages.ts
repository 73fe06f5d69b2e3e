import { z } from '../../schemas/zod.js';
import { ZIdParamsSchema } from '../../schemas/auth.js';
import { ZPageSchema } from '../../schemas/common.js';
import { ZAdminPageQuerySchema, ZAdminPageSchema, ZAdminPageSummarySchema, ZPageInputSchema, ZSectionInputSchema } from '../../schemas/cms/index.js';
import { endpoint } from '../endpoint.js';
import { CMS_TAGS } from './tags.js';

/** Pages of the site and the articles, with their sections. */
export const pageAdmin = {
  adminPages: endpoint({
    method: 'GET',
    path: '/api/admin/pages',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: 'Pages and articles for staff, active or not: search by title or URL, filter by kind, paged',
    query: ZAdminPageQuerySchema,
    response: ZPageSchema(ZAdminPageSummarySchema),
  }),
  adminPage: endpoint({
    method: 'GET',
    path: '/api/admin/pages/:id',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: 'One page in both languages, with its sections, for staff to edit',
    params: ZIdParamsSchema,
    response: ZAdminPageSchema,
  }),
  addPage: endpoint({
    method: 'POST',
    path: '/api/admin/pages',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: 'Staff add a page or an article in both languages',
    body: ZPageInputSchema,
    response: ZAdminPageSchema,
    status: 201,
  }),
  updatePage: endpoint({
    method: 'PUT',
    path: '/api/admin/pages/:id',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: "Staff edit a page's URL, texts, image and publication",
    params: ZIdParamsSchema,
    body: ZPageInputSchema,
    response: ZAdminPageSchema,
  }),
  deletePage: endpoint({
    method: 'DELETE',
    path: '/api/admin/pages/:id',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: 'Staff delete a page with its sections',
    params: ZIdParamsSchema,
    response: z.null(),
  }),
  addSection: endpoint({
    method: 'POST',
    path: '/api/admin/pages/:id/sections',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: 'Staff add a section to a page; answers the page',
    params: ZIdParamsSchema,
    body: ZSectionInputSchema,
    response: ZAdminPageSchema,
    status: 201,
  }),
  updateSection: endpoint({
    method: 'PUT',
    path: '/api/admin/sections/:id',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: "Staff edit a section's texts, order and visibility; answers its page",
    params: ZIdParamsSchema,
    body: ZSectionInputSchema,
    response: ZAdminPageSchema,
  }),
  deleteSection: endpoint({
    method: 'DELETE',
    path: '/api/admin/sections/:id',
    access: 'content.manage',
    tag: CMS_TAGS.admin,
    summary: 'Staff delete a section; answers its page',
    params: ZIdParamsSchema,
    response: ZAdminPageSchema,
  }),
};
