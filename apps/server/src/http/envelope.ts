import type { TEnvelope } from '@app/shared';

export function ok<T>(data: T, message: string | null = null): TEnvelope<T> {
  return { isDone: true, data, message };
}

export function failure(message: string, errors?: Record<string, string>) {
  return { isDone: false as const, data: null, message, ...(errors ? { errors } : {}) };
}
