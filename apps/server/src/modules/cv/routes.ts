import { cvApi, type TCvLanguage } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { sendPdf } from '../../http/attachment.js';
import type { TPublicCtx } from '../../http/context.js';
import { route } from '../../http/endpoint.js';
import { createCvStore, familyCv, publicCv, publicCvTag, type TCvContext, type TCvDeps } from './service.js';

const fileNameOf = (code: string, lang: TCvLanguage) => `${code}-cv-${lang}.pdf`;

/** A worker's CV as a PDF: public for the catalogue's workers, several in one file for staff. */
export async function cvRoutes(app: TApp) {
  const deps: TCvDeps = { uploadDir: app.uploads.uploadDir, publicUrl: app.config.PUBLIC_URL, cache: createCvStore(), renderer: app.drawing };
  const ctxOf = (request: { ctx: TPublicCtx }): TCvContext => ({ db: request.ctx.db, now: request.ctx.now, ...deps });

  route(app, cvApi.labor, async (request, reply) => {
    const ctx = ctxOf(request);
    const tag = await publicCvTag(ctx, request.params.id, request.query);
    // Shared caches may keep it, asking each time whether it changed: the ETag names every version it depends on.
    reply.header('cache-control', 'public, no-cache').header('etag', tag);
    if (request.headers['if-none-match'] === tag) return reply.code(304).send();
    const cv = await publicCv(ctx, request.params.id, { ...request.query, tag });
    return sendPdf(reply, cv.pdf, fileNameOf(cv.code, request.query.lang));
  });

  route(app, cvApi.family, async (request, reply) => {
    const pdf = await familyCv(ctxOf(request), request.query.ids, request.query);
    reply.header('cache-control', 'no-store');
    return sendPdf(reply, pdf, `family-cv-${request.query.lang}.pdf`);
  });
}
