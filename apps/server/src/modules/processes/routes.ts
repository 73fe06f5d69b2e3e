import { processesApi, processReportApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { familyProcess } from './family.js';
import { getProcess, listProcesses } from './read.js';
import { processReport, sendProcessReport } from './report.js';
import { startProcess } from './start.js';
import { updateStep } from './steps.js';
import { getTemplate, listTemplates, saveTemplate } from './templates.js';

/** The visa and contract process (docs/decisions/032): the board, its steps, the templates, the family's view. */
export async function processRoutes(app: TApp) {
  route(app, processesApi.board, async ({ ctx, query }) => ok(await listProcesses(ctx, query)));
  route(app, processesApi.get, async ({ ctx, params }) => ok(await getProcess(ctx, params.id)));
  route(app, processesApi.start, async (request) => {
    const id = await startProcess(request.ctx, request.body);
    return ok(await getProcess(request.ctx, id), request.t('processes.started'));
  });
  route(app, processesApi.updateStep, async (request) => {
    const { id, stepId } = request.params;
    await updateStep(request.ctx, { processId: id, stepId }, request.body);
    return ok(await getProcess(request.ctx, id), request.t('processes.stepSaved'));
  });
  route(app, processesApi.templates, async ({ ctx }) => ok(await listTemplates(ctx.db)));
  route(app, processesApi.saveTemplate, async (request) => {
    await saveTemplate(request.ctx, request.params.id, request.body);
    return ok(await getTemplate(request.ctx.db, request.params.id), request.t('processes.templateSaved'));
  });
  route(app, processesApi.family, async ({ ctx, params }) => ok(await familyProcess(ctx, params.id)));
  route(app, processReportApi.get, async ({ ctx, query }) => ok(await processReport(ctx.db, query, ctx.now)));
  route(app, processReportApi.csv, async ({ ctx, query }, reply) => sendProcessReport(ctx, query, 'csv', reply));
  route(app, processReportApi.xlsx, async ({ ctx, query }, reply) => sendProcessReport(ctx, query, 'xlsx', reply));
}
