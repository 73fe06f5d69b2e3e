import { listQuery } from '../../lib/list-state';

export const STAFF_PAGE_SIZE = 10;

export type TStaffListParams = { search: string; sort: string; pageNumber: number };

/** The API query of one page of the staff list. */
export const staffQuery = ({ search, sort, pageNumber }: TStaffListParams): URLSearchParams => listQuery({ search, sort }, pageNumber, STAFF_PAGE_SIZE);
