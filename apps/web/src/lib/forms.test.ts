import { ZChangePasswordSchema, ZLaborInputSchema, ZPageInputSchema, ZAdminOrderInputSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldPathsOf, serverFieldErrors } from './forms';

describe('serverFieldErrors', () => {
  it("keeps the messages of the form's own fields", () => {
    const error = new ApiError(409, 'auth.emailTaken', 'This e-mail is already registered', {
      email: 'This e-mail is already registered',
      languageId: 'not in the form',
    });
    expect(serverFieldErrors(error, ['userName', 'email'])).toEqual([['email', 'This e-mail is already registered']]);
  });

  it('puts a 422 without field messages on the fallback field', () => {
    const error = new ApiError(422, 'auth.changeFailed', 'The current password is not correct');
    expect(serverFieldErrors(error, ['currentPassword'], 'currentPassword')).toEqual([['currentPassword', 'The current password is not correct']]);
  });

  it('leaves other refusals and other errors to the notification', () => {
    expect(serverFieldErrors(new ApiError(401, 'auth.loginFailed', 'The user name or password is not correct'), ['userName'], 'userName')).toEqual([]);
    expect(serverFieldErrors(new ApiError(0, 'errors.network', 'offline'), ['userName'])).toEqual([]);
    expect(serverFieldErrors(new Error('boom'), ['userName'])).toEqual([]);
  });
});

describe('fieldPathsOf', () => {
  it("names a refined schema's keys in order", () => {
    expect(fieldPathsOf(ZChangePasswordSchema)).toEqual(['currentPassword', 'newPassword', 'confirmPassword']);
    expect(fieldPathsOf(ZLaborInputSchema)).toContain('availableFrom');
  });

  it('names the keys of an object inside, optional or not, but not the items of a list', () => {
    expect(fieldPathsOf(ZPageInputSchema)).toEqual(expect.arrayContaining(['uniqueUrl', 'en', 'en.title', 'ar.body']));
    expect(fieldPathsOf(ZAdminOrderInputSchema)).toEqual(expect.arrayContaining(['clientId', 'newClient.userName', 'newClient.phoneNumber']));
    expect(fieldPathsOf(ZLaborInputSchema).filter((path) => path.startsWith('skills'))).toEqual(['skills']);
  });
});
