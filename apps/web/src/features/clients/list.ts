import { listQuery } from '../../lib/list-state';

export const CLIENTS_PAGE_SIZE = 10;

export type TClientListParams = { search: string; sort: string; pageNumber: number };

/** The API query of one page of the list. */
export const clientsQuery = ({ search, sort, pageNumber }: TClientListParams): URLSearchParams => listQuery({ search, sort }, pageNumber, CLIENTS_PAGE_SIZE);
