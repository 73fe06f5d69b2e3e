import { count, desc, eq, sql } from 'drizzle-orm';
import type { TAsset } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { assets } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TUploadStore } from '../../storage/uploads.js';

/** In use: a page's or a section's image, or linked from any page or section body. */
const isUsed = sql<boolean>`(
  EXISTS (SELECT 1 FROM pages WHERE image_id = ${assets.id})
  OR EXISTS (SELECT 1 FROM sections WHERE image_id = ${assets.id})
  OR EXISTS (SELECT 1 FROM page_languages WHERE position(${assets.fileName} IN body) > 0)
  OR EXISTS (SELECT 1 FROM section_languages WHERE position(${assets.fileName} IN body) > 0)
)`;

const present = (row: Omit<TAsset, 'createdAt'> & { createdAt: Date }): TAsset => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function listAssets(db: TDb, page: { pageNumber: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: assets.id, fileName: assets.fileName, thumbnail: assets.thumbnail, originalName: assets.originalName, kind: assets.kind, sizeBytes: assets.sizeBytes, createdAt: assets.createdAt, isUsed })
      .from(assets)
      .orderBy(desc(assets.createdAt), desc(assets.id))
      .limit(page.pageSize)
      .offset((page.pageNumber - 1) * page.pageSize),
    db.select({ value: count() }).from(assets),
  ]);
  return { items: rows.map(present), totalCount: total?.value ?? 0, ...page };
}

/** The shown name is the uploader's file name without any path, for the editor's eyes only. */
const displayName = (name: string | undefined) => (name ?? '').split(/[\\/]/).pop()!.replace(/[^\p{L}\p{N} ._-]/gu, '').slice(0, 120) || 'file';

export async function addAsset(db: TDb, uploads: TUploadStore, file: { bytes: Buffer; filename?: string; kind: 'image' | 'video' }) {
  const stored = file.kind === 'image' ? await uploads.saveImage(file.bytes) : { image: await uploads.saveVideo(file.bytes), thumbnail: null };
  const [row] = await db
    .insert(assets)
    .values({ fileName: stored.image, thumbnail: stored.thumbnail, originalName: displayName(file.filename), kind: file.kind, sizeBytes: file.bytes.length })
    .returning();
  return present({ ...row!, isUsed: false });
}

/** Only a file nothing uses can go: deleting it would break a page. */
export async function deleteAsset(db: TDb, uploads: TUploadStore, id: number) {
  const [row] = await db.select({ fileName: assets.fileName, thumbnail: assets.thumbnail, isUsed }).from(assets).where(eq(assets.id, id));
  if (!row) throw new AppError(404, 'cms.assetNotFound');
  if (row.isUsed) throw new AppError(409, 'cms.assetInUse');
  await db.delete(assets).where(eq(assets.id, id));
  await uploads.remove(row.fileName, row.thumbnail);
}
