/** The admin the browser suite's server is started with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const E2E_ADMIN = { userName: 'admin', password: 'e2e-admin-password-1' };
