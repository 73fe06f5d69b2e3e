import type { TEndpoint, THandlerInput } from '@app/shared';

type TCall<E extends TEndpoint> = Pick<THandlerInput<E>, 'Params' | 'Querystring'>;

const patternOf = (template: string) => new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)')}$`);

/**
 * A GET of `endpoint` at `address` (its path and query) read as its route would read it: the params
 * and the query validated by the endpoint's schemas, which throw on invalid input as the route
 * refuses it. Undefined when the address is not this endpoint's.
 */
export function callOf<E extends TEndpoint>(endpoint: E, address: string): TCall<E> | undefined {
  const url = new URL(address, 'http://call.invalid');
  const values = patternOf(endpoint.path).exec(url.pathname)?.slice(1);
  if (!values) return undefined;
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index]!)]));
  return {
    Params: (endpoint.params ? endpoint.params.parse(params) : undefined) as TCall<E>['Params'],
    Querystring: (endpoint.query ? endpoint.query.parse(Object.fromEntries(url.searchParams)) : undefined) as TCall<E>['Querystring'],
  };
}
