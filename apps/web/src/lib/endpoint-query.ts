/**
 * Query keys and invalidation derived from the endpoint declarations (packages/shared), as tRPC's
 * `trpc.x.useQuery` and `utils.x.invalidate()`: a key is `[tag, path, input]`, so a renamed
 * endpoint or tag breaks the build instead of leaving a list stale.
 */
import type * as shared from '@app/shared';
import type { TCallInput, TEndpoint, TEndpointRoute, TPublicRequest, TResponseOf } from '@app/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { firstPaintOptions } from './first-paint';

type TValuesOf<T> = T extends unknown ? T[keyof T] : never;
type TDeclared = Extract<TValuesOf<{ [K in keyof typeof shared]: K extends `${string}Api` ? (typeof shared)[K] : never }[keyof typeof shared]>, TEndpoint>;

/** A tag some declaration carries: what invalidation goes by. */
export type TTag = TDeclared['tag'];

/** An endpoint with its tag: a declaration, or a route alone where zod must not load (`taggedRoute`). */
type TKeyed<E extends TEndpoint> = E | (TEndpointRoute<E> & Pick<E, 'tag'>);

/** A route named without its declaration (a public page's first paint) with the declaration's tag, which the compiler checks. */
export const taggedRoute = <E extends TEndpoint>(route: TEndpointRoute<E>, tag: E['tag']): TEndpointRoute<E> & Pick<E, 'tag'> => ({ ...route, tag });

/** The input as a key holds it: a key is hashed as JSON, which sees none of a URLSearchParams' entries. */
const keyInputOf = <E extends TEndpoint>(input: TCallInput<E> | undefined) =>
  input?.query instanceof URLSearchParams ? { ...input, query: Object.fromEntries(input.query) } : (input ?? {});

/** The query key of one call: every key of a tag starts with it, every key of an endpoint with `[tag, path]`. */
export const keyOf = <E extends TEndpoint>(endpoint: TKeyed<E>, input?: TCallInput<E>) => [endpoint.tag, endpoint.path, keyInputOf(input)] as const;

/** An endpoint's input, optional where the endpoint takes none. */
type TInputArgs<E extends TEndpoint> = object extends TCallInput<E> ? [input?: TCallInput<E>] : [input: TCallInput<E>];

/** The key and the call of one read, for `useQuery`, a loader's `ensureQueryData` or `setQueryData`. */
export const queryOf = <E extends TEndpoint>(endpoint: TKeyed<E>, ...[input]: TInputArgs<E>) => ({
  queryKey: keyOf(endpoint, input),
  queryFn: () => api.call<E>(endpoint, ...([input] as TInputArgs<E>)),
});

/**
 * A public page's read (`publicRequests`, built before zod loads), keyed as the same call by its
 * declaration is, with the declaration's tag; started with the page's own answer when it has one.
 */
export const publicQueryOf = <E extends TEndpoint>(request: TPublicRequest<E>, tag: E['tag']) => ({
  queryKey: keyOf(taggedRoute(request.route, tag), request.input),
  queryFn: () => api.read(request),
  ...firstPaintOptions(request),
});

type TQueryOptions<E extends TEndpoint, TData> = Omit<UseQueryOptions<TResponseOf<E>, Error, TData>, 'queryKey' | 'queryFn'>;

/** `useQuery` of one endpoint's read, keyed by its declaration (`select` may shape what it gives). */
export const useEndpoint = <E extends TEndpoint, TData = TResponseOf<E>>(
  endpoint: TKeyed<E>,
  input: TCallInput<E> | undefined,
  options: TQueryOptions<E, TData> = {},
) => useQuery({ ...queryOf<E>(endpoint, ...([input] as TInputArgs<E>)), ...options });

/** A key `keyOf` built: as a filter, it matches every call of the endpoint whose input holds the key's parts. */
type TCallKey = readonly [tag: string, path: string, input: object];

/** What a change makes stale: a tag's queries, an endpoint's whatever their input, or the calls a key of `keyOf` matches. */
type TStale = TTag | TKeyed<TEndpoint> | TCallKey;

const isCallKey = (stale: TStale): stale is TCallKey => Array.isArray(stale);
const filterOf = (stale: TStale) => (typeof stale === 'string' ? [stale] : isCallKey(stale) ? stale : [stale.tag, stale.path]);

/** Marks these queries stale; resolves once the mounted ones have refetched. */
const invalidate = async (queryClient: QueryClient, stale: readonly TStale[]): Promise<void> => {
  await Promise.all(stale.map((target) => queryClient.invalidateQueries({ queryKey: filterOf(target) })));
};

/** Marks every query of these tags stale: the mounted ones refetch. */
export function invalidateTags(queryClient: QueryClient, tags: readonly TTag[]): void {
  void invalidate(queryClient, tags);
}

/** Marks every query of these endpoints stale, whatever their input; of a call's key (`keyOf`), the calls whose input holds its parts. */
export function invalidateEndpoints(queryClient: QueryClient, endpoints: ReadonlyArray<TKeyed<TEndpoint> | TCallKey>): void {
  void invalidate(queryClient, endpoints);
}

type TMutationOptions<TInput, TResult> = Omit<UseMutationOptions<TResult, Error, TInput>, 'mutationFn'> & {
  /** Read again once the change succeeded, after `onSuccess` (which may put the answer in place first). */
  invalidates: readonly TStale[];
  /** Read again when the server refused the change too (say, a 404 for what had already gone). */
  evenIfRefused?: boolean;
  /** The change is done only once what it made stale is read again, so the page shows it as the change ends. */
  awaitRefetch?: boolean;
};

/** A change sent to the API (`send` calls its endpoint) and what it makes stale, as most of the features' changes are. */
export function useEndpointMutation<TInput, TResult>(send: (input: TInput) => Promise<TResult>, options: TMutationOptions<TInput, TResult>) {
  const queryClient = useQueryClient();
  const { invalidates, evenIfRefused = false, awaitRefetch = false, onSuccess, onSettled, ...rest } = options;
  const refresh = async () => {
    const refetched = invalidate(queryClient, invalidates);
    if (awaitRefetch) await refetched;
  };
  return useMutation({
    ...rest,
    mutationFn: send,
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      if (!evenIfRefused) await refresh();
    },
    onSettled: async (...args) => {
      await onSettled?.(...args);
      if (evenIfRefused) await refresh();
    },
  });
}
