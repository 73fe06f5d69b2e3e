import { applicantsApi } from '@app/shared';
import type { TApp } from '../../app.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { auditActorOf } from '../audit/record.js';
import { entityHistory } from '../audit/service.js';
import { currentUser } from '../auth/access.js';
import { findApplicantRow, getApplicant, listApplicants, workerPrefill } from './read.js';
import * as service from './service.js';

export async function applicantRoutes(app: TApp) {
  route(app, applicantsApi.list, async (request) => ok(await listApplicants(app.db, request.query, currentUser(request).id, request.locale, app.clock())));
  route(app, applicantsApi.owners, async () => ok(await service.listOwners(app.db)));
  route(app, applicantsApi.get, async (request) => ok(await getApplicant(app.db, request.params.id, request.locale)));

  route(app, applicantsApi.update, async (request) => {
    await service.updateApplicant(app.db, request.params.id, request.body, auditActorOf(request), app.clock());
    return ok(await getApplicant(app.db, request.params.id, request.locale), request.t('applicants.saved'));
  });
  route(app, applicantsApi.addNote, async (request) => {
    await service.addApplicantNote(app.db, request.params.id, request.body.text, auditActorOf(request), app.clock());
    return ok(await getApplicant(app.db, request.params.id, request.locale), request.t('applicants.noteAdded'));
  });
  route(app, applicantsApi.history, async (request) => {
    await findApplicantRow(app.db, request.params.id);
    return ok(await entityHistory(app.db, ['applicant'], request.params.id, request.locale));
  });

  route(app, applicantsApi.prefill, async (request) => ok(await workerPrefill(app.db, request.params.id)));
  route(app, applicantsApi.convert, async (request) =>
    ok(
      await service.convertApplicant({ ...request.ctx, uploadDir: app.uploads.uploadDir }, request.params.id, request.body),
      request.t('applicants.madeWorker'),
    ),
  );
}
