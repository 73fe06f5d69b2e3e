import { applicantsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { entityHistory } from '../audit/service.js';
import { findApplicantRow, getApplicant, listApplicants, workerPrefill } from './read.js';
import * as service from './service.js';

export async function applicantRoutes(app: TApp) {
  route(app, applicantsApi.list, async (request) => ok(await listApplicants(request.ctx, request.query)));
  route(app, applicantsApi.owners, async () => ok(await service.listOwners(app.db)));
  route(app, applicantsApi.get, async (request) => ok(await getApplicant(request.ctx, request.params.id)));

  route(app, applicantsApi.update, async (request) => {
    await service.updateApplicant(request.ctx, request.params.id, request.body);
    return ok(await getApplicant(request.ctx, request.params.id), request.t('applicants.saved'));
  });
  route(app, applicantsApi.addNote, async (request) => {
    await service.addApplicantNote(request.ctx, request.params.id, request.body.text);
    return ok(await getApplicant(request.ctx, request.params.id), request.t('applicants.noteAdded'));
  });
  route(app, applicantsApi.history, async (request) => {
    await findApplicantRow(app.db, request.params.id);
    return ok(await entityHistory(request.ctx, { entities: ['applicant'], id: request.params.id }));
  });

  route(app, applicantsApi.prefill, async (request) => ok(await workerPrefill(app.db, request.params.id)));
  route(app, applicantsApi.convert, async (request) =>
    ok(
      await service.convertApplicant({ ...request.ctx, uploadDir: app.uploads.uploadDir }, request.params.id, request.body),
      request.t('applicants.madeWorker'),
    ),
  );
}
