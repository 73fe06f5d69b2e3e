/**
 * Renders a page or a component inside the app's real providers (app/providers.tsx: Mantine with
 * the app's theme and direction, the app's query client with its notifications, the session
 * watch), a router, and the language of the test, as main.tsx starts the app.
 *
 * The app reads its language once per page load (lib/language.ts): a test that opens the app in
 * another language than the test before it gets a fresh copy of the app's modules, so the modules
 * under test are imported after `openApp`. Tests in the same language share the modules (loading
 * them again for each test cost more than the tests); their query client is emptied, the page's
 * storage and the notifications too. `{ fresh: true }` asks for new modules anyway, for a test
 * that needs no module state left over (say, what lib/first-paint.ts read once from the page):
 *
 *   const server = fakeServer();
 *   const app = await openApp('ar', { token: 'client-token' });
 *   const page = await import('./pages/ClientOrderPage');
 *   app.render({ path: WEB_ROUTES.clientOrder, Component: page.default, loader: page.loader }, { at: '/ClientOrder/7' });
 *
 * Only the network is faked (fake-server.ts). Not in StrictMode, unlike main.tsx: its second render
 * and effect run exist in development builds only, and cost time here.
 */
import { languageIdOf, type TLocale } from '@app/shared';
import { render, type RenderResult } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useRouteError, type LoaderFunction } from 'react-router';
import { vi } from 'vitest';

/** A page as the app's router mounts it: its route pattern, its component, its loader if any. */
export type TPageRoute = {
  path: string;
  Component: ComponentType;
  loader?: LoaderFunction;
};

/** Where the app went when it left the page under test (a link followed, a navigation). */
function Elsewhere() {
  const location = useLocation();
  return <p data-elsewhere="">{`${location.pathname}${location.search}`}</p>;
}

function RouteFailure() {
  const error = useRouteError();
  return <p role="alert">{`The route failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`}</p>;
}

export type TOpenApp = Awaited<ReturnType<typeof openApp>>;

/** The language of the app's modules now loaded in this test file. */
let loadedLanguage: TLocale | undefined;

type TOpenOptions = {
  /** A session token, as if signed in. */
  token?: string;
  /** New app modules even in the language already loaded. */
  fresh?: boolean;
};

const watchedClients = new WeakSet<object>();

export async function openApp(language: TLocale, { token, fresh = false }: TOpenOptions = {}) {
  if (typeof document === 'undefined') throw new Error('Component tests run in jsdom: start the file with // @vitest-environment jsdom');
  window.localStorage.clear();
  window.localStorage.setItem('languageId', String(languageIdOf(language)));
  if (token) window.localStorage.setItem('token', token);
  if (fresh || loadedLanguage !== language) vi.resetModules();
  loadedLanguage = language;
  const [{ Providers }, i18n, languages, { queryClient }, { watchSession }] = await Promise.all([
    import('../app/providers'),
    import('../lib/i18n'),
    import('../lib/language'),
    import('../lib/query-client'),
    import('../lib/session/session'),
  ]);
  queryClient.clear();
  // As main.tsx does: the app hears of a session ended here or in another tab.
  if (!watchedClients.has(queryClient)) watchSession(queryClient);
  watchedClients.add(queryClient);
  await i18n.initI18n();
  languages.applyDocumentLanguage(languages.currentLanguageId());

  let router: ReturnType<typeof createMemoryRouter> | undefined;
  // jsdom has no layout and the app's CSS modules are not loaded, so checking pointer-events through
  // computed styles (slow) proves nothing here; disabled controls are still refused.
  const user = userEvent.setup({
    delay: null,
    skipHover: true,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
  });

  return {
    /**
     * The words a user reads, from the real catalogue of the test's language; a key missing from it
     * fails the test (the app would show the bare key).
     */
    t(key: Parameters<typeof i18n.t>[0], params?: Parameters<typeof i18n.t>[1]): string {
      if (!i18n.useTranslation().i18n.exists(key)) throw new Error(`No message ${key} in the ${language} catalogue`);
      return i18n.t(key, params);
    },
    /** A user at the keyboard and the pointer; keys follow each other at once (no timer per key). */
    user,
    /**
     * Enters a whole value into an empty field at once, as pasting or the browser's autofill does:
     * one input event instead of five events a key, for text whose keys do not matter to the test.
     */
    async fill(field: HTMLElement, text: string) {
      await user.click(field);
      await user.paste(text);
    },
    /**
     * A component on its own (mounted at `at`, by default /), or a page at its route. Any other
     * path the app goes to shows where it went (see `location`).
     */
    render(page: ReactElement | TPageRoute, { at = '/' }: { at?: string } = {}): RenderResult {
      const route =
        'path' in page
          ? { path: page.path, Component: page.Component, loader: page.loader }
          : { path: new URL(at, 'http://localhost').pathname, element: page };
      router = createMemoryRouter(
        [
          {
            ErrorBoundary: RouteFailure,
            HydrateFallback: () => null,
            children: [route, { path: '*', Component: Elsewhere }],
          },
        ],
        { initialEntries: [at] },
      );
      return render(
        <Providers client={queryClient}>
          <RouterProvider router={router} />
        </Providers>,
      );
    },
    /** The path and query the router is at now. */
    location(): string {
      const location = router?.state.location;
      return location ? `${location.pathname}${location.search}` : '';
    },
  };
}

/** The message shown under a field: the error part of its accessible description (Mantine's `<id>-error`). */
export function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const errors = ids.filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent ?? '');
  return errors.join(' ') || null;
}

export { screen, within, waitFor } from '@testing-library/react';
