import { AppError } from './app-error.js';

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/** PostgreSQL text can't hold NUL; refuse it up front instead of failing deep inside a query. */
export async function rejectNulBytes(request: { body?: unknown; query?: unknown; params?: unknown }) {
  if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
    throw new AppError(400, 'validation.nulByte');
  }
}
