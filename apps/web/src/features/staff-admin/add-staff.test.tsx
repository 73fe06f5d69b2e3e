// @vitest-environment jsdom
/**
 * Adding a staff member: the role select shows what the role may do, in the reader's language; the
 * form says what is missing before sending, sends what the API's schema takes, shows the server's
 * objection on its field, and goes back to the list once added.
 */
import { ROLE_PERMISSIONS, WEB_ROUTES, type TLocale, staffApi } from '@app/shared';
import { describe, expect, test } from 'vitest';
import { ADMIN_TOKEN, anAdmin, signedIn } from '../../test-support/fixtures';
import { fakeServer, type THandler } from '../../test-support/fake-server';
import { errorOf, openApp, screen, waitFor, within } from '../../test-support/render';

async function openAddPage(language: TLocale, onSave: THandler<typeof staffApi.add>) {
  const server = fakeServer();
  signedIn(server, anAdmin, ADMIN_TOKEN);
  server.on(staffApi.add, onSave);
  const app = await openApp(language, { token: ADMIN_TOKEN });
  const page = await import('./pages/AddStaffPage');
  app.render({ path: WEB_ROUTES.staffAdd, Component: page.default }, { at: WEB_ROUTES.staffAdd });
  await screen.findByRole('button', { name: app.t('staff.addSubmit') });
  const saves = () => server.requests(staffApi.add).map((request) => request.body);
  return { app, saves };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label as the user reads it, a required one's asterisk aside. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escaped(label)}\\s*\\*?$`), { selector: 'input, select' });

describe('the add staff page', () => {
  test.each(['en', 'ar'] as const)('in %s, shows the chosen role’s permissions and adds the staff member', async (language) => {
    const { app, saves } = await openAddPage(language, (request) => {
      return request.created(
        { ...anAdmin, id: 42, userName: request.body.userName, staffRole: 'sales', permissions: [...ROLE_PERMISSIONS.sales], mustChangePassword: true },
        'staff.added',
      );
    });

    // Nothing chosen yet: no permissions shown, and the form says what is missing.
    await app.user.click(screen.getByRole('button', { name: app.t('staff.addSubmit') }));
    await waitFor(() => expect(errorOf(field(app.t('account.userName')))).toBe(app.t('validation.userNameRequired')));
    expect(errorOf(field(app.t('staff.role')))).toBe(app.t('validation.staffRoleRequired'));
    expect(errorOf(field(app.t('staff.temporaryPassword')))).toBe(app.t('validation.passwordRequired'));
    expect(saves()).toHaveLength(0);

    await app.fill(field(app.t('account.userName')), 'noura.sales');
    await app.fill(field(app.t('account.email')), 'noura@agency.ae');
    await app.fill(field(app.t('account.phone')), '509871234');
    await app.user.selectOptions(field(app.t('staff.language')), app.t('staff.arabic'));
    await app.user.selectOptions(field(app.t('staff.role')), app.t('staffRoles.sales'));
    const permissions = await screen.findByText(app.t('staff.rolePermissions', { role: app.t('staffRoles.sales') }));
    const listed = within(permissions.parentElement!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual(ROLE_PERMISSIONS.sales.map((permission) => app.t(`permissions.${permission}`)));

    await app.fill(field(app.t('staff.temporaryPassword')), 'first day pass 1');
    await app.user.click(screen.getByRole('button', { name: app.t('staff.addSubmit') }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({
      userName: 'noura.sales',
      email: 'noura@agency.ae',
      phoneNumber: '509871234',
      languageId: 1,
      staffRole: 'sales',
      password: 'first day pass 1',
    });
    await waitFor(() => expect(app.location()).toBe(WEB_ROUTES.staffList));
  });

  test('shows a name the server refuses on the user name field, and stays on the page', async () => {
    const { app, saves } = await openAddPage('en', (request) => request.refuse(409, 'auth.userNameTaken', 'userName'));
    await app.fill(field(app.t('account.userName')), 'taken.name');
    await app.fill(field(app.t('account.email')), 'taken@agency.ae');
    await app.fill(field(app.t('account.phone')), '509871234');
    await app.user.selectOptions(field(app.t('staff.role')), app.t('staffRoles.content'));
    await app.fill(field(app.t('staff.temporaryPassword')), 'first day pass 1');
    await app.user.click(screen.getByRole('button', { name: app.t('staff.addSubmit') }));
    await waitFor(() => expect(errorOf(field(app.t('account.userName')))).toBe(app.t('auth.userNameTaken')));
    expect(saves()).toHaveLength(1);
    expect(app.location()).toBe(WEB_ROUTES.staffAdd);
  });
});
