import { expect, test as setup } from '@playwright/test';
import { writeAdminState } from './admin-totp';
import { Secret, TOTP } from 'otpauth';
import { E2E_ADMIN, E2E_ADMIN_FIRST_PASSWORD } from './constants';

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

  const changed = await request.post('/api/auth/change-password', {
    headers,
    data: { currentPassword: E2E_ADMIN_FIRST_PASSWORD, newPassword: E2E_ADMIN.password, confirmPassword: E2E_ADMIN.password },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const setup = await request.post('/api/auth/second-factor/setup', { headers, data: { currentPassword: E2E_ADMIN.password } });
  expect(setup.status(), await setup.text()).toBe(200);
  const secret = ((await setup.json()) as { data: { key: string } }).data.key.replaceAll(' ', '');
  // The step before the clock's: the tests' codes (admin-totp.ts) take the later ones.
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() - 30_000 });
  const enabled = await request.post('/api/auth/second-factor/enable', { headers, data: { code } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  expect((await request.get('/api/clients', { headers })).status()).toBe(200);
  writeAdminState({ secret, token });
});
