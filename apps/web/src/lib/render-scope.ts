import type { TLocale, TTranslator } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What one render on the server knows of its page (decision 037): its language, its words and the
 * answers the page carries. In a browser there is none: the page's own module state (the
 * translator, the page's language, the answers in the document) answers instead.
 */
export type TRenderScope = {
  locale: TLocale;
  translator: TTranslator;
  answers: Record<string, unknown>;
  /** The render's own queries (the routes' loaders fill it), never another page's. */
  queryClient: QueryClient;
  /** The site's address (the server's PUBLIC_URL, or the address asked), as the browser's location.origin. */
  origin: string;
  /** The browser's DOMParser, which Node lacks: the server gives a parser of its own. */
  parseHtml: (html: string) => ParentNode;
};

let readScope: () => TRenderScope | undefined = () => undefined;

/**
 * Where the server's renders keep their scope (an AsyncLocalStorage, one store per request): set
 * once by the server's entry, so two pages rendered at once in two languages never mix.
 */
export function readRenderScopeFrom(read: () => TRenderScope | undefined): void {
  readScope = read;
}

/** The scope of the render running now; undefined in a browser. */
export const renderScope = (): TRenderScope | undefined => readScope();

/** The site's address, for links shared outside it. */
export const siteOrigin = (): string => readScope()?.origin ?? window.location.origin;

let takingOver = false;

/**
 * The browser's first render over the server's markup (main.tsx) renders what the server did: no
 * stored copies, no signed-in header. It ends once that render is committed; what the browser
 * knows then shows in the next.
 */
export function takeOverServerMarkup(active: boolean): void {
  takingOver = active;
}

/** Whether this render must give the server's markup: on the server, or the browser's first render over it. */
export const rendersAsServer = (): boolean => takingOver || readScope() !== undefined;
