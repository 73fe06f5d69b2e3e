import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { installChunkReloadGuard } from './lib/chunk-reload';
import { initI18n } from './lib/i18n';
import { adoptLanguageFromUrl, applyDocumentLanguage, currentLanguageId } from './lib/language';
import { clearOnReload, currentNavigationType } from './lib/swr-cache';

adoptLanguageFromUrl(window.location.search);
clearOnReload(window.localStorage, currentNavigationType());
applyDocumentLanguage(currentLanguageId());
installChunkReloadGuard();

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
