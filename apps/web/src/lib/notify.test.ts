import { notifications, notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, ApiResult } from './api-client';
import { notifyApiError, notifyApiSuccess } from './notify';

const shown = () => notificationsStore.getState().notifications.map(({ color, message }) => ({ color, message }));

describe('toasts', () => {
  beforeEach(() => notifications.clean());

  it('shows the same refusal once, when two calls are refused together (a session that ended)', () => {
    notifyApiError(new ApiError(401, 'auth.loginFirst', 'Please log in first.'));
    notifyApiError(new ApiError(401, 'auth.loginFirst', 'Please log in first.'));
    expect(shown()).toEqual([{ color: 'red', message: 'Please log in first.' }]);
  });

  it('takes the error away when the next step succeeds: only the good news stays', () => {
    notifyApiError(new ApiError(422, 'verifyEmail.codeWrong', 'This code is not correct'));
    notifyApiSuccess(new ApiResult(null, 'Your e-mail is confirmed'));
    expect(shown()).toEqual([{ color: 'teal', message: 'Your e-mail is confirmed' }]);
    // The same refusal later is shown again.
    notifyApiError(new ApiError(422, 'verifyEmail.codeWrong', 'This code is not correct'));
    expect(shown()).toHaveLength(2);
  });

  it('clears errors on a success without a message too', () => {
    notifyApiError(new ApiError(409, 'errors.internal', 'Something went wrong'));
    notifyApiSuccess(new ApiResult(null, null));
    expect(shown()).toEqual([]);
  });
});
