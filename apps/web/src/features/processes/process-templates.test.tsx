// @vitest-environment jsdom
/**
 * The process templates: the manager picks one of the four, renames, reorders, adds and removes
 * steps, and saves them with the template's version; a template saved meanwhile is said and read
 * again; the server's message on a step's field shows on that field.
 */
import { processesApi, WEB_ROUTES, type TProcessTemplate } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer, type THandler } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';
import { aTemplate } from './process-fixtures';

const TEMPLATES = [aTemplate(), aTemplate({ id: 2, location: 'inUae', version: 1 })];

async function openTemplates(save?: THandler<typeof processesApi.saveTemplate>) {
  const server = fakeServer();
  const state = { templates: TEMPLATES };
  signedIn(server, anAdmin, ADMIN_TOKEN);
  server.on(processesApi.templates, (request) => request.ok(state.templates));
  if (save) server.on(processesApi.saveTemplate, save);
  const app = await openApp('en', { token: ADMIN_TOKEN });
  const page = await import('./pages/ProcessTemplatesPage');
  app.render({ path: WEB_ROUTES.processTemplates, Component: page.default }, { at: '/ProcessTemplates' });
  await screen.findByRole('group', { name: app.t('processesUi.stepNumber', { number: 1 }) });
  /** The steps' English names, in the order the form holds them. */
  const namesEn = () => screen.getAllByRole('textbox', { name: app.t('processesUi.nameEn') }).map((field) => (field as HTMLInputElement).value);
  const step = (number: number) => screen.getByRole('group', { name: app.t('processesUi.stepNumber', { number }) });
  const sent = () => server.requests(processesApi.saveTemplate).map((request) => ({ id: request.params.id, ...request.body }));
  return { app, server, state, namesEn, step, sent };
}

describe('the process templates', () => {
  test('a step moved up, one removed, one added: the template saved in its new order with its version', async () => {
    const saved = (request: Parameters<THandler<typeof processesApi.saveTemplate>>[0]): TProcessTemplate => ({
      ...TEMPLATES[0]!,
      version: 5,
      steps: request.body.steps.map((step, index) => ({ bringEn: '', bringAr: '', familyAsks: [], ...step, id: 10 + index, position: index + 1 })),
    });
    const { app, namesEn, step, sent } = await openTemplates((request) => request.ok(saved(request), 'processes.templateSaved'));
    expect(namesEn()).toEqual(['Contract', 'Medical', 'Handover']);

    await app.user.click(screen.getByRole('button', { name: app.t('processesUi.moveUp', { number: 2 }) }));
    expect(namesEn()).toEqual(['Medical', 'Contract', 'Handover']);
    await app.user.click(screen.getByRole('button', { name: app.t('processesUi.removeStep', { number: 2 }) }));
    expect(namesEn()).toEqual(['Medical', 'Handover']);
    await app.user.click(screen.getByRole('button', { name: app.t('processesUi.addStep') }));
    const added = within(step(3));
    // A new step needs its names before anything is sent.
    await app.user.click(screen.getByRole('button', { name: app.t('processesUi.saveTemplate') }));
    await waitFor(() => expect(errorOf(added.getByRole('textbox', { name: app.t('processesUi.nameAr') }))).toBe(app.t('processes.stepNameRequired')));
    expect(sent()).toEqual([]);

    await app.fill(added.getByRole('textbox', { name: app.t('processesUi.nameEn') }), 'Insurance');
    await app.fill(added.getByRole('textbox', { name: app.t('processesUi.nameAr') }), 'التأمين');
    await app.user.selectOptions(added.getByRole('combobox', { name: app.t('processesUi.kind') }), app.t('processes.stepKind.insurance'));
    const days = added.getByRole('spinbutton', { name: app.t('processesUi.expectedDays') });
    await app.user.clear(days);
    await app.user.type(days, '4');
    await app.user.click(screen.getByRole('button', { name: app.t('processesUi.moveUp', { number: 3 }) }));
    await app.user.click(screen.getByRole('button', { name: app.t('processesUi.saveTemplate') }));

    expect(await screen.findByText(app.t('processes.templateSaved'))).toBeTruthy();
    expect(sent()).toEqual([
      {
        id: 1,
        version: 4,
        steps: [
          {
            kind: 'medical',
            nameEn: 'Medical',
            nameAr: 'الفحص الطبي',
            expectedDays: 5,
            hasAppointment: true,
            bringEn: 'Passport',
            bringAr: 'الجواز',
            familyAsks: [],
          },
          { kind: 'insurance', nameEn: 'Insurance', nameAr: 'التأمين', expectedDays: 4, hasAppointment: false, bringEn: '', bringAr: '', familyAsks: [] },
          { kind: 'handover', nameEn: 'Handover', nameAr: 'التسليم', expectedDays: 2, hasAppointment: false, bringEn: '', bringAr: '', familyAsks: [] },
        ],
      },
    ]);
    await waitFor(() => expect(namesEn()).toEqual(['Medical', 'Insurance', 'Handover']));
  });

  test('the other template is chosen from the select; the first step cannot move up nor the last down', async () => {
    const { app, sent } = await openTemplates((request) => request.ok({ ...TEMPLATES[1]!, version: 2 }));
    expect(screen.getByRole('button', { name: app.t('processesUi.moveUp', { number: 1 }) })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: app.t('processesUi.moveDown', { number: 3 }) })).toHaveProperty('disabled', true);

    const location = app.t('processes.locationShort.inUae');
    await app.user.selectOptions(
      screen.getByRole('combobox', { name: app.t('processesUi.template') }),
      app.t('processesUi.templateName', { package: app.t('packageKind.Main'), location }),
    );
    await waitFor(() => expect(app.location()).toBe('/ProcessTemplates?template=2'));
    await app.user.click(screen.getByRole('button', { name: app.t('processesUi.saveTemplate') }));
    await waitFor(() => expect(sent().map(({ id, version }) => ({ id, version }))).toEqual([{ id: 2, version: 1 }]));
  });

  test('saved meanwhile by someone else: the message is said and the template read again; a step’s refused field shows its message', async () => {
    const page = await openTemplates((request) => {
      if (request.body.version === 4) {
        page.state.templates = [aTemplate({ version: 6, steps: [{ ...aTemplate().steps[0]!, nameEn: 'Signed contract' }] }), TEMPLATES[1]!];
        return request.refuse(409, 'processes.templateStale');
      }
      return request.invalid({ 'steps.0.expectedDays': 'processes.expectedDaysInvalid' });
    });
    const { app, server, namesEn } = page;
    await app.user.click(screen.getByRole('button', { name: app.t('processesUi.saveTemplate') }));

    expect(await screen.findByText(app.t('processes.templateStale'))).toBeTruthy();
    await waitFor(() => expect(namesEn()).toEqual(['Signed contract']));
    expect(server.requests(processesApi.templates)).toHaveLength(2);

    await app.user.click(screen.getByRole('button', { name: app.t('processesUi.saveTemplate') }));
    const days = screen.getByRole('spinbutton', { name: app.t('processesUi.expectedDays') });
    await waitFor(() => expect(errorOf(days)).toBe(app.t('processes.expectedDaysInvalid')));
  });

  test('a step asks the family for papers: what it asks is ticked, changed and saved with it', async () => {
    const asking = aTemplate({ steps: aTemplate().steps.map((step, index) => (index === 0 ? { ...step, familyAsks: ['emiratesId'] } : step)) });
    const server = fakeServer();
    signedIn(server, anAdmin, ADMIN_TOKEN);
    server.on(processesApi.templates, (request) => request.ok([asking, TEMPLATES[1]!]));
    server.on(processesApi.saveTemplate, (request) => request.ok({ ...asking, version: 5 }));
    const app = await openApp('en', { token: ADMIN_TOKEN });
    const page = await import('./pages/ProcessTemplatesPage');
    app.render({ path: WEB_ROUTES.processTemplates, Component: page.default }, { at: '/ProcessTemplates' });
    const first = within(await screen.findByRole('group', { name: app.t('processesUi.stepNumber', { number: 1 }) }));
    const asks = within(first.getByRole('group', { name: app.t('processDocuments.ui.familyAsks') }));
    expect(asks.getByRole('checkbox', { name: app.t('processDocuments.kinds.emiratesId') })).toHaveProperty('checked', true);
    expect(asks.getByRole('checkbox', { name: app.t('processDocuments.kinds.tenancyContract') })).toHaveProperty('checked', false);

    await app.user.click(asks.getByRole('checkbox', { name: app.t('processDocuments.kinds.salaryCertificate') }));
    await app.user.click(screen.getByRole('button', { name: app.t('processesUi.saveTemplate') }));
    await waitFor(() => expect(server.requests(processesApi.saveTemplate)).toHaveLength(1));
    const sent = server.requests(processesApi.saveTemplate)[0]!.body.steps.map((step) => step.familyAsks);
    expect(sent).toEqual([['emiratesId', 'salaryCertificate'], [], []]);
  });
});
