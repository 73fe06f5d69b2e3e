export const CLIENTS_PAGE_SIZE = 10;

export type TClientListParams = { search: string; pageNumber: number };

/** The list's state lives in the address (?search=&page=), so it survives a reload and the back button. */
export function readListParams(params: URLSearchParams): TClientListParams {
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() ?? '',
    pageNumber: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function listParamsToSearch({ search, pageNumber }: TClientListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (pageNumber > 1) params.set('page', String(pageNumber));
  return params;
}

export function clientsApiPath({ search, pageNumber }: TClientListParams): string {
  const query = new URLSearchParams({ pageNumber: String(pageNumber), pageSize: String(CLIENTS_PAGE_SIZE) });
  if (search) query.set('search', search);
  return `/api/clients?${query}`;
}
