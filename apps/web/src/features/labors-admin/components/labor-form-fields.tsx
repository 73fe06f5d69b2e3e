import { inLanguage, type TReferenceList, type ZLaborInputSchema } from '@app/shared';
import { NativeSelect, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/i18n';
import { useFieldError, type useSchemaForm } from '../../../lib/forms';
import { useReferenceOptions } from '../../../lib/lookups';

/** The worker's form (LaborForm), as each of its fieldsets takes it. */
export type TLaborForm = ReturnType<typeof useSchemaForm<typeof ZLaborInputSchema>>;
export type TLaborValues = z.input<typeof ZLaborInputSchema>;

export const toNumber = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The part of the form that shows one field's value (the age, a preview): a change of that field
 * renders this part alone. A watch in LaborForm itself rendered the whole form again on each
 * keystroke in the date of birth.
 */
export function Watch<N extends 'dateOfBirth' | 'photo' | 'video'>({
  control,
  name,
  children,
}: {
  control: TLaborForm['control'];
  name: N;
  children: (value: TLaborValues[N]) => ReactNode;
}) {
  const value = useWatch({ control, name });
  return children(value);
}

type TReferenceField = 'countryId' | 'positionId' | 'religionId' | 'educationLevelId' | 'maritalStatusId';

/** A required choice from a reference list (nationality, position, ...), in the reader's language. */
export function ReferenceField({ form, name, list, label }: { form: TLaborForm; name: TReferenceField; list: TReferenceList; label: string }) {
  const fieldError = useFieldError();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ReferenceSelect list={list} label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldError(fieldState.error)} />
      )}
    />
  );
}

/**
 * Uncontrolled, as the text fields: the field keeps what is typed (an emptied field stays empty
 * while the user edits; the schema then says it is required), and the form holds its number.
 */
export function NumberField({
  form,
  name,
  label,
  nullable,
  required = false,
}: {
  form: TLaborForm;
  name: 'kids' | 'heightCm' | 'weightKg' | 'salaryAed';
  label: string;
  nullable: boolean;
  required?: boolean;
}) {
  const fieldError = useFieldError();
  return (
    <TextInput
      type="number"
      inputMode="numeric"
      label={label}
      required={required}
      {...form.register(name, { setValueAs: (value: unknown) => (value === '' || value == null ? (nullable ? null : undefined) : Number(value)) })}
      error={fieldError(form.formState.errors[name])}
    />
  );
}

function ReferenceSelect({
  list,
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  list: TReferenceList;
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  onBlur: () => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const options = useReferenceOptions(list);
  return (
    <NativeSelect
      label={label}
      required
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(toNumber(event.currentTarget.value))}
      onBlur={onBlur}
      error={error}
      data={[
        { value: '', label: t('laborsAdmin.choose') },
        ...(options.data ?? []).map((option) => ({ value: String(option.id), label: inLanguage(option, 'name', i18n.language) })),
      ]}
    />
  );
}
