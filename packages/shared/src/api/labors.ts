import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZPageSchema } from '../schemas/common.js';
import {
  ZAdminLaborCardSchema,
  ZAdminLaborQuerySchema,
  ZAdminLaborSchema,
  ZCatalogueQuerySchema,
  ZCataloguePageSchema,
  ZLaborInputSchema,
  ZLaborPhotoInputSchema,
  ZLaborStatusInputSchema,
  ZLaborVideoInputSchema,
  ZPublicLaborSchema,
} from '../schemas/labors.js';
import { endpoint } from './endpoint.js';

const tag = 'labors';

/** Workers: the public catalogue and the back office's records. */
export const laborsApi = {
  catalogue: endpoint({
    method: 'GET',
    path: '/api/labors',
    access: 'public',
    tag,
    summary:
      'The public catalogue: filter by nationality, gender, profession, age range, availability, religion, marital status, languages, experience, salary and video; sort; page; with each filter choice counted',
    query: ZCatalogueQuerySchema,
    response: ZCataloguePageSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/labors/:id',
    access: 'public',
    tag,
    summary: 'One active worker, without private data',
    params: ZIdParamsSchema,
    response: ZPublicLaborSchema,
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/labors',
    access: 'labors.manage',
    tag,
    summary: 'Back-office list: search by code, name or both, filter by status',
    query: ZAdminLaborQuerySchema,
    response: ZPageSchema(ZAdminLaborCardSchema),
  }),
  adminGet: endpoint({
    method: 'GET',
    path: '/api/admin/labors/:id',
    access: 'labors.manage',
    tag,
    summary: 'Any worker, shown or not, with passport data and address',
    params: ZIdParamsSchema,
    response: ZAdminLaborSchema,
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/admin/labors',
    access: 'labors.manage',
    tag,
    summary: 'Add a worker; the code is generated',
    body: ZLaborInputSchema,
    response: ZAdminLaborSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/labors/:id',
    access: 'labors.manage',
    tag,
    summary: "Edit a worker's record",
    params: ZIdParamsSchema,
    body: ZLaborInputSchema,
    response: ZAdminLaborSchema,
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/api/admin/labors/:id/status',
    access: 'labors.manage',
    tag,
    summary: "Set a worker's status; one that contradicts their orders is refused (409) until confirmed",
    params: ZIdParamsSchema,
    body: ZLaborStatusInputSchema,
    response: ZAdminLaborSchema,
  }),
  setPhoto: endpoint({
    method: 'PUT',
    path: '/api/admin/labors/:id/photo',
    access: 'labors.manage',
    tag,
    summary: "Replace a worker's photo with an uploaded image",
    params: ZIdParamsSchema,
    body: ZLaborPhotoInputSchema,
    response: ZAdminLaborSchema,
  }),
  setVideo: endpoint({
    method: 'PUT',
    path: '/api/admin/labors/:id/video',
    access: 'labors.manage',
    tag,
    summary: "Set or remove a worker's video",
    params: ZIdParamsSchema,
    body: ZLaborVideoInputSchema,
    response: ZAdminLaborSchema,
  }),
};
