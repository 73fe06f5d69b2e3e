import { expect, type APIRequestContext } from '@playwright/test';
import { signInThroughApi } from './admin-totp';
import { mailCodeFor } from './mail';

export type TVerifiedClient = { id: number; userName: string; email: string; phoneNumber: string; password: string; token: string };

/** A client's own e-mail confirmed with the code the server mailed her at sign-up (read from the outbox). */
export async function verifyEmailThroughApi(request: APIRequestContext, client: { email: string; token: string }) {
  const code = await mailCodeFor(client.email);
  const response = await request.post('/api/auth/verify-email', { headers: { authorization: `Bearer ${client.token}` }, data: { code } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A client who registered through the API, signed in and confirmed her e-mail with the code: she
 * may request a worker at once. `language` is the one she registers in (her e-mails' language).
 */
export async function registerVerifiedClient(request: APIRequestContext, prefix: string, language: 'en' | 'ar' = 'en'): Promise<TVerifiedClient> {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = {
    userName: `${prefix}.${suffix}`,
    email: `${prefix}.${suffix}@example.com`,
    phoneNumber: `5${suffix.slice(-8)}`,
    password: `client-pass-${suffix}`,
  };
  const registered = await request.post('/api/auth/register', { data: account, headers: { 'accept-language': language === 'ar' ? 'ar-EG' : 'en-US' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = ((await registered.json()) as { data: { id: number } }).data;
  const client = { ...account, id, token: await signInThroughApi(request, account) };
  await verifyEmailThroughApi(request, client);
  return client;
}
