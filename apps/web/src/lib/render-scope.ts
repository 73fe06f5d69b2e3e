import type { TLocale, TTranslator } from '@app/shared';

/**
 * What one render on the server knows of its page (decision 037): its language, its words and the
 * answers the page carries. In a browser there is none: the page's own module state (the
 * translator, the page's language, the answers in the document) answers instead.
 */
export type TRenderScope = { locale: TLocale; translator: TTranslator; answers: Record<string, unknown> };

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
