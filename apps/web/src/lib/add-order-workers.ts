import { ordersApi } from '@app/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useEndpoint } from './endpoint-query';
import { listQuery } from './list-state';

const SUGGESTIONS = 5;

/** What is typed, once typing pauses: one search per pause, not per key. */
export function useSettled(value: string, delayMs = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** A code ("SK-1003", "1003") searches codes, anything else names. */
export const workerSearchFilters = (search: string): Record<string, string> => ({ [/^(sk-?)?\d+$/i.test(search) ? 'code' : 'name']: search });

/** The first Available workers matching a search (Add Order, a replacement order), each with what staff must know of her. */
export const useAddOrderWorkers = (search: string) =>
  useEndpoint(ordersApi.adminAddWorkers, { query: listQuery(workerSearchFilters(search), 1, SUGGESTIONS) }, { placeholderData: keepPreviousData });
