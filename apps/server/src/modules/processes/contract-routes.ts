import { processContractApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { sendPdf } from '../../http/attachment.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { processContract } from './contract.js';
import { listProcessStaff } from './staff.js';

/** A process's standard employment contract (a PDF, never kept by a browser or a proxy) and the staff who run steps. */
export async function processContractRoutes(app: TApp) {
  route(app, processContractApi.pdf, async ({ ctx, params }, reply) => {
    const { pdf, fileName } = await processContract(ctx.db, app.drawing, params.id, ctx.now);
    return sendPdf(reply.header('cache-control', 'no-store'), pdf, fileName);
  });
  route(app, processContractApi.staff, async ({ ctx }) => ok(await listProcessStaff(ctx.db)));
}
