import { processDocumentsApi, type TFamilyAskKind } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { pathOf } from '../../test/call.js';
import { multipart } from '../process-fees/test-support.js';

export { hiredProcess, multipart, PDF, type THeaders } from '../process-fees/test-support.js';

const MULTIPART = 'multipart/form-data; boundary=receipt-boundary';

/** The family uploads a file on a step of their order (bytes as a browser's form sends them). */
export const familyUpload = (
  app: TApp,
  target: { orderId: number; stepId: number; kind: TFamilyAskKind | string },
  body: Buffer,
  headers: Record<string, string>,
) =>
  app.inject({
    method: 'POST',
    url: pathOf(processDocumentsApi.familyUpload, { params: { id: target.orderId, stepId: target.stepId }, query: { kind: target.kind as TFamilyAskKind } }),
    headers: { ...headers, 'content-type': MULTIPART },
    payload: body,
  });

/** A PDF file named as the family's browser sends it. */
export const pdfFile = (fileName: string, bytes: Buffer) => multipart(fileName, 'application/pdf', bytes);
