import { describe, expect, it, vi } from 'vitest';

vi.stubGlobal('window', { localStorage: { getItem: () => null } });
const { ApiError } = await import('./api-client');
const { shouldRetry } = await import('./query-client');

describe('shouldRetry', () => {
  it('retries a network or server failure once', () => {
    expect(shouldRetry(0, new ApiError(0, 'errors.network', 'offline'))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, 'errors.databaseDown', 'down'))).toBe(true);
    expect(shouldRetry(0, new Error('boom'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'errors.databaseDown', 'down'))).toBe(false);
  });

  it('never retries a refusal', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'errors.badRequest', 'no')), String(status)).toBe(false);
    }
  });
});
