import {
  siteRoutes,
  type TChangePassword,
  type TForgotPassword,
  type TLogin,
  type TRegister,
  type TResetPassword,
  type TSecondFactorSignIn,
  type TUpdateOwnProfile,
  type TUser,
} from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session/current-user';
import { CURRENT_USER_KEY, endSession, sessionExpired, startSession } from '../../lib/session/session';

const endpoints = siteRoutes.session;

/**
 * The signed-in user, or the one who was until their session ran out: an account page stays on
 * screen (with what is typed in it) under the sign-in dialog instead of vanishing.
 */
export function useAccountUser(): TUser | null | undefined {
  const user = useCurrentUser().data;
  const [lastKnown, setLastKnown] = useState(user);
  if (user && user !== lastKnown) setLastKnown(user);
  return user ?? (sessionExpired() ? lastKnown : user);
}

/** The password step: signed in, or (an account with a second factor) the challenge of the second step. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLogin) => api.send(endpoints.login, { body: input }),
    onSuccess: ({ data }) => {
      if (!('secondFactorRequired' in data)) startSession(queryClient, data);
    },
    // A refusal is said in the login form itself (LoginForm), not a second time as a toast.
    meta: { quiet: true },
  });
}

/** The second step: the challenge with a code of the authenticator app, or a recovery code. */
export function useSecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSecondFactorSignIn) => api.send(endpoints.loginSecondFactor, { body: input }),
    onSuccess: ({ data }) => startSession(queryClient, data),
    meta: { quiet: true },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send(endpoints.logout),
    // Signed out here even when the server could not be told.
    onSettled: () => endSession(queryClient),
  });
}

export const useRegister = () => useMutation({ mutationFn: (input: TRegister) => api.send(endpoints.register, { body: input }) });

export const useForgotPassword = () => useMutation({ mutationFn: (input: TForgotPassword) => api.send(endpoints.forgotPassword, { body: input }) });

export const useResetPassword = () => useMutation({ mutationFn: (input: TResetPassword) => api.send(endpoints.resetPassword, { body: input }) });

/** A temporary password, once replaced, no longer restricts the session. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TChangePassword) => api.send(endpoints.changePassword, { body: input }),
    onSuccess: () => queryClient.setQueryData<TUser | null>(CURRENT_USER_KEY, (user) => user && { ...user, mustChangePassword: false }),
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateOwnProfile) => api.send(endpoints.updateProfile, { body: input }),
    onSuccess: ({ data }) => queryClient.setQueryData(CURRENT_USER_KEY, data),
  });
}
