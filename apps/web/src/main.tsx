import './app/styles';
import { localeOf } from '@app/shared';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { loadDeferredParts } from './app/ui/deferred';
import { readToken } from './lib/api-client';
import { installChunkReloadGuard } from './lib/chunk-reload';
import { initI18n } from './lib/i18n';
import { applyDocumentLanguage, currentLanguageId, rememberLanguageForServer } from './lib/language';
import { clearOnReload, currentNavigationType } from './lib/cache-keys';
import { queryClient } from './lib/query-client';
import { takeOverServerMarkup } from './lib/render-scope';
import { CURRENT_USER_KEY, watchSession } from './lib/session/session';

const container = document.getElementById('root')!;
// A public page the server rendered (decision 037), in the language this browser reads it in: the
// app takes its markup over. Another language (a choice the server had not heard of) renders anew.
const serverMarkup = container.firstElementChild !== null && document.documentElement.lang === localeOf(currentLanguageId());
if (!serverMarkup) container.replaceChildren();

clearOnReload(window.localStorage, currentNavigationType());
applyDocumentLanguage(currentLanguageId());
rememberLanguageForServer(currentLanguageId());
installChunkReloadGuard();
watchSession(queryClient);

type TRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has loaded the first route's page and run its loader. */
const initialized = (router: TRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/** Resolves in a task of its own: what follows does not lengthen the one before. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Its effect runs once the app's first render is committed, over the server's markup or not: from
 * then on the app renders what this browser knows (a signed-in user's header, stored copies), and
 * `<html data-app="ready">` says the page answers its controls (the browser suite waits for it). It
 * wraps the app rather than sitting beside it, so the tree, and so the ids React gives (useId), are
 * the server's.
 */
function AppStarted({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    if (!serverMarkup) return;
    takeOverServerMarkup(false);
    if (readToken()) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }, []);
  return children;
}

const appOf = (router: TRouter) => (
  <StrictMode>
    <Providers client={queryClient}>
      <AppStarted>
        <RouterProvider router={router} />
      </AppStarted>
    </Providers>
  </StrictMode>
);

// The first render waits for the language and the page (preloaded by the server with the page's
// data), so the first paint is the whole page; as a transition it yields to the browser as it goes.
// A visitor's public page needs the first part of the catalogue; a signed-in user's bar, the rest.
// A rendered page is taken over with its deferred parts' code in, so it hydrates whole.
async function start() {
  const language = initI18n(undefined, { all: readToken() !== null });
  // The router is made, and starts loading the page, in a task after the entry's evaluation: the
  // two made one long task on a phone.
  await nextTask();
  const router = createAppRouter();
  const routerReady = initialized(router);
  await Promise.all([language, serverMarkup ? routerReady.then(loadDeferredParts) : routerReady]);
  const app = appOf(router);
  if (serverMarkup) {
    takeOverServerMarkup(true);
    // As a transition, hydration yields to the browser as it goes (no long task). React replaces
    // markup that differs from its first render: a bug to fix, which the browser suite fails on.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, { componentStack }) => console.error('hydration: the server-rendered markup was replaced', error, componentStack),
      });
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

void start();
