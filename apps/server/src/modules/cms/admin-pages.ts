import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGE_ID, type TAdminPage, type ZPageInputSchema, type ZSectionInputSchema } from '@app/shared';
import type { z } from 'zod';
import type { TDb, TTx } from '../../db/client.js';
import { assets, pageLanguages, pages, sectionLanguages, sections } from '../../db/schema/index.js';
import { containsPattern, countRows, pageOf, paged, pgErrorCode } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';
import { plainText, sanitizeBody } from './sanitize.js';
import { LANGUAGES, textsByLanguage } from './texts.js';

type TPageInput = z.infer<typeof ZPageInputSchema>;
type TSectionInput = z.infer<typeof ZSectionInputSchema>;

/** The site's pages and articles and their sections, as the back office edits them. */

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

export async function listAdminPages(db: TDb, query: { kind?: 'page' | 'article'; search?: string; pageNumber: number; pageSize: number }) {
  const english = sql`(SELECT title FROM page_languages WHERE page_id = ${pages.id} AND language_id = ${LANGUAGE_ID.english})`;
  const arabic = sql`(SELECT title FROM page_languages WHERE page_id = ${pages.id} AND language_id = ${LANGUAGE_ID.arabic})`;
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(pages.kind, query.kind));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(pages.uniqueUrl, pattern), sql`EXISTS (SELECT 1 FROM page_languages WHERE page_id = ${pages.id} AND title ILIKE ${pattern})`)!);
  }
  const listed = db
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
    .$dynamic();
  const rows = await paged(listed, query);
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

export async function createPage(ctx: TCtx, input: TPageInput) {
  const id = await savingPage(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pages)
        .values({
          uniqueUrl: input.uniqueUrl,
          kind: input.kind,
          imageId: input.imageId,
          isActive: input.isActive,
          publishedAt: input.publishedAt ? new Date(input.publishedAt) : ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: pages.id });
      await writePageLanguages(tx, row!.id, input);
      await recordChange(tx, ctx.audit, { action: 'create', entity: 'page', entityId: row!.id }, null, await pageSnapshot(tx, row!.id));
      return row!.id;
    }),
  );
  return getAdminPage(ctx.db, id);
}

export async function updatePage(ctx: TCtx, id: number, input: TPageInput) {
  await savingPage(() =>
    ctx.db.transaction(async (tx) => {
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
          updatedAt: ctx.now,
        })
        .where(eq(pages.id, id));
      await writePageLanguages(tx, id, input);
      await recordChange(tx, ctx.audit, { action: 'update', entity: 'page', entityId: id }, before, await pageSnapshot(tx, id));
    }),
  );
  return getAdminPage(ctx.db, id);
}

export async function deletePage(ctx: TCtx, id: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await pageSnapshot(tx, id);
    if (!before) throw new AppError(404, 'cms.pageNotFound');
    await tx.delete(pages).where(eq(pages.id, id));
    await recordChange(tx, ctx.audit, { action: 'delete', entity: 'page', entityId: id }, before, null);
  });
}

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

export async function addSection(ctx: TCtx, pageId: number, input: TSectionInput) {
  const [page] = await ctx.db.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId));
  if (!page) throw new AppError(404, 'cms.pageNotFound');
  await savingPage(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sections)
        .values({ pageId, key: input.key, imageId: input.imageId, sortOrder: input.sortOrder, isActive: input.isActive })
        .returning({ id: sections.id });
      await writeSection(tx, row!.id, input);
      await recordChange(tx, ctx.audit, { action: 'create', entity: 'section', entityId: row!.id }, null, await sectionSnapshot(tx, row!.id));
    }),
  );
  return getAdminPage(ctx.db, pageId);
}

export async function updateSection(ctx: TCtx, id: number, input: TSectionInput) {
  const pageId = await savingPage(() =>
    ctx.db.transaction(async (tx) => {
      const before = await sectionSnapshot(tx, id);
      if (!before) throw new AppError(404, 'cms.sectionNotFound');
      await tx
        .update(sections)
        .set({ key: input.key, imageId: input.imageId, sortOrder: input.sortOrder, isActive: input.isActive })
        .where(eq(sections.id, id));
      await writeSection(tx, id, input);
      await recordChange(tx, ctx.audit, { action: 'update', entity: 'section', entityId: id }, before, await sectionSnapshot(tx, id));
      return before.pageId;
    }),
  );
  return getAdminPage(ctx.db, pageId);
}

export async function deleteSection(ctx: TCtx, id: number) {
  const pageId = await ctx.db.transaction(async (tx) => {
    const before = await sectionSnapshot(tx, id);
    if (!before) throw new AppError(404, 'cms.sectionNotFound');
    await tx.delete(sections).where(eq(sections.id, id));
    await recordChange(tx, ctx.audit, { action: 'delete', entity: 'section', entityId: id }, before, null);
    return before.pageId;
  });
  return getAdminPage(ctx.db, pageId);
}
