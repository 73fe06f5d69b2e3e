import { processFeesApi, type TProcess, type TRecordDisbursement } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { call, pathOf } from '../../test/call.js';
import { hireOrder, processOfOrder, workerAndClient } from '../processes/test-support.js';

export type THeaders = Record<string, string>;

const BOUNDARY = 'receipt-boundary';
/** A file as a browser's form sends it. */
export const multipart = (fileName: string, contentType: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A family's hire and the visa process it started, as staff read it. */
export async function hiredProcess(app: TApp): Promise<{ process: TProcess; client: { id: number; token: string } }> {
  const { laborId, client } = await workerAndClient(app, 'abroad');
  const order = await hireOrder(app, client, laborId);
  return { process: await processOfOrder(app, order.id), client };
}

/** An entry permit fee of AED 1,250.50 the agency paid on 22 November, unless told otherwise. */
export const feeBody = (process: TProcess, change: Partial<TRecordDisbursement> = {}): TRecordDisbursement => ({
  stepId: process.steps.find((step) => step.kind === 'entryPermit')!.id,
  amountAed: 1250.5,
  description: 'Entry permit fee',
  paidOn: '2026-11-22',
  paidBy: 'agency',
  ...change,
});

export const recordFee = (app: TApp, process: TProcess, headers: THeaders, change: Partial<TRecordDisbursement> = {}) =>
  call(app, processFeesApi.record, { params: { id: process.id }, body: feeBody(process, change), headers });

export const uploadReceipt = (app: TApp, processId: number, disbursementId: number, body: Buffer, headers: THeaders) =>
  app.inject({
    method: 'POST',
    url: pathOf(processFeesApi.uploadReceipt, { params: { id: processId, disbursementId } }),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: body,
  });
