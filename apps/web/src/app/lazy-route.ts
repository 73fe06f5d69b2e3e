import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { importCode } from '../lib/import-code';

/**
 * `firstPaint`: a public page the server preloads (first-paint-chunks.ts), shown with the first part
 * of the catalogue only. Every other page waits for the whole catalogue too.
 */
type TPageOptions = { firstPaint?: boolean };

/** Each page is its own chunk; a chunk that vanished with a new release reloads the page once. */
const loadPage = <T>(load: () => Promise<T>, { firstPaint = false }: TPageOptions) => importCode(load, { firstPaintWords: firstPaint });

export const lazyPage =
  (load: () => Promise<{ default: ComponentType }>, options: TPageOptions = {}) =>
  async () => ({ Component: (await loadPage(load, options)).default });

/** A page whose loader turns an unknown record into the 404 page. */
export const lazyWithLoader =
  (load: () => Promise<{ default: ComponentType; loader: LoaderFunction }>, options: TPageOptions = {}) =>
  async () => {
    const page = await loadPage(load, options);
    return { Component: page.default, loader: page.loader };
  };

// Clients and admins share their account pages; the guard around each route decides who may open it.
export const profilePage = lazyPage(() => import('../features/auth/pages/ProfilePage'));
export const editProfilePage = lazyPage(() => import('../features/auth/pages/EditProfilePage'));
export const changePasswordPage = lazyPage(() => import('../features/auth/pages/ChangePasswordPage'));
export const twoStepPage = lazyPage(() => import('../features/auth/pages/TwoStepPage'));
export const securityPage = lazyPage(() => import('../features/account-security/pages/SecurityPage'));
export const changeContactPage = lazyPage(() => import('../features/account-security/pages/ChangeContactPage'));
