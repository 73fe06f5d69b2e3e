import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { importWithReload } from '../lib/chunk-reload';

/** Each page is its own chunk; a chunk that vanished with a new release reloads the page once. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await importWithReload(load)).default,
});

/** A page whose loader turns an unknown record into the 404 page. */
export const lazyWithLoader = (load: () => Promise<{ default: ComponentType; loader: LoaderFunction }>) => async () => {
  const page = await importWithReload(load);
  return { Component: page.default, loader: page.loader };
};

// Clients and admins share their account pages; the guard around each route decides who may open it.
export const profilePage = lazyPage(() => import('../features/auth/pages/ProfilePage'));
export const editProfilePage = lazyPage(() => import('../features/auth/pages/EditProfilePage'));
export const changePasswordPage = lazyPage(() => import('../features/auth/pages/ChangePasswordPage'));
export const twoStepPage = lazyPage(() => import('../features/auth/pages/TwoStepPage'));
export const securityPage = lazyPage(() => import('../features/account-security/pages/SecurityPage'));
export const changeContactPage = lazyPage(() => import('../features/account-security/pages/ChangeContactPage'));
