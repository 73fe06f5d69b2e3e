import fs from 'node:fs';
import path from 'node:path';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  AGE_RANGES,
  completeExperience,
  todayInUae,
  type TAdminLaborQuery,
  type TCatalogueQuery,
  type TLaborInput,
  type TCataloguePage,
  type TSimilarLabors,
} from '@app/shared';
import type { TDb, TTx } from '../../db/client.js';
import {
  countries,
  educationLevels,
  laborExperiences,
  laborLanguages,
  labors,
  languages,
  maritalStatuses,
  orders,
  positions,
  referenceTables,
  religions,
} from '../../db/schema/index.js';
import { containsPattern, pgErrorCode, sortedBy } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import { recordChange, type TAuditActor } from '../audit/record.js';
import { keptCatalogue, keptDetails, pageOfKept, workersVersion, type TCatalogueCriteria } from './kept-workers.js';
import { presentAdminLabor, presentCard, presentPublicLabor, type TLaborRelations, type TLaborRow } from './presenter.js';

type TLaborContext = { db: TDb; clock: () => Date; uploadDir: string };

const named = (table: typeof countries) => ({ id: table.id, name: table.name, nameAr: table.nameAr });

const isoDay = (day: Date) => day.toISOString().slice(0, 10);
function yearsBefore(day: Date, years: number, plusDays = 0) {
  const shifted = new Date(Date.UTC(day.getUTCFullYear() - years, day.getUTCMonth(), day.getUTCDate() + plusDays));
  return isoDay(shifted);
}

/** Born between these days means an age within the range today (the UAE's today: birthdays turn at its midnight). */
function birthDayBounds(range: string, now: Date) {
  const today = new Date(`${todayInUae(now)}T00:00:00Z`);
  const { min, max } = AGE_RANGES.find((candidate) => candidate.value === range)!;
  return { earliest: yearsBefore(today, max + 1, 1), latest: yearsBefore(today, min) };
}

/** The day a worker must be available by: today for "available now", a later day asked for (an earlier one is today). */
function availableOn(query: TCatalogueQuery, today: string): string | undefined {
  if (query.availableOnly) return today;
  if (query.availableBy) return query.availableBy > today ? query.availableBy : today;
  return undefined;
}

/** What the filters ask, resolved for today: the same criteria filter the SQL and the kept workers. */
function criteriaOf(query: TCatalogueQuery, now: Date): TCatalogueCriteria {
  const today = todayInUae(now);
  return {
    passportValidOn: today,
    countryId: query.nationality,
    positionId: query.profession,
    gender: query.gender,
    availableOn: availableOn(query, today),
    bornBetween: query.ageRange ? birthDayBounds(query.ageRange, now) : undefined,
    religionId: query.religion,
    maritalStatusId: query.maritalStatus,
    languageIds: query.languages,
    minYears: query.experience,
    workedIn: query.workedIn,
    salaryMin: query.salaryMin,
    salaryMax: query.salaryMax,
    hasVideo: query.hasVideo ? true : undefined,
  };
}

/** The SQL of each filter asked for, as the kept workers' checks read them (kept-workers.ts). */
function conditionsOf(criteria: TCatalogueCriteria): SQL[] {
  const conditions: SQL[] = [eq(labors.isActive, true), gte(labors.passportExpiryDate, criteria.passportValidOn)];
  const when = (asked: unknown, condition: () => SQL | undefined) => {
    if (asked !== undefined) conditions.push(condition()!);
  };
  when(criteria.countryId, () => eq(labors.countryId, criteria.countryId!));
  when(criteria.positionId, () => eq(labors.positionId, criteria.positionId!));
  when(criteria.gender, () => eq(labors.gender, criteria.gender!));
  when(criteria.availableOn, () => and(eq(labors.status, 'Available'), or(isNull(labors.availableFrom), lte(labors.availableFrom, criteria.availableOn!))));
  when(criteria.bornBetween, () => and(gte(labors.dateOfBirth, criteria.bornBetween!.earliest), lte(labors.dateOfBirth, criteria.bornBetween!.latest)));
  when(criteria.religionId, () => eq(labors.religionId, criteria.religionId!));
  when(criteria.maritalStatusId, () => eq(labors.maritalStatusId, criteria.maritalStatusId!));
  for (const languageId of criteria.languageIds ?? []) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${laborLanguages} WHERE ${laborLanguages.laborId} = ${labors.id} AND ${laborLanguages.languageId} = ${languageId})`,
    );
  }
  when(criteria.minYears, () => gte(labors.experienceYears, criteria.minYears!));
  when(criteria.workedIn, () => (criteria.workedIn === 'uae' ? eq(labors.gulfExperience, 'uae') : isNotNull(labors.gulfExperience)));
  when(criteria.salaryMin, () => gte(labors.salaryAed, criteria.salaryMin!));
  when(criteria.salaryMax, () => lte(labors.salaryAed, criteria.salaryMax!));
  when(criteria.hasVideo, () => isNotNull(labors.video));
  return conditions;
}

/** Which workers the catalogue shows for these filters, and in which order. */
function catalogueFilter(query: TCatalogueQuery, today: Date) {
  const criteria = criteriaOf(query, today);
  const order = {
    latest: [desc(labors.createdAt), desc(labors.id)],
    ageAsc: [desc(labors.dateOfBirth), desc(labors.id)],
    ageDesc: [asc(labors.dateOfBirth), asc(labors.id)],
  }[query.sort];
  return { where: and(...conditionsOf(criteria)), order };
}

/** The catalogue's page: active workers, filtered and sorted, one page. */
export function catalogueQuery(db: TDb, query: TCatalogueQuery, today: Date) {
  const { where, order } = catalogueFilter(query, today);
  return cardsQuery(db, where, order, query);
}

/**
 * A page of the catalogue and its total, from the active workers kept in memory while the workers'
 * version does not move (kept-workers.ts): one small read instead of a filtered, sorted page and a
 * count of up to every worker. Just after a change, the database answers while they are read again.
 */
export async function listCatalogue(db: TDb, query: TCatalogueQuery, today: Date, onError: (error: unknown) => void = () => {}): Promise<TCataloguePage> {
  const kept = keptCatalogue(db, await workersVersion(db), onError);
  const criteria = kept && criteriaOf(query, today);
  // "Available now" in the counts is on the UAE day the passports are judged on.
  const page = kept && criteria ? pageOfKept(kept, criteria, query, criteria.passportValidOn) : await pageFromDatabase(db, query, today);
  return {
    items: page.items.map((card) => presentCard(card, card.country, card.position, today)),
    totalCount: page.totalCount,
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    facets: page.facets,
  };
}

/** The counts are left out (null): the page shows the choices without numbers for that moment rather than run a grouped query per filter. */
async function pageFromDatabase(db: TDb, query: TCatalogueQuery, today: Date) {
  const { where, order } = catalogueFilter(query, today);
  const rows = await cardsQuery(db, where, order, query);
  const items = rows.map((row) => ({ ...row.labor, country: row.country, position: row.position }));
  return { items, totalCount: await totalOf(db, rows, where, query), facets: null };
}

/** A worker whose passport has expired (in UAE time) is not offered to families: she cannot travel or be hired. */
export const hasValidPassport = (now: Date) => gte(labors.passportExpiryDate, todayInUae(now));

/** The back-office list: search by code, by name, or by both; optional status. */
export async function listAdminLabors(db: TDb, query: TAdminLaborQuery, today: Date) {
  const conditions: SQL[] = [];
  if (query.code) conditions.push(ilike(labors.code, containsPattern(query.code)));
  if (query.name) conditions.push(or(ilike(labors.name, containsPattern(query.name)), ilike(labors.nameAr, containsPattern(query.name)))!);
  if (query.status) conditions.push(eq(labors.status, query.status));
  const columns = { createdAt: labors.createdAt, code: labors.code, name: labors.name, status: labors.status };
  const where = and(...conditions);
  const rows = await cardsQuery(db, where, sortedBy(query.sort, columns, labors.id, [desc(labors.createdAt), desc(labors.id)]), query);
  const totalCount = await totalOf(db, rows, where, query);
  const items = rows.map((row) => ({ ...presentCard(row.labor, row.country, row.position, today), isActive: row.labor.isActive }));
  return { items, totalCount, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

type TPageRequest = { pageNumber: number; pageSize: number };

/** Only the card's columns. */
const CARD_COLUMNS = {
  id: labors.id,
  code: labors.code,
  name: labors.name,
  nameAr: labors.nameAr,
  thumbnail: labors.thumbnail,
  dateOfBirth: labors.dateOfBirth,
  gender: labors.gender,
  salaryAed: labors.salaryAed,
  status: labors.status,
  availableFrom: labors.availableFrom,
  isActive: labors.isActive,
};

/**
 * One page of workers with nationality and position, each row carrying the total. Only the page's
 * rows are joined; the total is a count of the workers alone, run once for the query (a window
 * count had joined and carried all 10,000: 26 ms on PGlite), in the same round trip.
 */
function cardsQuery(db: TDb, where: SQL | undefined, order: SQL[], page: TPageRequest) {
  const totalCount = sql<number>`(SELECT count(*) FROM ${labors} WHERE ${where ?? sql`true`})`.mapWith(Number);
  return db
    .select({ labor: CARD_COLUMNS, country: named(countries), position: named(positions), totalCount })
    .from(labors)
    .innerJoin(countries, eq(countries.id, labors.countryId))
    .innerJoin(positions, eq(positions.id, labors.positionId))
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
}

/** The total the rows carry; a page past the last carries none, so it is counted. */
async function totalOf(db: TDb, rows: Array<{ totalCount: number }>, where: SQL | undefined, page: TPageRequest): Promise<number> {
  if (rows[0]) return rows[0].totalCount;
  if (page.pageNumber === 1) return 0;
  return (await db.select({ value: count() }).from(labors).where(where))[0]!.value;
}

/** A worker's languages and past jobs as JSON arrays in her row: her page is one query, not three. */
const spokenLanguages = sql<TLaborRelations['languages']>`coalesce((
  SELECT json_agg(json_build_object('id', ${languages.id}, 'name', ${languages.name}, 'nameAr', ${languages.nameAr}) ORDER BY ${languages.sortOrder})
  FROM ${laborLanguages} JOIN ${languages} ON ${languages.id} = ${laborLanguages.languageId}
  WHERE ${laborLanguages.laborId} = ${labors.id}), '[]')`;
const pastJobs = sql<TLaborRelations['experiences']>`coalesce((
  SELECT json_agg(json_build_object('id', e.id, 'laborId', e.labor_id, 'country', e.country, 'countryAr', e.country_ar, 'position', e.position,
    'positionAr', e.position_ar, 'period', e.period, 'periodAr', e.period_ar, 'years', e.years, 'region', e.region, 'sortOrder', e.sort_order) ORDER BY e.sort_order)
  FROM ${laborExperiences} e WHERE e.labor_id = ${labors.id}), '[]')`;

/** The workers' query, built once per database (Drizzle builds a query's SQL anew on every call otherwise: about 7% of a worker's page). */
function prepareLaborsByIds(db: TDb) {
  return db
    .select({
      labor: labors,
      country: named(countries),
      position: named(positions),
      religion: named(religions),
      educationLevel: named(educationLevels),
      maritalStatus: { ...named(maritalStatuses), nameArFemale: maritalStatuses.nameArFemale },
      languages: spokenLanguages,
      experiences: pastJobs,
    })
    .from(labors)
    .innerJoin(countries, eq(countries.id, labors.countryId))
    .innerJoin(positions, eq(positions.id, labors.positionId))
    .innerJoin(religions, eq(religions.id, labors.religionId))
    .innerJoin(educationLevels, eq(educationLevels.id, labors.educationLevelId))
    .innerJoin(maritalStatuses, eq(maritalStatuses.id, labors.maritalStatusId))
    .where(sql`${labors.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('labors_by_ids');
}

type TLoadedLabor = { row: TLaborRow; relations: TLaborRelations };
type TWaiting = { resolve: (found: TLoadedLabor | null) => void; reject: (error: unknown) => void };

/**
 * Reads workers by id, those asked for in the same turn of the event loop in one query: on PGlite a
 * query's own cost is about that of the worker it reads, and visitors arrive together.
 */
function laborLoader(db: TDb) {
  const laborsByIds = prepareLaborsByIds(db);
  let waiting: Map<number, TWaiting[]> | undefined;
  async function readBatch(batch: Map<number, TWaiting[]>) {
    try {
      const rows = await laborsByIds.execute({ ids: `{${[...batch.keys()].join(',')}}` });
      const byId = new Map(rows.map(({ labor, ...relations }) => [labor.id, { row: labor, relations }]));
      for (const [id, waiters] of batch) for (const waiter of waiters) waiter.resolve(byId.get(id) ?? null);
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }
  return (id: number) =>
    new Promise<TLoadedLabor | null>((resolve, reject) => {
      if (!waiting) {
        const batch = new Map<number, TWaiting[]>();
        waiting = batch;
        setImmediate(() => {
          waiting = undefined;
          void readBatch(batch);
        });
      }
      waiting.set(id, [...(waiting.get(id) ?? []), { resolve, reject }]);
    });
}
const laborLoaderOfDb = new WeakMap<TDb, ReturnType<typeof laborLoader>>();

function loadLabor(db: TDb, id: number): Promise<TLoadedLabor | null> {
  const load = laborLoaderOfDb.get(db) ?? laborLoader(db);
  laborLoaderOfDb.set(db, load);
  return load(id);
}

/** A worker's public page, kept in memory while the workers' version does not move (kept-workers.ts). */
export async function getPublicLabor(db: TDb, id: number, today: Date) {
  const day = todayInUae(today);
  // Kept as shown to visitors on this UAE day (her age): no private field is kept.
  const shown = await keptDetails(db, await workersVersion(db), `${day} ${id}`, async () => {
    const found = await loadLabor(db, id);
    const offered = found && found.row.isActive && found.row.passportExpiryDate >= day;
    return offered ? presentPublicLabor(found.row, found.relations, today) : null;
  });
  if (!shown) throw new AppError(404, 'labors.notFound');
  return shown;
}

const SIMILAR_COUNT = 4;

/**
 * Available workers like one who is gone (unknown, hidden, placed): of her profession and
 * nationality first, then of her profession, then the newest; never herself.
 */
export async function similarLabors(db: TDb, id: number, today: Date): Promise<TSimilarLabors> {
  const [gone] = await db.select({ positionId: labors.positionId, countryId: labors.countryId }).from(labors).where(eq(labors.id, id));
  const asks = gone ? [{ profession: gone.positionId, nationality: gone.countryId }, { profession: gone.positionId }, {}] : [{}];
  const items: TCataloguePage['items'] = [];
  for (const ask of asks) {
    const page = await listCatalogue(db, { ...ask, availableOnly: true, sort: 'latest', pageNumber: 1, pageSize: SIMILAR_COUNT + 1 }, today);
    for (const card of page.items) if (card.id !== id && !items.some((item) => item.id === card.id)) items.push(card);
    if (items.length >= SIMILAR_COUNT) break;
  }
  return { profession: gone?.positionId ?? null, items: items.slice(0, SIMILAR_COUNT) };
}

export async function getAdminLabor(db: TDb, id: number, today: Date) {
  const found = await loadLabor(db, id);
  if (!found) throw new AppError(404, 'labors.notFound');
  return presentAdminLabor(found.row, found.relations, today);
}

const referenceFields = [
  ['countryId', 'countries', 'validation.nationalityRequired'],
  ['positionId', 'positions', 'validation.positionRequired'],
  ['religionId', 'religions', 'validation.religionRequired'],
  ['educationLevelId', 'educationLevels', 'validation.educationRequired'],
  ['maritalStatusId', 'maritalStatuses', 'validation.maritalStatusRequired'],
] as const;

/** Each chosen reference value must exist and be active, each named file must have been uploaded. */
async function assertInputRefersToRealThings(ctx: TLaborContext, input: TLaborInput) {
  for (const [field, list, messageKey] of referenceFields) {
    const table = referenceTables[list];
    const [found] = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, input[field]), eq(table.isActive, true)));
    if (!found) throw new AppError(422, messageKey, {}, field);
  }
  if (input.languageIds.length > 0) {
    const found = await ctx.db.select({ id: languages.id }).from(languages).where(inArray(languages.id, input.languageIds));
    if (found.length !== new Set(input.languageIds).size) throw new AppError(422, 'validation.invalid', {}, 'languageIds');
  }
  for (const field of ['photo', 'thumbnail', 'video'] as const) {
    const name = input[field];
    if (name && !fs.existsSync(path.join(ctx.uploadDir, name))) throw new AppError(422, 'labors.fileMissing', {}, field);
  }
}

/** An expired passport cannot be saved, and a passport number belongs to one worker only. */
async function assertPassportAcceptable(ctx: TLaborContext, input: TLaborInput, selfId: number | null) {
  if (input.passportExpiryDate < todayInUae(ctx.clock())) throw new AppError(422, 'labors.passportExpired', {}, 'passportExpiryDate');
  const [holder] = await ctx.db
    .select({ code: labors.code })
    .from(labors)
    .where(and(sql`upper(btrim(${labors.passportNumber})) = ${input.passportNumber.trim().toUpperCase()}`, selfId === null ? undefined : ne(labors.id, selfId)))
    .limit(1);
  if (holder) throw passportTaken(holder.code);
}

const passportTaken = (code: string) => new AppError(409, code ? 'labors.passportTaken' : 'labors.passportTakenAny', { code }, 'passportNumber');

/** Two saves with one passport number at the same moment: the unique index refuses the second. */
async function refusingDuplicatePassport<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error).code === '23505' && pgErrorCode(error).constraint === 'labors_passport_key_unique') throw passportTaken('');
    throw error;
  }
}

function laborColumns(input: TLaborInput, now: Date) {
  const { languageIds: _languages, experiences: _experiences, skills, ...columns } = input;
  return { ...columns, skills: skills.map((skill) => skill.name), skillsAr: skills.map((skill) => skill.nameAr), updatedAt: now };
}

async function writeRelations(tx: Pick<TDb, 'insert' | 'delete'>, laborId: number, input: TLaborInput) {
  await tx.delete(laborLanguages).where(eq(laborLanguages.laborId, laborId));
  await tx.delete(laborExperiences).where(eq(laborExperiences.laborId, laborId));
  const languageIds = [...new Set(input.languageIds)];
  if (languageIds.length > 0) await tx.insert(laborLanguages).values(languageIds.map((languageId) => ({ laborId, languageId })));
  await tx
    .insert(laborExperiences)
    .values(input.experiences.map((experience, index) => ({ ...completeExperience(experience), laborId, sortOrder: index + 1 })));
}

/** A worker as the audit trail compares her: her row (locked), her languages and past jobs. */
/** The names a worker's references are shown by, in both languages: the trail reads "Philippines", not "3". */
const namesOf = (table: typeof countries) => ({ name: table.name, nameAr: table.nameAr });

async function laborSnapshot(tx: TTx, id: number) {
  const [row] = await tx.select().from(labors).where(eq(labors.id, id)).for('update');
  if (!row) return null;
  const [references] = await tx
    .select({
      countryId: namesOf(countries),
      positionId: namesOf(positions),
      religionId: namesOf(religions),
      educationLevelId: namesOf(educationLevels),
      maritalStatusId: namesOf(maritalStatuses),
    })
    .from(labors)
    .innerJoin(countries, eq(countries.id, labors.countryId))
    .innerJoin(positions, eq(positions.id, labors.positionId))
    .innerJoin(religions, eq(religions.id, labors.religionId))
    .innerJoin(educationLevels, eq(educationLevels.id, labors.educationLevelId))
    .innerJoin(maritalStatuses, eq(maritalStatuses.id, labors.maritalStatusId))
    .where(eq(labors.id, id));
  const spoken = await tx
    .select(namesOf(languages))
    .from(laborLanguages)
    .innerJoin(languages, eq(languages.id, laborLanguages.languageId))
    .where(eq(laborLanguages.laborId, id))
    .orderBy(asc(laborLanguages.languageId));
  const jobs = await tx.select().from(laborExperiences).where(eq(laborExperiences.laborId, id)).orderBy(asc(laborExperiences.sortOrder));
  // The passport's search key repeats its number: the trail keeps only the masked number.
  const { passportKey: _key, ...columns } = row;
  return {
    ...columns,
    ...references,
    languageIds: spoken,
    experiences: jobs.map((job) => ({
      position: job.position,
      positionAr: job.positionAr,
      country: job.country,
      countryAr: job.countryAr,
      period: job.period,
      periodAr: job.periodAr,
      years: job.years,
      region: job.region,
    })),
  };
}

/** Adds a worker; `alongside` is the caller's own work in the same transaction (an applicant linked to the worker she became). */
export async function createLabor(ctx: TLaborContext, input: TLaborInput, actor: TAuditActor, alongside?: (tx: TTx, laborId: number) => Promise<void>) {
  await assertInputRefersToRealThings(ctx, input);
  await assertPassportAcceptable(ctx, input, null);
  const now = ctx.clock();
  const id = await refusingDuplicatePassport(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(labors)
        .values({ ...laborColumns(input, now), createdAt: now })
        .returning({ id: labors.id });
      await writeRelations(tx, row!.id, input);
      await recordChange(tx, actor, { action: 'create', entity: 'labor', entityId: row!.id }, null, await laborSnapshot(tx, row!.id));
      await alongside?.(tx, row!.id);
      return row!.id;
    }),
  );
  return getAdminLabor(ctx.db, id, now);
}

export async function updateLabor(ctx: TLaborContext, id: number, input: TLaborInput, actor: TAuditActor) {
  await assertInputRefersToRealThings(ctx, input);
  await assertPassportAcceptable(ctx, input, id);
  const now = ctx.clock();
  await refusingDuplicatePassport(() =>
    ctx.db.transaction(async (tx) => {
      const before = await laborSnapshot(tx, id);
      if (!before) throw new AppError(404, 'labors.notFound');
      await tx.update(labors).set(laborColumns(input, now)).where(eq(labors.id, id));
      await writeRelations(tx, id, input);
      await recordChange(tx, actor, { action: 'update', entity: 'labor', entityId: id }, before, await laborSnapshot(tx, id));
    }),
  );
  return getAdminLabor(ctx.db, id, now);
}

/**
 * A status that contradicts the worker's placement needs the admin's explicit confirmation: freeing a
 * worker who has a Hired or Delivered order (families could request her again while she works for
 * one), or marking In service a worker with no placement. The refusal names the order.
 */
export async function setLaborStatus(ctx: TLaborContext, id: number, change: { status: TLaborRow['status']; confirmed: boolean }, actor: TAuditActor) {
  if (!change.confirmed) {
    const [placement] = await ctx.db
      .select({ number: orders.number })
      .from(orders)
      .where(and(eq(orders.laborId, id), inArray(orders.status, ['Hired', 'Delivered'])))
      .orderBy(desc(orders.updatedAt))
      .limit(1);
    if (placement && change.status !== 'InService') throw new AppError(409, 'labors.statusFreesPlaced', { number: placement.number }, 'status');
    if (!placement && change.status === 'InService') throw new AppError(409, 'labors.statusNoPlacement', {}, 'status');
  }
  return patchLabor(ctx, id, { status: change.status }, actor, 'status');
}

/** Status, photo or video changed on their own. */
export async function patchLabor(
  ctx: TLaborContext,
  id: number,
  change: Partial<Pick<TLaborRow, 'status' | 'photo' | 'thumbnail' | 'video'>>,
  actor: TAuditActor,
  action = 'update',
) {
  for (const name of [change.photo, change.thumbnail, change.video]) {
    if (name && !fs.existsSync(path.join(ctx.uploadDir, name))) throw new AppError(422, 'labors.fileMissing');
  }
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(labors).where(eq(labors.id, id)).for('update');
    if (!before) throw new AppError(404, 'labors.notFound');
    const [after] = await tx
      .update(labors)
      .set({ ...change, updatedAt: now })
      .where(eq(labors.id, id))
      .returning();
    await recordChange(tx, actor, { action, entity: 'labor', entityId: id }, before, after!, ['passportKey']);
  });
  return getAdminLabor(ctx.db, id, now);
}

const PASSPORT_FIELDS = ['passportNumber', 'passportIssueDate', 'passportExpiryDate', 'passportIssuePlace'] as const;

/** Whether saving `input` would change the worker's passport fields (a number compared as stored, trimmed and upper-case). */
export async function changesPassport(db: TDb, id: number, input: TLaborInput) {
  const [current] = await db
    .select({
      passportNumber: labors.passportNumber,
      passportIssueDate: labors.passportIssueDate,
      passportExpiryDate: labors.passportExpiryDate,
      passportIssuePlace: labors.passportIssuePlace,
    })
    .from(labors)
    .where(eq(labors.id, id));
  if (!current) return false;
  return PASSPORT_FIELDS.some((field) => String(current[field]).trim().toUpperCase() !== String(input[field]).trim().toUpperCase());
}
