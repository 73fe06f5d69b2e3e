import { z } from '../schemas/zod.js';
import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZProcessDisbursementParamsSchema, ZProcessFeesSchema, ZRecordDisbursementPaymentSchema, ZRecordDisbursementSchema } from '../schemas/process-fees.js';
import { endpoint } from './endpoint.js';

const tag = 'process-fees';
const feesPath = '/api/admin/processes/:id/fees';
const onePath = `${feesPath}/:disbursementId`;

/**
 * Government fees paid during the visa process (issue 34, docs/decisions/033). Money: the accountant's
 * and the manager's (`orders.finance`), as every money record is; sales run the steps and do not
 * see money. Billed fees are on the family's statement of account, apart from the agency's fee.
 */
export const processFeesApi = {
  list: endpoint({
    method: 'GET',
    path: feesPath,
    access: 'orders.finance',
    tag,
    summary: "A process's government fees by step, the family's payments of billed fees, and their totals",
    params: ZIdParamsSchema,
    response: ZProcessFeesSchema,
  }),
  record: endpoint({
    method: 'POST',
    path: feesPath,
    access: 'orders.finance',
    tag,
    summary: 'Record a government fee paid on a step: amount, description, day, who paid (the agency or the family)',
    params: ZIdParamsSchema,
    body: ZRecordDisbursementSchema,
    response: ZProcessFeesSchema,
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: onePath,
    access: 'orders.finance',
    tag,
    summary: 'Delete a fee recorded by mistake, and its receipt scan (not once billed)',
    params: ZProcessDisbursementParamsSchema,
    response: ZProcessFeesSchema,
  }),
  uploadReceipt: endpoint({
    method: 'POST',
    path: `${onePath}/receipt`,
    access: 'orders.finance',
    tag,
    summary: "Attach or replace a fee's receipt scan (PDF, JPEG or PNG judged on the bytes, 5 MB at most)",
    params: ZProcessDisbursementParamsSchema,
    response: ZProcessFeesSchema,
    status: 201,
    kind: 'upload',
  }),
  receipt: endpoint({
    method: 'GET',
    path: `${onePath}/receipt`,
    access: 'orders.finance',
    tag,
    summary: "A fee's receipt scan, as an attachment never cached",
    params: ZProcessDisbursementParamsSchema,
    response: z.string(),
    kind: 'file',
  }),
  bill: endpoint({
    method: 'POST',
    path: `${feesPath}/bill`,
    access: 'orders.finance',
    tag,
    summary: 'Bill the family the fees the agency paid and did not bill yet, on one disbursement note (DSB-), outside VAT',
    params: ZIdParamsSchema,
    response: ZProcessFeesSchema,
    status: 201,
  }),
  recordPayment: endpoint({
    method: 'POST',
    path: `${feesPath}/payments`,
    access: 'orders.finance',
    tag,
    summary: "Record the family's payment of billed fees (a DRC- receipt), never more than she owes for them",
    params: ZIdParamsSchema,
    body: ZRecordDisbursementPaymentSchema,
    response: ZProcessFeesSchema,
    status: 201,
  }),
};
