import { WEB_ROUTES, ZPageInputSchema, type TAdminPage } from '@app/shared';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, useNavigate } from 'react-router';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useSavePage } from '../api';
import { Bilingual, inBoth } from './Bilingual';
import { ImagePicker } from './ImagePicker';
import { EditForm } from '../../../app/ui/EditPage';
import { ActiveSwitch } from '../../../app/ui/RowActions';

type TPageEntry = TAdminPage['en'];
export type TEditablePage = Pick<TAdminPage, 'uniqueUrl' | 'kind' | 'imageId' | 'image' | 'isActive' | 'en' | 'ar'> & { id: number | null };

const EMPTY_ENTRY: TPageEntry = { title: '', seoDesc: '', keywords: '', summary: '', body: '' };
export const newPage = (kind: TAdminPage['kind']): TEditablePage => ({
  id: null,
  uniqueUrl: '',
  kind,
  imageId: null,
  image: null,
  isActive: true,
  en: EMPTY_ENTRY,
  ar: EMPTY_ENTRY,
});

/** A page's address, picture and visibility, and its texts in both languages; a new one opens in the editor once saved. */
export function PageForm({ page }: { page: TEditablePage }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const save = useSavePage(page.id);
  const form = useSchemaForm(ZPageInputSchema, {
    uniqueUrl: page.uniqueUrl,
    kind: page.kind,
    imageId: page.imageId,
    isActive: page.isActive,
    en: page.en,
    ar: page.ar,
  });
  const { errors } = form.formState;
  const [image, setImage] = useState(page.image);
  const [uploading, setUploading] = useState(false);
  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: ({ data }) => {
        if (page.id === null) void navigate(generatePath(WEB_ROUTES.contentPage, { id: String(data.id) }), { replace: true });
      },
      onError: (error) => applyServerErrors(error, form),
    }),
  );
  return (
    <EditForm onSubmit={onSubmit} label={page.id === null ? t('contentAdmin.create') : t('lookups.save')} saving={save.isPending} uploading={uploading}>
      <TextInput
        label={t('contentAdmin.address')}
        description={t('contentAdmin.addressHint')}
        required
        dir="ltr"
        {...form.register('uniqueUrl')}
        error={fieldError(errors.uniqueUrl)}
      />
      <ActiveSwitch control={form.control} label={t('contentAdmin.published')} />
      <ImagePicker
        label={t('contentAdmin.image')}
        image={image}
        imageId={form.watch('imageId') ?? null}
        onChange={(picked) => {
          setImage(picked?.fileName ?? null);
          form.setValue('imageId', picked?.id ?? null, { shouldDirty: true });
          form.clearErrors('imageId');
        }}
        onBusyChange={setUploading}
      />
      {errors.imageId && <p role="alert">{fieldError(errors.imageId)}</p>}
      <Bilingual control={form.control} names={inBoth('title')} label={t('contentAdmin.title')} required />
      <Bilingual control={form.control} names={inBoth('seoDesc')} label={t('contentAdmin.seoDesc')} />
      <Bilingual control={form.control} names={inBoth('keywords')} label={t('contentAdmin.keywords')} />
      <Bilingual control={form.control} names={inBoth('summary')} label={t('contentAdmin.summary')} kind="text" />
      <Bilingual control={form.control} names={inBoth('body')} label={t('contentAdmin.body')} kind="rich" />
    </EditForm>
  );
}
