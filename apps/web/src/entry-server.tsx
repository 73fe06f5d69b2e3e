import { AsyncLocalStorage } from 'node:async_hooks';
import type { TLocale, TTranslator } from '@app/shared';
import { QueryClient } from '@tanstack/react-query';
import { parseHTML } from 'linkedom';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { headStylesHtml, Providers } from './app/providers';
import { routes } from './app/routes';
import { loadDeferredParts } from './app/ui/deferred';
import { readRenderScopeFrom, type TRenderScope } from './lib/render-scope';

/**
 * The server's render of a public page (decision 037): the same routes, providers and components as
 * the browser's, in the page's language, with the answers the page carries. The browser hydrates it.
 */
export type TRenderRequest = { url: string; locale: TLocale; translator: TTranslator; answers: Record<string, unknown> };
/** The page's markup for #root; null when the page cannot be rendered here (a call it would make, a 404), and the browser renders it. */
export type TRendered = { html: string } | null;

const scopes = new AsyncLocalStorage<TRenderScope>();
readRenderScopeFrom(() => scopes.getStore());

const handler = createStaticHandler(routes);

const parseHtml = (html: string): ParentNode => parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;

export async function render({ url, locale, translator, answers }: TRenderRequest): Promise<TRendered> {
  const { origin } = new URL(url);
  // Nothing is fetched while rendering: what the page has not got (no answer) is a miss.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return scopes.run({ locale, translator, answers, queryClient, parseHtml, origin }, async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    await loadDeferredParts();
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <StrictMode>
        <Providers client={queryClient}>
          {/* The browser's own provider (main.tsx), not StaticRouterProvider: the same tree gives the same ids (useId). */}
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
    queryClient.clear();
    return { html };
  });
}

/** The theme's <style> elements, for the head of a rendered page. */
export const headStyles = headStylesHtml();
