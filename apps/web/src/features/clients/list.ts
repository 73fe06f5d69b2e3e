export const CLIENTS_PAGE_SIZE = 10;

export type TClientListParams = { search: string; sort: string; pageNumber: number };

/** The list's state lives in the address (?search=&sort=&page=), so it survives a reload and the back button. */
export function readListParams(params: URLSearchParams): TClientListParams {
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    sort: params.get('sort') ?? '',
    pageNumber: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function listParamsToSearch({ search, sort, pageNumber }: TClientListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (sort) params.set('sort', sort);
  if (pageNumber > 1) params.set('page', String(pageNumber));
  return params;
}

export function clientsApiPath({ search, sort, pageNumber }: TClientListParams): string {
  const query = new URLSearchParams({ pageNumber: String(pageNumber), pageSize: String(CLIENTS_PAGE_SIZE) });
  if (search) query.set('search', search);
  if (sort) query.set('sort', sort);
  return `/api/clients?${query}`;
}
