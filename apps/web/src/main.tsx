import './app/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { readToken } from './lib/api-client';
import { installChunkReloadGuard } from './lib/chunk-reload';
import { initI18n } from './lib/i18n';
import { applyDocumentLanguage, currentLanguageId, rememberLanguageForServer } from './lib/language';
import { clearOnReload, currentNavigationType } from './lib/cache-keys';

clearOnReload(window.localStorage, currentNavigationType());
applyDocumentLanguage(currentLanguageId());
rememberLanguageForServer(currentLanguageId());
installChunkReloadGuard();

/** Resolves once the router has loaded the first route's page and run its loader. */
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

// The first render waits for the language and the page (preloaded by the server with the page's
// data), so the first paint is the whole page; as a transition it yields to the browser as it goes.
// A visitor's public page needs the first part of the catalogue; a signed-in user's bar, the rest.
void Promise.all([initI18n(undefined, { all: readToken() !== null }), routerReady]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
});
