import { z } from '../schemas/zod.js';
import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZStatementPdfQuerySchema, ZStatementSchema } from '../schemas/statement.js';
import { endpoint } from './endpoint.js';

const tag = 'statement';

/**
 * A client's statement of account: her own in her account area (no id: she can ask for no one
 * else's), any client's for staff who see money (orders.finance), on screen and as a PDF in English or Arabic.
 */
export const statementApi = {
  mine: endpoint({
    method: 'GET',
    path: '/api/account/statement',
    access: 'client',
    tag,
    summary: "The signed-in client's statement of account: every invoice, credit note, payment and refund, with a running balance",
    response: ZStatementSchema,
  }),
  minePdf: endpoint({
    method: 'GET',
    path: '/api/account/statement.pdf',
    access: 'client',
    tag,
    summary: "The signed-in client's statement of account as a PDF: ?lang=en|ar",
    query: ZStatementPdfQuerySchema,
    response: z.string(),
    kind: 'file',
  }),
  client: endpoint({
    method: 'GET',
    path: '/api/admin/clients/:id/statement',
    access: 'orders.finance',
    tag,
    summary: "A client's statement of account, for staff who see money",
    params: ZIdParamsSchema,
    response: ZStatementSchema,
  }),
  clientPdf: endpoint({
    method: 'GET',
    path: '/api/admin/clients/:id/statement.pdf',
    access: 'orders.finance',
    tag,
    summary: "A client's statement of account as a PDF: ?lang=en|ar",
    params: ZIdParamsSchema,
    query: ZStatementPdfQuerySchema,
    response: z.string(),
    kind: 'file',
  }),
};
