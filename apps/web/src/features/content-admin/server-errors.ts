import { useState } from 'react';
import { ApiError } from '../../lib/api-client';

/**
 * The field messages of a refused save, each dropped as soon as its field is changed, so a message
 * never stays under a field that has been corrected.
 */
export function useServerErrors(error: unknown) {
  const [changed, setChanged] = useState<{ error: unknown; fields: ReadonlySet<string> }>({ error: null, fields: new Set() });
  const all = error instanceof ApiError ? error.errors : {};
  const changedSinceError = changed.error === error ? changed.fields : new Set<string>();
  const errors = Object.fromEntries(Object.entries(all).filter(([field]) => !changedSinceError.has(field)));
  const clear = (field: string) =>
    setChanged((current) => ({ error, fields: new Set([...(current.error === error ? current.fields : []), field]) }));
  return { errors, clear };
}
