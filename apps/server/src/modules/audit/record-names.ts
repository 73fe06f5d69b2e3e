import { eq, inArray } from 'drizzle-orm';
import { translate, type TLocale } from '@app/shared';
import type { TDb } from '../../db/client.js';
import {
  assets,
  branches,
  clientProfiles,
  invoices,
  labors,
  orders,
  placements,
  processSteps,
  processTemplates,
  referenceTables,
  users,
  visaProcesses,
} from '../../db/schema/index.js';

/**
 * The names of the records an audit page points to (its rows' subjects, and the ids their changes
 * hold): read in one query per kind of record, whatever the number of rows.
 */

/** An audit row as far as its presentation reads it. */
export type TTrailRow = { entity: string | null; entityId: string | null; changes: Record<string, unknown[]> | null };

/** The records an id can point to, each read once per page. */
type TRefKind =
  'labor' | 'user' | 'order' | 'placement' | 'branch' | 'asset' | 'invoice' | 'process' | 'processStep' | 'processTemplate' | keyof typeof referenceTables;

/** Fields that hold the id of another record, and which. */
export const REF_FIELDS: Record<string, TRefKind> = {
  laborId: 'labor',
  clientId: 'user',
  userId: 'user',
  ownerId: 'user',
  uploadedBy: 'user',
  createdBy: 'user',
  issuingCountryId: 'countries',
  interviewOutcomeSetBy: 'user',
  orderId: 'order',
  placementId: 'placement',
  replacesPlacementId: 'placement',
  branchId: 'branch',
  imageId: 'asset',
  creditNoteId: 'invoice',
  assigneeId: 'user',
  processId: 'process',
  stepId: 'processStep',
  templateId: 'processTemplate',
  countryId: 'countries',
  nationalityId: 'countries',
  positionId: 'positions',
  religionId: 'religions',
  educationLevelId: 'educationLevels',
  maritalStatusId: 'maritalStatuses',
  languageIds: 'languages',
};

/** The record a row is about, by its entity code. */
const ENTITY_REFS: Record<string, TRefKind> = {
  labor: 'labor',
  client: 'user',
  user: 'user',
  staff: 'user',
  order: 'order',
  placement: 'placement',
  branch: 'branch',
  media: 'asset',
  invoice: 'invoice',
  process: 'process',
  processStep: 'processStep',
  processTemplate: 'processTemplate',
};

export type TNames = Map<string, string>;
export const refKey = (kind: TRefKind, id: unknown) => `${kind}:${String(id)}`;
export const inLocale = (locale: TLocale, en: string, ar: string | null | undefined) => (locale === 'ar' && ar ? ar : en);

export const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);

/** Every record id the rows name, by kind. */
function wantedIds(rows: TTrailRow[]) {
  const wanted = new Map<TRefKind, Set<number>>();
  const want = (kind: TRefKind, value: unknown) => {
    const set = wanted.get(kind) ?? new Set<number>();
    for (const id of idsOf(value)) set.add(id);
    wanted.set(kind, set);
  };
  for (const row of rows) {
    const entityKind = subjectKind(row.entity);
    if (entityKind && row.entityId) want(entityKind, row.entityId);
    for (const [field, pair] of Object.entries(row.changes ?? {})) {
      const kind = REF_FIELDS[field];
      if (kind) for (const value of pair) want(kind, value);
    }
  }
  return wanted;
}

function subjectKind(entity: string | null): TRefKind | null {
  if (!entity) return null;
  const [code, list] = entity.split(':') as [string, string | undefined];
  if (code === 'lookup') return list && list in referenceTables ? (list as keyof typeof referenceTables) : null;
  return ENTITY_REFS[code] ?? null;
}

const workerName = (locale: TLocale, worker: { code: string; name: string; nameAr: string }) =>
  `${worker.code} ${inLocale(locale, worker.name, worker.nameAr)}`;

/** Reads the names of one kind of record: one query. */
async function namesOf(db: TDb, locale: TLocale, kind: TRefKind, ids: number[]): Promise<Array<[number, string]>> {
  switch (kind) {
    case 'labor':
      return (await db.select({ id: labors.id, code: labors.code, name: labors.name, nameAr: labors.nameAr }).from(labors).where(inArray(labors.id, ids))).map(
        (worker) => [worker.id, workerName(locale, worker)],
      );
    case 'user':
      return (
        await db
          .select({ id: users.id, userName: users.userName, fullName: clientProfiles.fullName, fullNameAr: clientProfiles.fullNameAr })
          .from(users)
          .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
          .where(inArray(users.id, ids))
      ).map((user) => [user.id, inLocale(locale, user.fullName || user.userName, user.fullNameAr)]);
    case 'order':
      return (await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, ids))).map((order) => [order.id, order.number]);
    case 'placement':
      return (
        await db
          .select({ id: placements.id, code: labors.code, name: labors.name, nameAr: labors.nameAr })
          .from(placements)
          .innerJoin(labors, eq(labors.id, placements.laborId))
          .where(inArray(placements.id, ids))
      ).map((placement) => [placement.id, translate(locale, 'audit.placementOf', { id: placement.id, worker: workerName(locale, placement) })]);
    case 'branch':
      return (await db.select({ id: branches.id, name: branches.name, nameAr: branches.nameAr }).from(branches).where(inArray(branches.id, ids))).map(
        (branch) => [branch.id, inLocale(locale, branch.name, branch.nameAr)],
      );
    case 'asset':
      return (await db.select({ id: assets.id, name: assets.originalName }).from(assets).where(inArray(assets.id, ids))).map((asset) => [asset.id, asset.name]);
    case 'process':
    case 'processStep':
    case 'processTemplate':
      return processNamesOf(db, locale, kind, ids);
    case 'invoice':
      return (await db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(inArray(invoices.id, ids))).map((invoice) => [
        invoice.id,
        invoice.number,
      ]);
    default: {
      const table = referenceTables[kind];
      return (await db.select({ id: table.id, name: table.name, nameAr: table.nameAr }).from(table).where(inArray(table.id, ids))).map((value) => [
        value.id,
        inLocale(locale, value.name, value.nameAr),
      ]);
    }
  }
}

/** A process by its package, where the worker is and the worker; a step by its name and its process's worker; a template by its package and location. */
async function processNamesOf(db: TDb, locale: TLocale, kind: 'process' | 'processStep' | 'processTemplate', ids: number[]): Promise<Array<[number, string]>> {
  const where = (packageKind: string, location: string) => ({
    package: translate(locale, `packageKind.${packageKind}`),
    location: translate(locale, `processes.locationShort.${location}`),
  });
  if (kind === 'processTemplate')
    return (await db.select().from(processTemplates).where(inArray(processTemplates.id, ids))).map((template) => [
      template.id,
      translate(locale, 'audit.templateOf', where(template.packageKind, template.location)),
    ]);
  const worker = { code: labors.code, name: labors.name, nameAr: labors.nameAr };
  if (kind === 'processStep')
    return (
      await db
        .select({ id: processSteps.id, stepEn: processSteps.nameEn, stepAr: processSteps.nameAr, ...worker })
        .from(processSteps)
        .innerJoin(visaProcesses, eq(visaProcesses.id, processSteps.processId))
        .innerJoin(labors, eq(labors.id, visaProcesses.laborId))
        .where(inArray(processSteps.id, ids))
    ).map((step) => [step.id, `${inLocale(locale, step.stepEn, step.stepAr)}: ${workerName(locale, step)}`]);
  return (
    await db
      .select({ id: visaProcesses.id, packageKind: visaProcesses.packageKind, location: visaProcesses.location, ...worker })
      .from(visaProcesses)
      .innerJoin(labors, eq(labors.id, visaProcesses.laborId))
      .where(inArray(visaProcesses.id, ids))
  ).map((process) => [
    process.id,
    translate(locale, 'audit.processOf', { ...where(process.packageKind, process.location), worker: workerName(locale, process) }),
  ]);
}

export async function resolveNames(db: TDb, locale: TLocale, rows: TTrailRow[]): Promise<TNames> {
  const names: TNames = new Map();
  const kinds = [...wantedIds(rows)].filter(([, ids]) => ids.size > 0);
  const found = await Promise.all(kinds.map(async ([kind, ids]) => ({ kind, pairs: await namesOf(db, locale, kind, [...ids]) })));
  for (const { kind, pairs } of found) for (const [id, name] of pairs) names.set(refKey(kind, id), name);
  return names;
}

/** The record a row is about, named: "Worker SK-1061 Maria Santos", "Order SO-Q7A4972J"; null when it has no name here. */
export function subjectOf(names: TNames, row: TTrailRow): string | null {
  const kind = subjectKind(row.entity);
  const name = kind && row.entityId ? names.get(refKey(kind, row.entityId)) : undefined;
  return name ?? null;
}
