import { ZReferenceInputSchema, type TReferenceAdminValue, type TReferenceList } from '@app/shared';
import { TextInput } from '@mantine/core';
import { SaveOrCancel, ActiveSwitch } from '../../../app/ui/RowActions';
import { useTranslation } from '../../../lib/i18n';
import pageClasses from '../../../app/ui/page.module.css';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useSaveReference } from '../api';
import { FileUpload } from '../../../app/ui/FileUpload';
import { useUploadsInProgress } from '../../../lib/uploads-in-progress';

/** Lists whose Arabic changes for a woman (عزباء, متزوجة); the worker pages pick the form by her gender. */
const GENDERED_LISTS: readonly TReferenceList[] = ['maritalStatuses'];

/** Add or edit one value of a reference list: name, Arabic name, image (required) and the active flag. */
export function ReferenceForm({ list, value, onDone }: { list: TReferenceList; value: TReferenceAdminValue | null; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const save = useSaveReference(list, value?.id ?? null);
  const form = useSchemaForm(ZReferenceInputSchema, {
    name: value?.name ?? '',
    nameAr: value?.nameAr ?? '',
    nameArFemale: value?.nameArFemale ?? '',
    image: value?.image ?? undefined,
    isActive: value?.isActive ?? true,
    sortOrder: value?.sortOrder ?? 0,
  });
  const { errors } = form.formState;
  const image = form.watch('image');
  const uploads = useUploadsInProgress();
  const onSubmit = form.handleSubmit((input) => save.mutate(input, { onSuccess: onDone, onError: (error) => applyServerErrors(error, form) }));
  return (
    <form noValidate onSubmit={onSubmit} className={pageClasses.form}>
      <TextInput label={t('lookups.name')} required {...form.register('name')} error={fieldError(errors.name)} />
      <TextInput label={t('lookups.nameAr')} required lang="ar" dir="rtl" {...form.register('nameAr')} error={fieldError(errors.nameAr)} />
      {GENDERED_LISTS.includes(list) && (
        <TextInput
          label={t('lookups.nameArFemale')}
          description={t('lookups.nameArFemaleHint')}
          lang="ar"
          dir="rtl"
          {...form.register('nameArFemale')}
          error={fieldError(errors.nameArFemale)}
        />
      )}
      <FileUpload
        kind="image"
        label={t('lookups.image')}
        required
        preview={image}
        error={fieldError(errors.image)}
        onUploaded={(stored) => form.setValue('image', stored.image, { shouldValidate: true, shouldDirty: true })}
        onBusyChange={uploads.tracker('image')}
      />
      <ActiveSwitch control={form.control} label={t('lookups.isActive')} />
      <SaveOrCancel saving={save.isPending} onCancel={onDone} uploading={uploads.busy} />
    </form>
  );
}
