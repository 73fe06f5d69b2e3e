import { expect, test as setup } from '@playwright/test';
import { writeAdminState } from './admin-totp';
import { E2E_ADMIN, E2E_ADMIN_FIRST_PASSWORD } from './constants';
import { changeFirstPassword, turnOnSecondFactor } from './staff-accounts';

/**
 * The admin's first sign-in, as a new installation's manager does it: the temporary password is
 * replaced by E2E_ADMIN's, and two-step sign-in is set up. Its key and session are kept for the
 * tests (e2e/admin-totp.ts). The browser path of the same story is in e2e/two-step.spec.ts.
 */
setup('the admin changes the first password and sets up two-step sign-in', async ({ request }) => {
  const login = await request.post('/api/auth/login', { data: { userName: E2E_ADMIN.userName, password: E2E_ADMIN_FIRST_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { token, user } = ((await login.json()) as { data: { token: string; user: { mustChangePassword: boolean } } }).data;
  expect(user.mustChangePassword).toBe(true);
  const headers = { authorization: `Bearer ${token}` };
  // Nothing else until the password is changed.
  expect((await request.get('/api/clients', { headers })).status()).toBe(403);

  await changeFirstPassword(request, token, E2E_ADMIN_FIRST_PASSWORD, E2E_ADMIN.password);
  // The step before the clock's: the tests' codes (admin-totp.ts) take the later ones.
  const secret = await turnOnSecondFactor(request, token, E2E_ADMIN.password, Date.now() - 30_000);
  expect((await request.get('/api/clients', { headers })).status()).toBe(200);
  writeAdminState({ secret, token });
});
