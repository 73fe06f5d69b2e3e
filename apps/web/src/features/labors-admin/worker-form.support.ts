/** What the worker form's tests (worker-form-*.test.tsx) share: the form opened on a fake server, its fields by label. */
import { laborsApi, uploadsApi, WEB_ROUTES, type TAdminLabor, type TLocale, type TUser } from '@app/shared';
import { createElement, type ComponentProps } from 'react';
import type * as FileUploadModule from '../../app/ui/FileUpload';
import { expect, vi } from 'vitest';
import { ADMIN_TOKEN, anAdmin, answersReferenceLists, signedIn } from '../../test-support/fixtures';
import { fakeServer, type THandler } from '../../test-support/fake-server';
import { openApp, screen, waitFor, type TOpenApp } from '../../test-support/render';

/** How many times the form's upload fields (photo, video) rendered: they stand for the fields a keystroke elsewhere must leave alone. */
export const uploadRenders = { count: 0 };

/**
 * Counts the upload fields' renders. Set for each test after openApp, as the app's modules of the
 * test's language are loaded: the counted component is the one of those modules (its words).
 */
function countUploadRenders() {
  vi.doMock('../../app/ui/FileUpload', async (importOriginal) => {
    const original = await importOriginal<typeof FileUploadModule>();
    return {
      ...original,
      FileUpload: (props: ComponentProps<typeof original.FileUpload>) => {
        uploadRenders.count += 1;
        return createElement(original.FileUpload, props);
      },
    };
  });
}

export const UPLOADED = {
  image: 'c'.repeat(32) + '.webp',
  thumbnail: 'd'.repeat(32) + '.webp',
};

/** The add page, or the edit page of `labor`; `onSave` answers the form's save. */
export async function openForm(
  language: TLocale,
  { labor, onSave, who = anAdmin }: { labor?: TAdminLabor; onSave?: THandler<typeof laborsApi.add | typeof laborsApi.update>; who?: TUser } = {},
) {
  const server = fakeServer();
  signedIn(server, who, ADMIN_TOKEN);
  answersReferenceLists(server);
  server.on(uploadsApi.image, (request) => request.ok(UPLOADED));
  if (labor) server.on(laborsApi.adminGet, (request) => request.ok(labor));
  if (onSave) server.on(labor ? laborsApi.update : laborsApi.add, onSave);
  const app = await openApp(language, { token: ADMIN_TOKEN });
  countUploadRenders();
  const page = labor ? await import('./pages/EditLaborPage') : await import('./pages/AddLaborPage');
  app.render(
    {
      path: labor ? WEB_ROUTES.laborsEdit : WEB_ROUTES.addLabor,
      Component: page.default,
    },
    { at: labor ? `/LaborsEdit/${labor.id}` : WEB_ROUTES.addLabor },
  );
  await screen.findByRole('button', {
    name: app.t(labor ? 'laborsAdmin.save' : 'laborsAdmin.addSubmit'),
  });
  // The reference lists have arrived when the nationality can be chosen.
  await waitFor(() => expect(field(app, 'laborsAdmin.nationality', 'combobox').querySelectorAll('option').length).toBeGreaterThan(1));
  const saves = () => server.requests(labor ? laborsApi.update : laborsApi.add).map((request) => request.body);
  return { app, server, saves };
}

export type TRole = 'textbox' | 'combobox' | 'spinbutton';

const TAGS: Record<TRole, (element: HTMLElement) => boolean> = {
  textbox: (element) =>
    element instanceof HTMLTextAreaElement || (element instanceof HTMLInputElement && ['text', 'url', 'email', 'tel', ''].includes(element.type)),
  combobox: (element) => element instanceof HTMLSelectElement,
  spinbutton: (element) => element instanceof HTMLInputElement && element.type === 'number',
};

/**
 * A field by its label as the user reads it (a required one's asterisk aside); `role` tells apart
 * two fields with one label (the position of the job and that of a past job). Labels, not roles,
 * are looked up: a role query computes every field's accessible name and is slow on a form this big.
 */
export function field(app: TOpenApp, key: string, role?: TRole, params?: Record<string, string | number>): HTMLInputElement {
  const label = app.t(key as never, params).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const fields = screen.getAllByLabelText(new RegExp(`^${label}\\s*\\*?$`));
  const matching = role ? fields.filter(TAGS[role]) : fields;
  if (matching.length !== 1) throw new Error(`${matching.length} fields labelled ${label}${role ? ` (${role})` : ''}`);
  return matching[0] as HTMLInputElement;
}

/** What a screen reader reads after a field's name: the text of the elements its aria-describedby names. */
export function accessibleDescriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The required fields, each with the message it shows when left empty. */
export const REQUIRED: Array<[label: string, role: TRole | undefined, message: string]> = [
  ['laborsAdmin.name', 'textbox', 'validation.nameRequired'],
  ['laborsAdmin.dateOfBirth', undefined, 'validation.dateOfBirthRequired'],
  ['laborsAdmin.gender', 'combobox', 'validation.genderRequired'],
  ['laborsAdmin.nationality', 'combobox', 'validation.nationalityRequired'],
  ['laborsAdmin.religion', 'combobox', 'validation.religionRequired'],
  ['laborsAdmin.maritalStatus', 'combobox', 'validation.maritalStatusRequired'],
  ['laborsAdmin.address', 'textbox', 'validation.addressRequired'],
  ['laborsAdmin.passportNumber', 'textbox', 'validation.passportNumberRequired'],
  ['laborsAdmin.passportIssueDate', undefined, 'validation.passportIssueDateRequired'],
  ['laborsAdmin.passportExpiryDate', undefined, 'validation.passportExpiryDateRequired'],
  ['laborsAdmin.passportIssuePlace', 'textbox', 'validation.passportIssuePlaceRequired'],
  ['laborsAdmin.position', 'combobox', 'validation.positionRequired'],
  ['laborsAdmin.education', 'combobox', 'validation.educationRequired'],
  ['laborsAdmin.salary', 'spinbutton', 'validation.salaryRequired'],
  ['laborsAdmin.expCountry', 'textbox', 'validation.experienceCountryRequired'],
  ['laborsAdmin.expPosition', 'textbox', 'validation.experiencePositionRequired'],
  ['laborsAdmin.expPeriod', 'textbox', 'validation.experiencePeriodRequired'],
];
