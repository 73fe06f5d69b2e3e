import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZShortlistIdsQuerySchema, ZShortlistMergeSchema, ZShortlistSchema } from '../schemas/shortlist.js';
import { endpoint } from './endpoint.js';

const tag = 'shortlist';

/** The families' shortlist: a visitor's is kept in the browser and read here by ids; a client's is kept in her account. */
export const shortlistApi = {
  workers: endpoint({
    method: 'GET',
    path: '/api/shortlist/workers',
    access: 'public',
    tag,
    summary: "A visitor's shortlist: the catalogue's workers among these ids (at most 30)",
    query: ZShortlistIdsQuerySchema,
    response: ZShortlistSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/shortlist',
    access: 'client',
    tag,
    summary: "The signed-in client's shortlist",
    response: ZShortlistSchema,
  }),
  add: endpoint({
    method: 'PUT',
    path: '/api/shortlist/:id',
    access: 'client',
    tag,
    summary: 'Keep a worker of the catalogue on the shortlist (at most 30)',
    params: ZIdParamsSchema,
    response: ZShortlistSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/shortlist/:id',
    access: 'client',
    tag,
    summary: 'Take a worker off the shortlist',
    params: ZIdParamsSchema,
    response: ZShortlistSchema,
  }),
  merge: endpoint({
    method: 'POST',
    path: '/api/shortlist/merge',
    access: 'client',
    tag,
    summary: "Add the browser's shortlist to the account's, on sign-in: unknown, hidden and repeated ids are left out, up to 30 kept",
    body: ZShortlistMergeSchema,
    response: ZShortlistSchema,
  }),
};
