/** The admin the browser suite's server is started with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { userName: 'admin', password: 'e2e-admin-password-1' };

/** A passport number no other worker has (they are unique), for workers the tests add. */
export const uniquePassport = () =>
  `T${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1296)
    .toString(36)
    .toUpperCase()}`;
