import { countryByCode, EMIRATES, formatAed, formatUaeDate, formatUaeDateTime, translate, type TAuditLine, type TLocale } from '@app/shared';
import type { TDb } from '../../db/client.js';
import type { TStoredGuarantee } from '../../db/schema/index.js';
import { idsOf, inLocale, REF_FIELDS, refKey, resolveNames, subjectOf, type TNames, type TTrailRow } from './record-names.js';

/**
 * The audit trail as people read it: each changed field as "Label: before → after" in the reader's
 * language, with names instead of ids (record-names.ts), amounts in AED, days and moments in UAE
 * time, no file names.
 */

/** Uploaded files: the change is said, never the generated file name. */
const FILE_FIELDS = new Set(['photo', 'thumbnail', 'video', 'image', 'fileName', 'storageKey']);

/** Enumerated values and the catalogue keys that name them (`{}` is the value). */
const ENUM_KEYS: Record<string, string> = {
  gender: 'laborsAdmin.{}',
  stage: 'documents.stages.{}',
  gulfExperience: 'laborsAdmin.expRegions.{}',
  packageKind: 'packageKind.{}',
  interviewType: 'interviewType.{}',
  interviewOutcome: 'interviewOutcome.{}',
  paymentMethod: 'paymentMethod.{}',
  endKind: 'placements.ui.endKind.{}',
  endReason: 'placements.ui.reasons.{}',
  remedy: 'placements.ui.remedy.{}',
  reportedBy: 'placements.ui.reporter.{}',
  staffRole: 'staffRoles.{}',
  state: 'processes.stepState.{}',
  location: 'processes.locationShort.{}',
};

/** A document's kind, by the record. */
const KIND_KEYS: Record<string, string> = {
  document: 'documents.kinds.{}',
  clientDocument: 'clientDocuments.kinds.{}',
  package: 'packageKind.{}',
};

/** A record's status, by the record. */
const STATUS_KEYS: Record<string, string> = {
  labor: 'laborsAdmin.status{}',
  order: 'orderStatus.{}',
  placement: 'audit.placementStatus.{}',
  applicant: 'applicants.status.{}',
  enquiry: 'enquiriesAdmin.status.{}',
  process: 'processes.status.{}',
};

/** 'heightCm' reads 'Height cm': for a field or value the catalogue does not name yet (a test keeps audited fields named). */
export const humanise = (code: string) => {
  const words = code.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A catalogue text when there is one, `fallback` otherwise. */
function labelOr(locale: TLocale, key: string, fallback: string) {
  const text = translate(locale, key);
  return text === key ? fallback : text;
}

/** Fields whose form already names them: the history uses the form's words. */
const FORM_LABELS: Record<string, string> = {
  stage: 'documents.fields.stage',
  sourceAgency: 'documents.fields.sourceAgency',
  arrivedOn: 'documents.fields.arrivedOn',
  availableFrom: 'documents.fields.availableFrom',
  issueDate: 'documents.fields.issueDate',
  expiryDate: 'documents.fields.expiryDate',
  issuingCountryId: 'documents.fields.issuingCountry',
  namedByClient: 'placements.ui.namedByClient',
  startDate: 'placements.ui.startDate',
  probationEnd: 'placements.ui.probationEnd',
  contractEnd: 'placements.ui.contractEnd',
  paidUntil: 'placements.ui.paidUntil',
  endKind: 'placements.ui.endKindLabel',
  endedOn: 'placements.ui.endedOn',
  reportedBy: 'placements.ui.reportedBy',
  endNote: 'placements.ui.endNote',
  workerBackOn: 'placements.ui.workerBackOn',
  refundDueDays: 'packagesAdmin.refundDueDays',
  fullRefundMonths: 'packagesAdmin.fullRefundMonths',
  contractMonths: 'packagesAdmin.contractMonths',
  message: 'enquiriesAdmin.message',
  preferredDate: 'enquiriesAdmin.preferredDate',
  ownerId: 'audit.fields.owner',
  nationality: 'audit.fields.nationalityId',
  stepId: 'processFees.fields.stepId',
  paidOn: 'processFees.fields.paidOn',
  paidBy: 'processFees.fields.paidBy',
  receipt: 'processFees.fields.receipt',
  billNumber: 'processFees.fields.billNumber',
};

const labelKeyOf = (field: string) => FORM_LABELS[field] ?? `audit.fields.${field}`;

/** Whether the catalogue names a field in this language (a test keeps every audited field named). */
export const hasFieldLabel = (locale: TLocale, field: string) => translate(locale, labelKeyOf(field)) !== labelKeyOf(field);

export const fieldLabel = (locale: TLocale, field: string) => labelOr(locale, labelKeyOf(field), humanise(field));

// ---------------------------------------------------------------- values

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
const isMoment = (text: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text);

/** A guarantee's outcome as one sentence: "Full refund within probation: AED 13,125 by 27 December 2026, or a replacement". */
export function guaranteeSentence(locale: TLocale, guarantee: Pick<TStoredGuarantee, 'basis' | 'remedies' | 'refundFils' | 'dueOn'>): string {
  const basis = labelOr(locale, `audit.guarantee.basis.${guarantee.basis}`, humanise(guarantee.basis));
  if (guarantee.remedies.includes('refund') && guarantee.refundFils > 0)
    return translate(locale, guarantee.remedies.includes('replacement') ? 'audit.guarantee.refundOrReplacement' : 'audit.guarantee.refund', {
      basis,
      amount: formatAed(guarantee.refundFils / 100, locale),
      date: guarantee.dueOn ? formatUaeDate(guarantee.dueOn, locale) : '',
    });
  if (guarantee.remedies.includes('replacement')) return translate(locale, 'audit.guarantee.replacement', { basis });
  return translate(locale, 'audit.guarantee.nothing', { basis });
}

/** Parts of a past job worked out from the others (its years from the period, its region from the country). */
const DERIVED_PARTS = new Set(['years', 'region']);

/** A past job reads 'Nanny · Qatar · 3 years' whatever order the stored JSON keeps its keys in. */
const PART_ORDER = ['name', 'position', 'country', 'period'];
const partRank = (key: string) => (PART_ORDER.includes(key) ? PART_ORDER.indexOf(key) : PART_ORDER.length);

/** A record inside a change (a past job): each part in the reader's language ('xAr', or 'x' when it has no Arabic), joined with a dot. */
function partsOf(locale: TLocale, item: Record<string, unknown>) {
  return Object.keys(item)
    .filter((key) => !key.endsWith('Ar') && !DERIVED_PARTS.has(key))
    .sort((one, other) => partRank(one) - partRank(other))
    .map((key) => (locale === 'ar' && item[`${key}Ar`] ? item[`${key}Ar`] : item[key]))
    .map((part) => (part === null || part === undefined || typeof part === 'object' ? '' : String(part)))
    .filter(Boolean)
    .join(' · ');
}

/** One plain value: money, a day, a moment, an enumerated code, yes/no, or the text itself. */
function scalarText(locale: TLocale, field: string, raw: unknown, entity: string | null = null): string {
  if (typeof raw === 'boolean') return translate(locale, raw ? 'audit.yes' : 'audit.no');
  if (typeof raw === 'number' && /Fils$/.test(field)) return formatAed(raw / 100, locale);
  if (typeof raw === 'number' && /Aed$/.test(field)) return formatAed(raw, locale);
  const text = String(raw);
  const emirate = field === 'emirate' ? EMIRATES.find((each) => each.key === text) : undefined;
  if (emirate) return inLocale(locale, emirate.name, emirate.nameAr);
  const enumKey = (entity && field === 'status' ? STATUS_KEYS[entity] : entity && field === 'kind' ? KIND_KEYS[entity] : undefined) ?? ENUM_KEYS[field];
  if (enumKey) return labelOr(locale, enumKey.replace('{}', text), humanise(text));
  if (isDay(text)) return formatUaeDate(text, locale);
  if (isMoment(text)) return formatUaeDateTime(text, locale);
  return text;
}

/** Page bodies are long HTML: the gist is enough here, the page itself holds the rest. */
function gist(text: string) {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 120 ? `${plain.slice(0, 117)}…` : plain;
}

type TContext = { locale: TLocale; names: TNames; entity: string | null };

/** A value of a field as the reader reads it; null when there is none. */
function valueText(context: TContext, field: string, raw: unknown): string | null {
  const { locale, names, entity } = context;
  if (raw === null || raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0)) return null;
  const kind = REF_FIELDS[field];
  // Some modules already write a reference by its names ({ name, nameAr }): those read as they are.
  if (kind && idsOf(raw).length > 0) {
    const list = idsOf(raw).map((id) => names.get(refKey(kind, id)) ?? `#${id}`);
    return list.join(translate(locale, 'audit.listSeparator'));
  }
  // A sponsor's nationality is kept as its ISO code.
  const country = field === 'nationality' && typeof raw === 'string' ? countryByCode(raw) : null;
  if (country) return locale === 'ar' ? country.nameAr : country.name;
  if (field === 'guarantee' && typeof raw === 'object' && 'basis' in raw) return guaranteeSentence(locale, raw as TStoredGuarantee);
  if (Array.isArray(raw))
    return raw
      .map((item) => (item && typeof item === 'object' ? partsOf(locale, item as Record<string, unknown>) : scalarText(locale, field, item, entity)))
      .join(translate(locale, 'audit.listSeparator'));
  if (typeof raw === 'object') return partsOf(locale, raw as Record<string, unknown>);
  return gist(scalarText(locale, field, raw, entity)) || null;
}

/** An uploaded file's change, said without its name: added, replaced or removed. */
function fileLine(locale: TLocale, field: string, before: unknown, after: unknown): TAuditLine {
  const change = !before ? 'added' : !after ? 'removed' : 'replaced';
  return { field, label: fieldLabel(locale, field), before: null, after: translate(locale, `audit.file.${change}`) };
}

/** One changed field as a line: its label, what it was (null for a creation) and what it became. */
function lineOf(context: TContext, field: string, [before, after]: unknown[]): TAuditLine {
  if (FILE_FIELDS.has(field)) return fileLine(context.locale, field, before, after);
  const empty = translate(context.locale, 'audit.empty');
  const wasText = valueText(context, field, before);
  return {
    field,
    label: fieldLabel(context.locale, field),
    before: before === null || before === undefined ? null : (wasText ?? empty),
    after: valueText(context, field, after) ?? empty,
  };
}

/** Rows of the audit trail with their lines and their record's name added, in one lookup per kind of record. */
export async function withSentences<T extends TTrailRow>(
  db: TDb,
  locale: TLocale,
  rows: T[],
): Promise<Array<T & { subject: string | null; lines: TAuditLine[] }>> {
  const names = await resolveNames(db, locale, rows);
  return rows.map((row) => {
    const context: TContext = { locale, names, entity: row.entity?.split(':')[0] ?? null };
    // The record's own id says nothing to a reader: its name is the subject.
    const changes = Object.entries(row.changes ?? {}).filter(([field]) => field !== 'id');
    const lines = changes.map(([field, pair]) => lineOf(context, field, pair));
    // A new record's empty fields say nothing: only what was set is listed.
    const said = lines.filter((line) => line.before !== null || line.after !== translate(locale, 'audit.empty'));
    return { ...row, subject: subjectOf(names, row), lines: said };
  });
}
