/** An endpoint's address with its `:params` filled in and its query appended (no zod: public pages use it before their first paint). */
export function apiPath(template: string, params?: unknown, query?: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') throw new Error(`apiPath: ${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = query instanceof URLSearchParams ? query : queryOf(query as object | undefined);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function queryOf(query: object | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return search;
}
