import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ZPublicLaborSchema, todayInUae, type TCvDigits, type TCvLanguage, type TPublicLabor } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { rowsOf } from '../../db/sql-helpers.js';
import type { TPublicCtx } from '../../http/context.js';
import { getContactInfo } from '../content/service.js';
import { getSettings } from '../cms/service.js';
import { getAdminLabor } from '../labors/admin-read.js';
import { getPublicLabor } from '../labors/catalogue.js';
import { createCvCache, type TCvCache } from './cache.js';
import { presentCv, type TCvAgency } from './presenter.js';
import type { TPdfDrawing } from './render-pool.js';

export type TCvOptions = { lang: TCvLanguage; digits: TCvDigits };
export type TCv = { pdf: Buffer; code: string };
/** What drawing CVs needs for the app's life: the photos' folder, the site's address, the kept CVs, the drawing thread. */
export type TCvDeps = {
  uploadDir: string;
  publicUrl: string | undefined;
  cache: TCvCache<TCv>;
  renderer: Pick<TPdfDrawing, 'render'>;
};
/** A request's database and instant, with the CV's dependencies. */
export type TCvContext = Pick<TPublicCtx, 'db' | 'now'> & TCvDeps;

/**
 * At most this many CVs (about 60 KB each) and this many bytes are kept: the CVs families are sent
 * today. More would hold the embedded database's server past its memory budget (DESIGN.md section 9).
 */
export const createCvStore = () => createCvCache<TCv>((cv) => cv.pdf.length, { entries: 120, bytes: 8 * 1024 * 1024 });

/**
 * What a CV depends on besides the options: the workers' version (moved by any change to a worker
 * or the names she is shown with, migration 0013), the content version (the agency's settings and
 * branches, migration 0012) and the UAE day (her age). Read by any instance alike.
 */
async function versionsOf(db: TDb): Promise<string> {
  const [row] = rowsOf<{ workers: string; content: string }>(
    await db.execute(sql`SELECT w.version::text AS workers, c.version::text AS content FROM workers_version w, content_version c WHERE w.id = 1 AND c.id = 1`),
  );
  return `${row?.workers ?? ''}.${row?.content ?? ''}`;
}

/** The key, and the ETag, of a worker's public CV: a browser holding it is answered 304 without a drawing. */
export async function publicCvTag(ctx: TCvContext, id: number, options: TCvOptions): Promise<string> {
  return `"cv-${id}-${await versionsOf(ctx.db)}-${todayInUae(ctx.now)}-${options.lang}-${options.digits}"`;
}

/** The agency's name in both languages, its main branch's phones, WhatsApp and e-mail, and the site's address. */
async function agencyOf(ctx: TCvContext): Promise<TCvAgency> {
  const [english, arabic, contact] = await Promise.all([getSettings(ctx.db, 'en'), getSettings(ctx.db, 'ar'), getContactInfo(ctx.db, 'en')]);
  const branch = contact.branchs[0];
  return {
    name: { en: english.siteName ?? '', ar: arabic.siteName ?? '' },
    phones: branch?.telephones.map((phone) => phone.number) ?? [],
    whatsApp: branch?.whatsAppNumber ?? '',
    email: branch?.email ?? '',
    website: ctx.publicUrl ? new URL(ctx.publicUrl).host : '',
  };
}

/** Her stored photo (WebP) as the JPEG a PDF embeds, cut to the CV's frame; null when the file is missing or unreadable. */
async function photoOf(uploadDir: string, name: string): Promise<Buffer | null> {
  const { default: sharp } = await import('sharp');
  return sharp(path.join(uploadDir, path.basename(name)))
    .resize(264, 320, { fit: 'cover' })
    .jpeg({ quality: 82 })
    .toBuffer()
    .catch(() => null);
}

async function draw(ctx: TCvContext, labors: TPublicLabor[], options: TCvOptions): Promise<Buffer> {
  const [agency, photos] = await Promise.all([agencyOf(ctx), Promise.all(labors.map((labor) => photoOf(ctx.uploadDir, labor.photo)))]);
  const today = todayInUae(ctx.now);
  return ctx.renderer.render(
    labors.map((labor) => presentCv(labor, agency, options, today)),
    photos,
  );
}

/** A worker of the catalogue (404 for one who is not shown), her CV drawn once per version (`tag`). */
export function publicCv(ctx: TCvContext, id: number, options: TCvOptions & { tag: string }): Promise<TCv> {
  return ctx.cache.get(options.tag, async () => {
    const labor = await getPublicLabor({ db: ctx.db, now: ctx.now }, id);
    return { pdf: await draw(ctx, [labor], options), code: labor.code };
  });
}

/**
 * Staff's CV of several workers for a family, shown in the catalogue or not, in the order asked.
 * Only the public worker's fields reach the CV: her record is cut to the public schema.
 */
export async function familyCv(ctx: TCvContext, ids: number[], options: TCvOptions): Promise<Buffer> {
  const today = ctx.now;
  const labors = await Promise.all(ids.map(async (id) => ZPublicLaborSchema.parse(await getAdminLabor({ db: ctx.db, now: today }, id))));
  return draw(ctx, labors, options);
}
