import { WEB_ROUTES, type TAdminPage } from '@app/shared';
import { Button, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, useNavigate } from 'react-router';
import { useSavePage } from '../api';
import { useServerErrors } from '../server-errors';
import { Bilingual, type TLocale } from './Bilingual';
import { ImagePicker } from './ImagePicker';
import { WaitForUploads } from '../../../app/ui/WaitForUploads';

type TPageEntry = TAdminPage['en'];
export type TEditablePage = Pick<TAdminPage, 'uniqueUrl' | 'kind' | 'imageId' | 'image' | 'isActive' | 'en' | 'ar'> & { id: number | null };

const EMPTY_ENTRY: TPageEntry = { title: '', seoDesc: '', keywords: '', summary: '', body: '' };
export const newPage = (kind: TAdminPage['kind']): TEditablePage => ({ id: null, uniqueUrl: '', kind, imageId: null, image: null, isActive: true, en: EMPTY_ENTRY, ar: EMPTY_ENTRY });

/** A page's address, picture and visibility, and its texts in both languages; a new one opens in the editor once saved. */
export function PageForm({ page }: { page: TEditablePage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePage(page.id);
  const [values, setValues] = useState(page);
  const { errors, clear } = useServerErrors(save.error);
  const [uploading, setUploading] = useState(false);
  const set = (field: keyof TPageEntry) => (locale: TLocale, value: string) => {
    clear(`${locale}.${field}`);
    setValues((current) => ({ ...current, [locale]: { ...current[locale], [field]: value } }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { uniqueUrl, kind, imageId, isActive, en, ar } = values;
    save.mutate(
      { uniqueUrl: uniqueUrl.trim(), kind, imageId, isActive, en, ar },
      { onSuccess: ({ data }) => page.id === null && navigate(generatePath(WEB_ROUTES.contentPage, { id: String(data.id) }), { replace: true }) },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput
          label={t('contentAdmin.address')}
          description={t('contentAdmin.addressHint')}
          required
          dir="ltr"
          value={values.uniqueUrl}
          error={errors.uniqueUrl}
          onChange={(event) => {
            clear('uniqueUrl');
            setValues({ ...values, uniqueUrl: event.currentTarget.value });
          }}
        />
        <Switch label={t('contentAdmin.published')} checked={values.isActive} onChange={(event) => setValues({ ...values, isActive: event.currentTarget.checked })} />
        <ImagePicker
          label={t('contentAdmin.image')}
          image={values.image}
          imageId={values.imageId}
          onChange={(picked) => {
            clear('imageId');
            setValues({ ...values, imageId: picked?.id ?? null, image: picked?.fileName ?? null });
          }}
          onBusyChange={setUploading}
        />
        {errors.imageId && <p role="alert">{errors.imageId}</p>}
        <Bilingual values={values} field="title" label={t('contentAdmin.title')} required onChange={set('title')} errors={errors} />
        <Bilingual values={values} field="seoDesc" label={t('contentAdmin.seoDesc')} onChange={set('seoDesc')} errors={errors} />
        <Bilingual values={values} field="keywords" label={t('contentAdmin.keywords')} onChange={set('keywords')} errors={errors} />
        <Bilingual values={values} field="summary" label={t('contentAdmin.summary')} kind="text" onChange={set('summary')} errors={errors} />
        <Bilingual values={values} field="body" label={t('contentAdmin.body')} kind="rich" onChange={set('body')} errors={errors} />
        <div>
          <WaitForUploads busy={uploading}>
            {(describedBy) => (
              <Button type="submit" loading={save.isPending} disabled={uploading} aria-describedby={describedBy}>
                {page.id === null ? t('contentAdmin.create') : t('lookups.save')}
              </Button>
            )}
          </WaitForUploads>
        </div>
      </Stack>
    </form>
  );
}
