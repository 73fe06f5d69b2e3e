/**
 * The admin the browser suite's server is started with (ADMIN_USERNAME / ADMIN_PASSWORD): a
 * manager, whose first sign-in must change that password and set up two-step sign-in. The setup
 * project (e2e/admin.setup.ts) does both; from then on the admin signs in with E2E_ADMIN and a code.
 */
export const E2E_ADMIN_FIRST_PASSWORD = 'e2e-admin-password-1';
export const E2E_ADMIN = { userName: 'admin', password: 'e2e-keeper-passphrase-7' };

/** A passport number no other worker has (they are unique), for workers the tests add. */
export const uniquePassport = () =>
  `T${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;
