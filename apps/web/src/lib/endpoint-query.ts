/**
 * Query keys and invalidation derived from the endpoint declarations (packages/shared), as tRPC's
 * `trpc.x.useQuery` and `utils.x.invalidate()`: a key is `[tag, path, input]`, so a renamed
 * endpoint or tag breaks the build instead of leaving a list stale.
 */
import type * as shared from '@app/shared';
import type { TCallInput, TEndpoint, TEndpointRoute, TResponseOf } from '@app/shared';
import { useQuery, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { api } from './api-client';

type TValuesOf<T> = T extends unknown ? T[keyof T] : never;
type TDeclared = Extract<TValuesOf<{ [K in keyof typeof shared]: K extends `${string}Api` ? (typeof shared)[K] : never }[keyof typeof shared]>, TEndpoint>;

/** A tag some declaration carries: what invalidation goes by. */
export type TTag = TDeclared['tag'];

/** An endpoint with its tag: a declaration, or a route alone where zod must not load (`taggedRoute`). */
type TKeyed<E extends TEndpoint> = E | (TEndpointRoute<E> & Pick<E, 'tag'>);

/** A route named without its declaration (a public page's first paint) with the declaration's tag, which the compiler checks. */
export const taggedRoute = <E extends TEndpoint>(route: TEndpointRoute<E>, tag: E['tag']): TEndpointRoute<E> & Pick<E, 'tag'> => ({ ...route, tag });

/** The query key of one call: every key of a tag starts with it, every key of an endpoint with `[tag, path]`. */
export const keyOf = <E extends TEndpoint>(endpoint: TKeyed<E>, input?: TCallInput<E>) => [endpoint.tag, endpoint.path, input ?? {}] as const;

/** An endpoint's input, optional where the endpoint takes none. */
type TInputArgs<E extends TEndpoint> = object extends TCallInput<E> ? [input?: TCallInput<E>] : [input: TCallInput<E>];

/** The key and the call of one read, for `useQuery`, a loader's `ensureQueryData` or `setQueryData`. */
export const queryOf = <E extends TEndpoint>(endpoint: TKeyed<E>, ...[input]: TInputArgs<E>) => ({
  queryKey: keyOf(endpoint, input),
  queryFn: () => api.call<E>(endpoint, ...([input] as TInputArgs<E>)),
});

type TQueryOptions<E extends TEndpoint> = Omit<UseQueryOptions<TResponseOf<E>>, 'queryKey' | 'queryFn'>;

/** `useQuery` of one endpoint's read, keyed by its declaration. */
export const useEndpoint = <E extends TEndpoint>(endpoint: TKeyed<E>, input: TCallInput<E> | undefined, options: TQueryOptions<E> = {}) =>
  useQuery({ ...queryOf<E>(endpoint, ...([input] as TInputArgs<E>)), ...options });

/** Marks every query of these tags stale: the mounted ones refetch. */
export function invalidateTags(queryClient: QueryClient, tags: readonly TTag[]): void {
  for (const tag of tags) void queryClient.invalidateQueries({ queryKey: [tag] });
}

/** Marks every query of these endpoints stale, whatever their input. */
export function invalidateEndpoints(queryClient: QueryClient, endpoints: ReadonlyArray<TKeyed<TEndpoint>>): void {
  for (const endpoint of endpoints) void queryClient.invalidateQueries({ queryKey: [endpoint.tag, endpoint.path] });
}
