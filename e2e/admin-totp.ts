import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { translate } from '../packages/shared/src/i18n/translate';

/**
 * The suite's admin after its first sign-in (e2e/admin.setup.ts): the key of its authenticator
 * "app" and a session every worker shares, kept in the server's data folder for this run.
 */
export type TAdminState = { secret: string; token: string };

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  return dir;
};
const stateFile = () => path.join(dataDir(), 'e2e-admin.json');

export const readAdminState = (): TAdminState => JSON.parse(fs.readFileSync(stateFile(), 'utf8')) as TAdminState;
export const writeAdminState = (state: TAdminState) => fs.writeFileSync(stateFile(), JSON.stringify(state));

const PERIOD_MS = 30_000;
const stepNow = () => Math.floor(Date.now() / PERIOD_MS);

/**
 * A code of the admin's key for a 30-second step no other sign-in of this run has used: the server
 * accepts each step once. Workers take steps in turn (a lock folder and the last step taken, in the
 * data folder); the server accepts the step before and after its own, so a step may run one ahead
 * of the clock, and when that one is taken too this waits for the clock.
 */
export async function nextAdminCode(secret = readAdminState().secret): Promise<string> {
  const lock = path.join(dataDir(), 'totp.lock');
  const lastFile = path.join(dataDir(), 'totp-step');
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      await sleep(25);
    }
  }
  try {
    const last = fs.existsSync(lastFile) ? Number(fs.readFileSync(lastFile, 'utf8')) : 0;
    const step = Math.max(stepNow(), last + 1);
    while (step > stepNow() + 1) await sleep(250);
    fs.writeFileSync(lastFile, String(step));
    return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });
  } finally {
    fs.rmdirSync(lock);
  }
}

/** Signs in through the API, with the admin's code when the password step asks for one. */
export async function signInThroughApi(request: APIRequestContext, credentials: { userName: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { userName: credentials.userName, password: credentials.password } });
  if (response.status() !== 200) throw new Error(`login failed: ${await response.text()}`);
  const answer = ((await response.json()) as { data: { token?: string; challenge?: string } }).data;
  if (answer.token) return answer.token;
  const second = await request.post('/api/auth/login/second-factor', { data: { challenge: answer.challenge, code: await nextAdminCode() } });
  if (second.status() !== 200) throw new Error(`second step failed: ${await second.text()}`);
  return ((await second.json()) as { data: { token: string } }).data.token;
}

/** The second step of the sign-in form (on a page or in the sign-in-again dialog), with the admin's code. */
export async function passAdminSecondStep(scope: Page | Locator, locale: 'en' | 'ar' = 'en') {
  const t = (key: string) => translate(locale, key);
  const code = scope.getByRole('textbox', { name: t('twoStep.code') });
  await code.fill(await nextAdminCode());
  await scope.getByRole('button', { name: t('twoStep.verify'), exact: true }).click();
}
