import { z } from '../schemas/zod.js';
import { ZContactInfoQuerySchema, ZContactInfoSchema, ZMenuByTypeRequestSchema, ZMenuItemSchema } from '../schemas/content.js';
import { endpoint } from './endpoint.js';

const tag = 'content';

/** The menus and the contact details every public page shows, at the exact paths and field names of SPEC.md section 7. */
export const contentApi = {
  menu: endpoint({
    method: 'POST',
    path: '/api/MuMenuItem/GetByTypeId',
    access: 'public',
    tag,
    summary: 'Menu items of one menu (8 main, 10 footer) as a tree',
    body: ZMenuByTypeRequestSchema,
    response: z.array(ZMenuItemSchema),
  }),
  contactInfo: endpoint({
    method: 'GET',
    path: '/api/ContactInfo/Get',
    access: 'public',
    tag,
    summary: 'Branches, phones, WhatsApp numbers and social links, in the language of langId',
    query: ZContactInfoQuerySchema,
    response: ZContactInfoSchema,
  }),
};
