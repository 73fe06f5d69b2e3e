import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  FOOTER_COLUMNS,
  LANGUAGE_ID,
  MENU_TYPE_ID,
  type TAdminMenuItem,
  type TAdminPage,
  type ZMenuItemInputSchema,
  type ZPageInputSchema,
  type ZSectionInputSchema,
} from '@app/shared';
import type { z } from 'zod';
import type { TDb, TTx } from '../../db/client.js';
import { assets, menuItems, menuItemTitles, pageLanguages, pages, sectionLanguages, sections } from '../../db/schema/index.js';
import { containsPattern, countRows, pageOf, pgErrorCode } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import { recordChange, type TAuditActor } from '../audit/record.js';
import { readMenuItems } from '../content/menu-items.js';
import { plainText, sanitizeBody } from './sanitize.js';

type TPageInput = z.infer<typeof ZPageInputSchema>;
type TSectionInput = z.infer<typeof ZSectionInputSchema>;
type TMenuItemInput = z.infer<typeof ZMenuItemInputSchema>;

const LANGUAGES = [
  ['en', LANGUAGE_ID.english],
  ['ar', LANGUAGE_ID.arabic],
] as const;

/** A record's texts for the audit trail, one field per language: titleEn, titleAr, bodyEn... */
function textsByLanguage<F extends string>(entries: Array<{ languageId: number } & Record<F, string>>, fields: readonly F[]) {
  const texts: Record<string, string> = {};
  for (const [locale, languageId] of LANGUAGES) {
    const entry = entries.find((candidate) => candidate.languageId === languageId);
    for (const field of fields) texts[`${field}${locale === 'en' ? 'En' : 'Ar'}`] = entry?.[field] ?? '';
  }
  return texts;
}

/** A page as the audit trail compares it (row locked): its columns and its texts in both languages. */
async function pageSnapshot(tx: TTx, id: number) {
  const [page] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
  if (!page) return null;
  const entries = await tx.select().from(pageLanguages).where(eq(pageLanguages.pageId, id));
  return { ...page, ...textsByLanguage(entries, ['title', 'seoDesc', 'keywords', 'summary', 'body'] as const) };
}

async function sectionSnapshot(tx: TTx, id: number) {
  const [section] = await tx.select().from(sections).where(eq(sections.id, id)).for('update');
  if (!section) return null;
  const entries = await tx.select().from(sectionLanguages).where(eq(sectionLanguages.sectionId, id));
  return { ...section, ...textsByLanguage(entries, ['title', 'subTitle', 'body'] as const) };
}

async function menuItemSnapshot(tx: TTx, id: number) {
  const [item] = await tx.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
  if (!item) return null;
  const entries = await tx.select().from(menuItemTitles).where(eq(menuItemTitles.menuItemId, id));
  return { ...item, ...textsByLanguage(entries, ['title'] as const) };
}

// ---------------------------------------------------------------- pages

export async function listAdminPages(db: TDb, query: { kind?: 'page' | 'article'; search?: string; pageNumber: number; pageSize: number }) {
  const english = sql`(SELECT title FROM page_languages WHERE page_id = ${pages.id} AND language_id = ${LANGUAGE_ID.english})`;
  const arabic = sql`(SELECT title FROM page_languages WHERE page_id = ${pages.id} AND language_id = ${LANGUAGE_ID.arabic})`;
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(pages.kind, query.kind));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(pages.uniqueUrl, pattern), sql`EXISTS (SELECT 1 FROM page_languages WHERE page_id = ${pages.id} AND title ILIKE ${pattern})`)!);
  }
  const rows = await db
    .select({
      id: pages.id,
      uniqueUrl: pages.uniqueUrl,
      kind: pages.kind,
      title: sql<string>`coalesce(${english}, '')`,
      titleAr: sql<string>`coalesce(${arabic}, '')`,
      isActive: pages.isActive,
      publishedAt: pages.publishedAt,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(pages)
    .where(and(...conditions))
    .orderBy(asc(pages.kind), desc(pages.publishedAt), desc(pages.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  return pageOf(
    rows,
    query,
    ({ totalCount: _total, ...row }) => ({ ...row, publishedAt: row.publishedAt.toISOString() }),
    () => countRows(db, pages, and(...conditions)),
  );
}

const imageName = (id: number | null, names: Map<number, string>) => (id === null ? null : (names.get(id) ?? null));

export async function getAdminPage(db: TDb, id: number): Promise<TAdminPage> {
  const [page] = await db.select().from(pages).where(eq(pages.id, id));
  if (!page) throw new AppError(404, 'cms.pageNotFound');
  const [entries, sectionRows] = await Promise.all([
    db.select().from(pageLanguages).where(eq(pageLanguages.pageId, id)),
    db.select().from(sections).where(eq(sections.pageId, id)).orderBy(asc(sections.sortOrder), asc(sections.id)),
  ]);
  const sectionEntries = sectionRows.length
    ? await db
        .select()
        .from(sectionLanguages)
        .where(
          inArray(
            sectionLanguages.sectionId,
            sectionRows.map((row) => row.id),
          ),
        )
    : [];
  const imageIds = [page.imageId, ...sectionRows.map((row) => row.imageId)].filter((value): value is number => value !== null);
  const names = new Map(
    imageIds.length
      ? (await db.select({ id: assets.id, fileName: assets.fileName }).from(assets).where(inArray(assets.id, imageIds))).map((row) => [row.id, row.fileName])
      : [],
  );
  const pageEntry = (languageId: number) => {
    const entry = entries.find((candidate) => candidate.languageId === languageId);
    return {
      title: entry?.title ?? '',
      seoDesc: entry?.seoDesc ?? '',
      keywords: entry?.keywords ?? '',
      summary: entry?.summary ?? '',
      body: entry?.body ?? '',
    };
  };
  const sectionEntry = (sectionId: number, languageId: number) => {
    const entry = sectionEntries.find((candidate) => candidate.sectionId === sectionId && candidate.languageId === languageId);
    return { title: entry?.title ?? '', subTitle: entry?.subTitle ?? '', body: entry?.body ?? '' };
  };
  return {
    id: page.id,
    uniqueUrl: page.uniqueUrl,
    kind: page.kind,
    imageId: page.imageId,
    image: imageName(page.imageId, names),
    isActive: page.isActive,
    publishedAt: page.publishedAt.toISOString(),
    en: pageEntry(LANGUAGE_ID.english),
    ar: pageEntry(LANGUAGE_ID.arabic),
    sections: sectionRows.map((row) => ({
      id: row.id,
      key: row.key,
      imageId: row.imageId,
      image: imageName(row.imageId, names),
      sortOrder: row.sortOrder,
      isActive: row.isActive,
      en: sectionEntry(row.id, LANGUAGE_ID.english),
      ar: sectionEntry(row.id, LANGUAGE_ID.arabic),
    })),
  };
}

function cleanPageEntry(entry: TPageInput['en']) {
  return {
    title: plainText(entry.title),
    seoDesc: plainText(entry.seoDesc),
    keywords: plainText(entry.keywords),
    summary: plainText(entry.summary),
    body: sanitizeBody(entry.body),
  };
}

async function writePageLanguages(tx: TTx, pageId: number, input: TPageInput) {
  await tx.delete(pageLanguages).where(eq(pageLanguages.pageId, pageId));
  await tx.insert(pageLanguages).values(LANGUAGES.map(([locale, languageId]) => ({ pageId, languageId, ...cleanPageEntry(input[locale]) })));
}

/** A duplicate unique URL or an image that is not in the library is the editor's mistake, not a crash. */
async function savingPage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = pgErrorCode(error);
    if (constraint === 'pages_unique_url_unique') throw new AppError(409, 'cms.uniqueUrlTaken', {}, 'uniqueUrl');
    if (code === '23503') throw new AppError(422, 'cms.imageMissing', {}, 'imageId');
    throw error;
  }
}

export async function createPage(db: TDb, input: TPageInput, now: Date, actor: TAuditActor) {
  const id = await savingPage(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pages)
        .values({
          uniqueUrl: input.uniqueUrl,
          kind: input.kind,
          imageId: input.imageId,
          isActive: input.isActive,
          publishedAt: input.publishedAt ? new Date(input.publishedAt) : now,
          updatedAt: now,
        })
        .returning({ id: pages.id });
      await writePageLanguages(tx, row!.id, input);
      await recordChange(tx, actor, { action: 'create', entity: 'page', entityId: row!.id }, null, await pageSnapshot(tx, row!.id));
      return row!.id;
    }),
  );
  return getAdminPage(db, id);
}

export async function updatePage(db: TDb, id: number, input: TPageInput, now: Date, actor: TAuditActor) {
  await savingPage(() =>
    db.transaction(async (tx) => {
      const before = await pageSnapshot(tx, id);
      if (!before) throw new AppError(404, 'cms.pageNotFound');
      await tx
        .update(pages)
        .set({
          uniqueUrl: input.uniqueUrl,
          kind: input.kind,
          imageId: input.imageId,
          isActive: input.isActive,
          ...(input.publishedAt ? { publishedAt: new Date(input.publishedAt) } : {}),
          updatedAt: now,
        })
        .where(eq(pages.id, id));
      await writePageLanguages(tx, id, input);
      await recordChange(tx, actor, { action: 'update', entity: 'page', entityId: id }, before, await pageSnapshot(tx, id));
    }),
  );
  return getAdminPage(db, id);
}

export async function deletePage(db: TDb, id: number, actor: TAuditActor) {
  await db.transaction(async (tx) => {
    const before = await pageSnapshot(tx, id);
    if (!before) throw new AppError(404, 'cms.pageNotFound');
    await tx.delete(pages).where(eq(pages.id, id));
    await recordChange(tx, actor, { action: 'delete', entity: 'page', entityId: id }, before, null);
  });
}

// ---------------------------------------------------------------- sections

async function writeSection(tx: TTx, sectionId: number, input: TSectionInput) {
  await tx.delete(sectionLanguages).where(eq(sectionLanguages.sectionId, sectionId));
  await tx.insert(sectionLanguages).values(
    LANGUAGES.map(([locale, languageId]) => ({
      sectionId,
      languageId,
      title: plainText(input[locale].title),
      subTitle: plainText(input[locale].subTitle),
      body: sanitizeBody(input[locale].body),
    })),
  );
}

export async function addSection(db: TDb, pageId: number, input: TSectionInput, actor: TAuditActor) {
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId));
  if (!page) throw new AppError(404, 'cms.pageNotFound');
  await savingPage(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sections)
        .values({ pageId, key: input.key, imageId: input.imageId, sortOrder: input.sortOrder, isActive: input.isActive })
        .returning({ id: sections.id });
      await writeSection(tx, row!.id, input);
      await recordChange(tx, actor, { action: 'create', entity: 'section', entityId: row!.id }, null, await sectionSnapshot(tx, row!.id));
    }),
  );
  return getAdminPage(db, pageId);
}

export async function updateSection(db: TDb, id: number, input: TSectionInput, actor: TAuditActor) {
  const pageId = await savingPage(() =>
    db.transaction(async (tx) => {
      const before = await sectionSnapshot(tx, id);
      if (!before) throw new AppError(404, 'cms.sectionNotFound');
      await tx
        .update(sections)
        .set({ key: input.key, imageId: input.imageId, sortOrder: input.sortOrder, isActive: input.isActive })
        .where(eq(sections.id, id));
      await writeSection(tx, id, input);
      await recordChange(tx, actor, { action: 'update', entity: 'section', entityId: id }, before, await sectionSnapshot(tx, id));
      return before.pageId;
    }),
  );
  return getAdminPage(db, pageId);
}

export async function deleteSection(db: TDb, id: number, actor: TAuditActor) {
  const pageId = await db.transaction(async (tx) => {
    const before = await sectionSnapshot(tx, id);
    if (!before) throw new AppError(404, 'cms.sectionNotFound');
    await tx.delete(sections).where(eq(sections.id, id));
    await recordChange(tx, actor, { action: 'delete', entity: 'section', entityId: id }, before, null);
    return before.pageId;
  });
  return getAdminPage(db, pageId);
}

// ---------------------------------------------------------------- menus

/** Every item of one menu, active or not, flat with its parent id, in order. */
export async function listMenuItems(db: TDb, typeId: number): Promise<TAdminMenuItem[]> {
  const items = await readMenuItems(db, typeId, { activeOnly: false });
  const titleIn = (titles: Array<{ languageId: number; title: string }>, languageId: number) =>
    titles.find((title) => title.languageId === languageId)?.title ?? '';
  return items.map((item) => ({
    id: item.id,
    parentId: item.parentId,
    url: item.url,
    sortOrder: item.sortOrder,
    isActive: item.isActive,
    titleEn: titleIn(item.titles, LANGUAGE_ID.english),
    titleAr: titleIn(item.titles, LANGUAGE_ID.arabic),
  }));
}

async function assertParentInMenu(tx: TTx, typeId: number, parentId: number | null, itemId?: number) {
  if (parentId === null) return assertFooterHasRoom(tx, typeId, itemId);
  const [parent] = await tx
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, parentId), eq(menuItems.typeId, typeId)));
  if (!parent || parentId === itemId || parent.parentId !== null) throw new AppError(422, 'cms.menuParentInvalid', {}, 'parentId');
}

/** A top-level footer item is a column, and the footer shows three: a fourth would be saved and never seen. */
async function assertFooterHasRoom(tx: TTx, typeId: number, itemId?: number) {
  if (typeId !== MENU_TYPE_ID.footer) return;
  const columns = await tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.typeId, typeId), isNull(menuItems.parentId)));
  if (columns.filter((column) => column.id !== itemId).length >= FOOTER_COLUMNS)
    throw new AppError(409, 'cms.footerColumnsFull', { count: FOOTER_COLUMNS }, 'parentId');
}

async function writeTitles(tx: TTx, menuItemId: number, input: TMenuItemInput) {
  await tx.delete(menuItemTitles).where(eq(menuItemTitles.menuItemId, menuItemId));
  await tx.insert(menuItemTitles).values([
    { menuItemId, languageId: LANGUAGE_ID.english, title: plainText(input.titleEn) },
    { menuItemId, languageId: LANGUAGE_ID.arabic, title: plainText(input.titleAr) },
  ]);
}

export async function addMenuItem(db: TDb, typeId: number, input: TMenuItemInput, actor: TAuditActor) {
  await db.transaction(async (tx) => {
    await assertParentInMenu(tx, typeId, input.parentId);
    const [row] = await tx
      .insert(menuItems)
      .values({ typeId, parentId: input.parentId, url: input.url, sortOrder: input.sortOrder, isActive: input.isActive })
      .returning({ id: menuItems.id });
    await writeTitles(tx, row!.id, input);
    await recordChange(tx, actor, { action: 'create', entity: 'menuItem', entityId: row!.id }, null, await menuItemSnapshot(tx, row!.id));
  });
  return listMenuItems(db, typeId);
}

export async function updateMenuItem(db: TDb, id: number, input: TMenuItemInput, actor: TAuditActor) {
  const typeId = await db.transaction(async (tx) => {
    const item = await menuItemSnapshot(tx, id);
    if (!item) throw new AppError(404, 'cms.menuItemNotFound');
    await assertParentInMenu(tx, item.typeId, input.parentId, id);
    await tx
      .update(menuItems)
      .set({ parentId: input.parentId, url: input.url, sortOrder: input.sortOrder, isActive: input.isActive })
      .where(eq(menuItems.id, id));
    await writeTitles(tx, id, input);
    await recordChange(tx, actor, { action: 'update', entity: 'menuItem', entityId: id }, item, await menuItemSnapshot(tx, id));
    return item.typeId;
  });
  return listMenuItems(db, typeId);
}

export async function deleteMenuItem(db: TDb, id: number, actor: TAuditActor) {
  const typeId = await db.transaction(async (tx) => {
    const before = await menuItemSnapshot(tx, id);
    if (!before) throw new AppError(404, 'cms.menuItemNotFound');
    await tx.delete(menuItems).where(eq(menuItems.id, id));
    await recordChange(tx, actor, { action: 'delete', entity: 'menuItem', entityId: id }, before, null);
    return before.typeId;
  });
  return listMenuItems(db, typeId);
}
