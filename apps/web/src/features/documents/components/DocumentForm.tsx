import { ADDED_DOCUMENT_KINDS, inLanguage, ZDocumentInputSchema, type TWorkerDocument } from '@app/shared';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import pageClasses from '../../../app/ui/page.module.css';
import { SaveOrCancel } from '../../../app/ui/RowActions';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useReferenceOptions } from '../../../lib/lookups';
import { useSaveDocument, type TDocumentStep } from '../api';

type TAddedKind = (typeof ADDED_DOCUMENT_KINDS)[number];

/** An emptied date or choice is none. */
const orNull = (value: string | null) => (value ? value : null);
const idOrNull = (value: string) => (value === '' ? null : Number(value));

type TProps = {
  laborId: number;
  document: TWorkerDocument | null;
  onDone: () => void;
  /** A new document from a visa process's step, of the kind the step usually gives. */
  step?: TDocumentStep & { kind?: TAddedKind };
};

/** Adds a document to a worker or changes one (not a passport: its number and dates are on the worker's form). */
export function DocumentForm({ laborId, document, onDone, step }: TProps) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const save = useSaveDocument(laborId, document?.id ?? null, step);
  const countries = useReferenceOptions('countries');
  const form = useSchemaForm(ZDocumentInputSchema, {
    kind: document && document.kind !== 'passport' ? document.kind : (step?.kind ?? 'visa'),
    number: document?.number ?? '',
    issueDate: document?.issueDate ?? null,
    expiryDate: document?.expiryDate ?? null,
    issuingCountryId: document?.issuingCountry?.id ?? null,
    note: document?.note ?? '',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone, onError: (error) => applyServerErrors(error, form) }));
  return (
    <form noValidate onSubmit={onSubmit} className={pageClasses.form}>
      <NativeSelect
        label={t('documents.fields.kind')}
        required
        {...form.register('kind')}
        data={ADDED_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`documents.kinds.${kind}`) }))}
        error={fieldError(errors.kind)}
      />
      <TextInput label={t('documents.fields.number')} dir="ltr" {...form.register('number')} error={fieldError(errors.number)} />
      <TextInput
        type="date"
        label={t('documents.fields.issueDate')}
        {...form.register('issueDate', { setValueAs: orNull })}
        error={fieldError(errors.issueDate)}
      />
      <TextInput
        type="date"
        label={t('documents.fields.expiryDate')}
        {...form.register('expiryDate', { setValueAs: orNull })}
        error={fieldError(errors.expiryDate)}
      />
      <Controller
        control={form.control}
        name="issuingCountryId"
        render={({ field }) => (
          <NativeSelect
            label={t('documents.fields.issuingCountry')}
            value={field.value ? String(field.value) : ''}
            onChange={(event) => field.onChange(idOrNull(event.currentTarget.value))}
            onBlur={field.onBlur}
            data={[
              { value: '', label: '—' },
              ...(countries.data ?? []).map((country) => ({ value: String(country.id), label: inLanguage(country, 'name', i18n.language) })),
            ]}
            error={fieldError(errors.issuingCountryId)}
          />
        )}
      />
      <Textarea label={t('documents.fields.note')} autosize minRows={2} {...form.register('note')} error={fieldError(errors.note)} />
      <SaveOrCancel saving={save.isPending} onCancel={onDone} />
    </form>
  );
}
