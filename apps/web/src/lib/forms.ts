import { zodResolver } from '@hookform/resolvers/zod';
import { readMessage } from '@app/shared';
import { useCallback } from 'react';
import { useForm, type DefaultValues, type FieldError, type FieldValues, type Path, type UseFormRegister, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from './i18n';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { createPointerSettle } from './pointer-settle';

let afterPointerRelease: ((run: () => void) => void) | undefined;

/**
 * A form checked by a shared zod schema before anything is sent: on submit, then on leaving each
 * field, and again while a field with a message is corrected.
 */
export function useSchemaForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(schema: TSchema, defaultValues: DefaultValues<z.input<TSchema>>) {
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema as never),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const { register: registerField } = form;
  const register = useCallback<UseFormRegister<z.input<TSchema>>>(
    (name, options) => {
      const field = registerField(name, options);
      return {
        ...field,
        onBlur: async (event) => {
          afterPointerRelease ??= createPointerSettle(document);
          afterPointerRelease(() => void field.onBlur(event));
        },
      };
    },
    [registerField],
  );
  return { ...form, register };
}

/**
 * The messages of a refused call that belong to the form's fields. A rule broken on the server
 * (422, such as a wrong current password) has no field of its own and lands on `fallbackField`.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[], fallbackField?: string): Array<[string, string]> {
  if (!(error instanceof ApiError)) return [];
  const entries = Object.entries(error.errors).filter(([field]) => fields.includes(field));
  if (entries.length === 0 && fallbackField && error.status === 422) return [[fallbackField, error.message]];
  return entries;
}

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  fallbackField?: Path<T>,
): void {
  for (const [field, message] of serverFieldErrors(error, fields, fallbackField)) {
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
  }
}

/** A schema's message is a catalogue key; the server's message is already in the reader's language. */
export function useFieldError() {
  const { i18n } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    const message = error?.message;
    if (!message) return undefined;
    const { key, params } = readMessage(message);
    return i18n.exists(key) ? String(i18n.t(key as never, params)) : message;
  };
}
