import { count, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { inLanguage, LANGUAGE_ID, LIST_SEPARATOR, type TAsset, type TAssetUse } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { assets, pageLanguages, pages, sectionLanguages, sections } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange, type TAuditActor } from '../audit/record.js';
import type { TReceivedFile, TUploadStore } from '../../storage/uploads.js';

type TAssetRow = Omit<TAsset, 'createdAt' | 'isUsed' | 'uses'> & { createdAt: Date };

const english = alias(pageLanguages, 'title_en');
const arabic = alias(pageLanguages, 'title_ar');
const useColumns = { assetId: assets.id, pageId: pages.id, pageKind: pages.kind, titleEn: english.title, titleAr: arabic.title };

/** The body of a page or section links a file as `/media/<name>`; the name alone could match inside another name. */
const linksTo = (body: AnyColumn) => sql`position('/media/' || ${assets.fileName} IN ${body}) > 0`;

/**
 * Every use of the given files, one row per file and page: a page's or article's picture, a
 * section's picture, and page or section texts that link the file.
 */
async function usesOf(db: TDb, assetIds: number[]): Promise<Map<number, TAssetUse[]>> {
  const uses = new Map<number, TAssetUse[]>();
  if (assetIds.length === 0) return uses;
  // Each query finds the page a different way; all then take the page's titles in both languages.
  const titled = <T extends PgSelect>(query: T) =>
    query
      .leftJoin(english, sql`${english.pageId} = ${pages.id} AND ${english.languageId} = ${LANGUAGE_ID.english}`)
      .leftJoin(arabic, sql`${arabic.pageId} = ${pages.id} AND ${arabic.languageId} = ${LANGUAGE_ID.arabic}`)
      .where(inArray(assets.id, assetIds));
  const base = () => db.select(useColumns).from(assets).$dynamic();
  const bodyOfPage = alias(pageLanguages, 'body_of_page');
  const rows = (
    await Promise.all([
      titled(base().innerJoin(pages, eq(pages.imageId, assets.id))),
      titled(base().innerJoin(sections, eq(sections.imageId, assets.id)).innerJoin(pages, eq(pages.id, sections.pageId))),
      titled(base().innerJoin(bodyOfPage, linksTo(bodyOfPage.body)).innerJoin(pages, eq(pages.id, bodyOfPage.pageId))),
      titled(
        base()
          .innerJoin(sectionLanguages, linksTo(sectionLanguages.body))
          .innerJoin(sections, eq(sections.id, sectionLanguages.sectionId))
          .innerJoin(pages, eq(pages.id, sections.pageId)),
      ),
    ])
  ).flat();
  for (const { assetId, titleEn, titleAr, ...use } of rows as Array<TAssetUse & { assetId: number }>) {
    const list = uses.get(assetId) ?? [];
    if (!list.some((known) => known.pageId === use.pageId)) list.push({ ...use, titleEn: titleEn ?? '', titleAr: titleAr ?? '' });
    uses.set(assetId, list);
  }
  return uses;
}

const present = (row: TAssetRow, uses: TAssetUse[]): TAsset => ({ ...row, createdAt: row.createdAt.toISOString(), isUsed: uses.length > 0, uses });

const assetColumns = {
  id: assets.id,
  fileName: assets.fileName,
  thumbnail: assets.thumbnail,
  originalName: assets.originalName,
  kind: assets.kind,
  sizeBytes: assets.sizeBytes,
  createdAt: assets.createdAt,
};

export async function listAssets(db: TDb, page: { pageNumber: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(assetColumns)
      .from(assets)
      .orderBy(desc(assets.createdAt), desc(assets.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db.select({ value: count() }).from(assets),
  ]);
  const uses = await usesOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => present(row, uses.get(row.id) ?? [])), totalCount: total?.value ?? 0, ...page };
}

/** The shown name is the uploader's file name without any path, for the editor's eyes only. */
const displayName = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .slice(0, 120) || 'file';

export async function addAsset(
  db: TDb,
  uploads: TUploadStore,
  upload: { file: TReceivedFile; filename?: string; kind: 'image' | 'video' },
  actor: TAuditActor,
) {
  const stored = upload.kind === 'image' ? await uploads.saveImage(upload.file) : { image: await uploads.saveVideo(upload.file), thumbnail: null };
  try {
    const row = await db.transaction(async (tx) => {
      const [added] = await tx
        .insert(assets)
        .values({
          fileName: stored.image,
          thumbnail: stored.thumbnail,
          originalName: displayName(upload.filename),
          kind: upload.kind,
          sizeBytes: upload.file.sizeBytes,
        })
        .returning();
      await recordChange(tx, actor, { action: 'create', entity: 'media', entityId: added!.id }, null, added!);
      return added!;
    });
    return present(row, []);
  } catch (error) {
    // A file no row names would never be listed nor removed.
    await uploads.remove(stored.image, stored.thumbnail);
    throw error;
  }
}

/** Only a file nothing uses can go: deleting it would strip it from a page. The refusal names the pages. */
export async function deleteAsset(ctx: TCtx, id: number, uploads: TUploadStore) {
  const [row] = await ctx.db.select().from(assets).where(eq(assets.id, id));
  if (!row) throw new AppError(404, 'cms.assetNotFound');
  const uses = (await usesOf(ctx.db, [id])).get(id) ?? [];
  if (uses.length > 0) {
    const titles = uses.map((use) => inLanguage(use, 'title', ctx.locale));
    throw new AppError(409, 'cms.assetInUse', { pages: titles.join(LIST_SEPARATOR[ctx.locale]) });
  }
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(assets).where(eq(assets.id, id)).returning();
    if (!deleted) throw new AppError(404, 'cms.assetNotFound');
    await recordChange(tx, ctx.audit, { action: 'delete', entity: 'media', entityId: id }, deleted, null);
  });
  await uploads.remove(row.fileName, row.thumbnail);
}
