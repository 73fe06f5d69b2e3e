import { zodResolver } from '@hookform/resolvers/zod';
import { readMessage } from '@app/shared';
import { useCallback, useMemo } from 'react';
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
  const schemaFields = useMemo(() => fieldPathsOf(schema) as Array<Path<z.input<TSchema>>>, [schema]);
  return { ...form, register, schemaFields };
}

/**
 * The names a schema's values go by, as the form registers them: each key of an object, and the
 * keys of an object inside it (`en.title`); refinements, defaults and unions are looked through.
 */
export function fieldPathsOf(schema: z.core.$ZodType, prefix = ''): string[] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries((def as z.core.$ZodObjectDef).shape).flatMap(([key, field]) => [`${prefix}${key}`, ...fieldPathsOf(field, `${prefix}${key}.`)]);
    case 'pipe':
      return fieldPathsOf((def as z.core.$ZodPipeDef).in, prefix);
    case 'optional':
    case 'nullable':
    case 'default':
      return fieldPathsOf((def as z.core.$ZodOptionalDef).innerType, prefix);
    case 'union':
      return [...new Set((def as z.core.$ZodUnionDef).options.flatMap((option) => fieldPathsOf(option, prefix)))];
    default:
      return [];
  }
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

/** A form of useSchemaForm, as far as the server's refusals need it. */
type TServerErrorTarget<T extends FieldValues> = { setError: UseFormSetError<T>; schemaFields: ReadonlyArray<Path<T>> };

/** Shows a refused call's messages on the form's fields (its schema's), focusing the first. */
export function applyServerErrors<T extends FieldValues>(error: unknown, form: TServerErrorTarget<T>, fallbackField?: Path<T>): void {
  for (const [field, message] of serverFieldErrors(error, form.schemaFields, fallbackField)) {
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true });
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
