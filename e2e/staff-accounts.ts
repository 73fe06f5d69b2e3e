import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { SECOND_FACTOR_REQUIRED, type TStaffRole } from '../packages/shared/src/permissions';
import { signInThroughApi } from './admin-totp';
import { suiteAdminToken } from './fixtures';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');

/** A first sign-in's first step: the temporary password is replaced by the member's own. The session goes on. */
export async function changeFirstPassword(request: APIRequestContext, token: string, temporary: string, own: string) {
  const changed = await request.post('/api/auth/change-password', {
    headers: bearer(token),
    data: { currentPassword: temporary, newPassword: own, confirmPassword: own },
  });
  expect(changed.status(), await changed.text()).toBe(200);
}

/**
 * Turns two-step sign-in on for the session's account, confirmed with a code of the step at
 * `timestamp`, and gives the key of its authenticator "app".
 */
export async function turnOnSecondFactor(request: APIRequestContext, token: string, password: string, timestamp = Date.now()): Promise<string> {
  const setup = await request.post('/api/auth/second-factor/setup', { headers: bearer(token), data: { currentPassword: password } });
  expect(setup.status(), await setup.text()).toBe(200);
  const secret = ((await setup.json()) as { data: { key: string } }).data.key.replaceAll(' ', '');
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
  const enabled = await request.post('/api/auth/second-factor/enable', { headers: bearer(token), data: { code } });
  expect(enabled.status(), await enabled.text()).toBe(200);
  return secret;
}

/**
 * A staff member of the role, added by the suite's admin under a user name of its own, after the
 * first sign-in (own password; two-step sign-in on, where the role requires it): the session's token.
 */
export async function newStaffSession(request: APIRequestContext, staffRole: TStaffRole): Promise<string> {
  const id = digits(8);
  const temporary = `harbour-${id}-tide`;
  const own = `lantern-${id}-quay`;
  const userName = `${staffRole}.${id}`;
  const added = await request.post('/api/staff', {
    headers: bearer(await suiteAdminToken()),
    data: { userName, email: `${userName}@example.ae`, phoneNumber: `5${id}`, languageId: 2, staffRole, password: temporary },
  });
  expect(added.status(), await added.text()).toBe(201);
  const token = await signInThroughApi(request, { userName, password: temporary });
  await changeFirstPassword(request, token, temporary, own);
  if (SECOND_FACTOR_REQUIRED.includes(staffRole)) await turnOnSecondFactor(request, token, own);
  return token;
}
