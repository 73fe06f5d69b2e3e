import { processContractApi, processesApi, type TProcess, type TProcessTemplate, type TSaveProcessTemplate, type TUpdateProcessStep } from '@app/shared';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';
import { invalidateEndpoints, keyOf, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';
import { notifyApiError } from '../../lib/notify';

export const useProcessBoard = (filters: Record<string, string>, pageNumber: number) =>
  useEndpoint(processesApi.board, { query: listQuery(filters, pageNumber) }, { placeholderData: keepPreviousData });

const processKeyOf = (id: number) => keyOf(processesApi.get, { params: { id } });

// The page answers an unknown process itself (its not-found text): no notification for it.
export const useProcess = (id: number) => useEndpoint(processesApi.get, { params: { id } }, { meta: { quiet: true } });

/** The active staff who run steps (sales and managers), for every role that reads the board. */
export const useStepStaff = () => useEndpoint(processContractApi.staff, undefined, { staleTime: 5 * 60_000 });

/** A refusal that says the record moved meanwhile: its message is said and the record read again. */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

/** What a step's save sends but the version, which is the step's own as the page shows it. */
export type TStepChange = Omit<TUpdateProcessStep, 'version'>;

/**
 * Saves one step. The answer is the whole process (the due dates after it moved): it replaces the
 * page's copy. A step changed meanwhile is said and the process read again; other refusals are the
 * form's (`onError` of the call).
 */
export function useUpdateStep(processId: number) {
  const queryClient = useQueryClient();
  return useEndpointMutation(
    ({ stepId, version, change }: { stepId: number; version: number; change: TStepChange }) =>
      api.send(processesApi.updateStep, { params: { id: processId, stepId }, body: { ...change, version } }),
    {
      onSuccess: (result) => queryClient.setQueryData<TProcess>(processKeyOf(processId), result.data),
      invalidates: [processesApi.board],
      meta: { quiet: true },
      onError: (error) => {
        if (!isStale(error)) return;
        notifyApiError(error);
        invalidateEndpoints(queryClient, [processKeyOf(processId)]);
      },
    },
  );
}

export const useProcessTemplates = () => useEndpoint(processesApi.templates, undefined);

/** Saves a template's steps; a template changed meanwhile is said and every template read again. */
export function useSaveTemplate(id: number) {
  const queryClient = useQueryClient();
  return useEndpointMutation((body: TSaveProcessTemplate) => api.send(processesApi.saveTemplate, { params: { id }, body }), {
    onSuccess: (result) =>
      queryClient.setQueryData<TProcessTemplate[]>(keyOf(processesApi.templates), (templates) =>
        templates?.map((template) => (template.id === id ? result.data : template)),
      ),
    invalidates: [processesApi.templates],
    meta: { quiet: true },
    onError: (error) => {
      if (!isStale(error)) return;
      notifyApiError(error);
      invalidateEndpoints(queryClient, [processesApi.templates]);
    },
  });
}

/** One status's process of an order, asked only when `enabled`. */
function useOrderProcessIn(orderId: number, status: 'running' | 'done' | 'canceled', enabled: boolean) {
  const query = new URLSearchParams({ orderId: String(orderId), status, pageNumber: '1', pageSize: '1' });
  return useEndpoint(processesApi.board, { query }, { enabled, meta: { quiet: true } });
}

/**
 * An order's process, whatever its status: the running one, else the one done, else the one
 * canceled with the order. Each is asked only when the one before is not there.
 */
export function useOrderProcess(orderId: number, mayHaveOne: boolean) {
  const running = useOrderProcessIn(orderId, 'running', mayHaveOne);
  const done = useOrderProcessIn(orderId, 'done', running.data?.totalCount === 0);
  const canceled = useOrderProcessIn(orderId, 'canceled', done.data?.totalCount === 0);
  return running.data?.items[0] ?? done.data?.items[0] ?? canceled.data?.items[0];
}
