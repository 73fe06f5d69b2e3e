import { expiryState, type TWorkerDocument } from '@app/shared';
import type { workerDocuments } from '../../db/schema/index.js';
import { maskPassport } from '../audit/record.js';

export type TDocumentRow = typeof workerDocuments.$inferSelect;
type TNamed = { id: number; name: string; nameAr: string };

/** A document as staff see it; `today` is the UAE day its state is judged on. */
export function presentDocument(row: TDocumentRow, issuingCountry: TNamed | null, today: string): TWorkerDocument {
  return {
    id: row.id,
    laborId: row.laborId,
    kind: row.kind,
    number: row.number,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    issuingCountry,
    note: row.note,
    scan: row.scanName ? { fileName: row.scanOriginalName ?? row.scanName, contentType: row.scanMime ?? '', size: row.scanSize ?? 0 } : null,
    state: expiryState(row.kind, row.expiryDate, today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of a document: a passport's number masked, the scan by its name. */
export function documentSnapshot(row: TDocumentRow) {
  return {
    kind: row.kind,
    number: row.kind === 'passport' ? maskPassport(row.number) : row.number,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate,
    issuingCountryId: row.issuingCountryId,
    note: row.note,
    processStepId: row.processStepId,
    scan: row.scanOriginalName,
  };
}
