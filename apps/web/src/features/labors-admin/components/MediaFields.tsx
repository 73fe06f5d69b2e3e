import { Button } from '@mantine/core';
import pageClasses from '../../../app/ui/page.module.css';
import { FileUpload } from '../../../app/ui/FileUpload';
import { useFieldError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import type { useUploadsInProgress } from '../../../lib/uploads-in-progress';
import { Watch, type TLaborForm } from './labor-form-fields';
import classes from './labors.module.css';
import { ActiveSwitch } from '../../../app/ui/RowActions';

/** Her photo (required) and video, and whether families see her. */
export function MediaFields({ form, uploads }: { form: TLaborForm; uploads: ReturnType<typeof useUploadsInProgress> }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { errors } = form.formState;
  return (
    <fieldset className={pageClasses.fieldset}>
      <legend>{t('laborsAdmin.media')}</legend>
      <div className={classes.grid}>
        <Watch control={form.control} name="photo">
          {(photo) => (
            <FileUpload
              kind="image"
              label={t('laborsAdmin.photo')}
              required
              preview={photo}
              error={
                // A missing upload has no message of its own in the schema: say what is missing.
                errors.photo?.type === 'server' ? fieldError(errors.photo) : errors.photo || errors.thumbnail ? t('validation.photoRequired') : undefined
              }
              onUploaded={({ image, thumbnail }) => {
                form.setValue('photo', image, { shouldValidate: true, shouldDirty: true });
                form.setValue('thumbnail', thumbnail, { shouldDirty: true });
              }}
              onBusyChange={uploads.tracker('photo')}
            />
          )}
        </Watch>
        <Watch control={form.control} name="video">
          {(video) => (
            <div>
              <FileUpload
                kind="video"
                label={t('laborsAdmin.video')}
                preview={video}
                error={fieldError(errors.video)}
                // Like every other field, a new or removed video is stored by the form's Save.
                onUploaded={(stored) => form.setValue('video', stored.video, { shouldDirty: true })}
                onBusyChange={uploads.tracker('video')}
              />
              {video && (
                <Button variant="outline" color="red.9" mt="sm" onClick={() => form.setValue('video', null, { shouldDirty: true })}>
                  {t('laborsAdmin.removeVideo')}
                </Button>
              )}
            </div>
          )}
        </Watch>
      </div>
      <ActiveSwitch control={form.control} mt="md" label={t('laborsAdmin.isActive')} />
    </fieldset>
  );
}
