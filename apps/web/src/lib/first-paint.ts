import { requestKey, type TApiRequest, type TEndpoint, type TResponseOf } from '@app/shared';
import { renderScope } from './render-scope';

const ELEMENT_ID = 'first-paint-data';

let answers: Record<string, unknown> | undefined;

function readAnswers(): Record<string, unknown> {
  const scope = renderScope();
  if (scope) return scope.answers;
  if (answers) return answers;
  answers = {};
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return answers;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) answers = parsed as Record<string, unknown>;
  } catch {
    // A page without usable answers fetches its data as usual.
  }
  return answers;
}

/**
 * The answer the server wrote into the page for this request (packages/shared `firstPaintRequests`),
 * so the first paint needs no API call; undefined when it sent none.
 */
export const firstPaintAnswer = <E extends TEndpoint>(request: TApiRequest<E>) => readAnswers()[requestKey(request)] as TResponseOf<E> | undefined;

export const PAGE_LOADED_AT = Date.now();

/** How long the page's own answers count as fresh: a query mounted later than this asks again. */
const FIRST_PAINT_FRESH_MS = 30_000;

/** Query options that start a query with the page's own answer and do not ask again for it on mount. */
export function firstPaintOptions<E extends TEndpoint>(request: TApiRequest<E>) {
  const answer = firstPaintAnswer(request);
  if (answer === undefined) return {};
  return {
    initialData: answer,
    initialDataUpdatedAt: PAGE_LOADED_AT,
    refetchOnMount: (query: { state: { dataUpdatedAt: number } }) =>
      query.state.dataUpdatedAt !== PAGE_LOADED_AT || Date.now() - PAGE_LOADED_AT > FIRST_PAINT_FRESH_MS,
  };
}
