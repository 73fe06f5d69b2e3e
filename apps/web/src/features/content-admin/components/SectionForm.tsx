import type { TAdminPage } from '@app/shared';
import { Button, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmDelete } from '../../../app/ui/ConfirmDelete';
import { useAddSection, useDeleteSection, useSaveSection } from '../api';
import { Bilingual, type TLocale } from './Bilingual';
import { useServerErrors } from '../server-errors';
import { WaitForUploads } from '../../../app/ui/WaitForUploads';
import classes from './editor.module.css';
import { ImagePicker } from './ImagePicker';

type TSection = TAdminPage['sections'][number];
type TSectionEntry = TSection['en'];

/** One section of a page: its titles and text in both languages, its picture, shown or hidden, or deleted. */
export function SectionForm({ section }: { section: TSection }) {
  const { t } = useTranslation();
  const save = useSaveSection(section.id);
  const remove = useDeleteSection();
  const [confirming, setConfirming] = useState(false);
  const [values, setValues] = useState(section);
  const { errors, clear } = useServerErrors(save.error);
  const [uploading, setUploading] = useState(false);
  const set = (field: keyof TSectionEntry) => (locale: TLocale, value: string) => {
    clear(`${locale}.${field}`);
    setValues((current) => ({ ...current, [locale]: { ...current[locale], [field]: value } }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { key, imageId, sortOrder, isActive, en, ar } = values;
    save.mutate({ key, imageId, sortOrder, isActive, en, ar });
  };
  const name = t('contentAdmin.sectionLabel', { key: section.key });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={name} className={classes.section}>
      <div className={classes.sectionHead}>
        <h3 dir="ltr">{section.key}</h3>
        <Switch label={t('contentAdmin.shown')} checked={values.isActive} onChange={(event) => setValues({ ...values, isActive: event.currentTarget.checked })} />
      </div>
      <Stack>
        <ImagePicker
          label={t('contentAdmin.image')}
          image={values.image}
          imageId={values.imageId}
          onChange={(picked) => setValues({ ...values, imageId: picked?.id ?? null, image: picked?.fileName ?? null })}
          onBusyChange={setUploading}
        />
        <Bilingual values={values} field="title" label={t('contentAdmin.title')} required onChange={set('title')} errors={errors} />
        <Bilingual values={values} field="subTitle" label={t('contentAdmin.subTitle')} onChange={set('subTitle')} errors={errors} />
        <Bilingual values={values} field="body" label={t('contentAdmin.body')} kind="rich" onChange={set('body')} errors={errors} />
        <div className={classes.picker}>
          <WaitForUploads busy={uploading}>
            {(describedBy) => (
              <Button type="submit" variant="outline" loading={save.isPending} disabled={uploading} aria-describedby={describedBy}>
                {t('contentAdmin.saveSection')}
              </Button>
            )}
          </WaitForUploads>
          <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
            {t('contentAdmin.deleteSection')}
          </Button>
        </div>
      </Stack>
      <ConfirmDelete
        open={confirming}
        title={t('contentAdmin.deleteSectionTitle')}
        text={t('contentAdmin.deleteSectionText', { key: section.key })}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(section.id, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}

/** Adds a section to the page: a key the site's code knows it by, and its titles; the rest is edited afterwards. */
export function NewSectionForm({ pageId, nextOrder }: { pageId: number; nextOrder: number }) {
  const { t } = useTranslation();
  const add = useAddSection(pageId);
  const empty = { key: '', en: { title: '', subTitle: '', body: '' }, ar: { title: '', subTitle: '', body: '' } };
  const [values, setValues] = useState(empty);
  const { errors, clear } = useServerErrors(add.error);
  const set = (field: keyof TSectionEntry) => (locale: TLocale, value: string) => {
    clear(`${locale}.${field}`);
    setValues((current) => ({ ...current, [locale]: { ...current[locale], [field]: value } }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ ...values, key: values.key.trim(), sortOrder: nextOrder }, { onSuccess: () => setValues(empty) });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('contentAdmin.addSection')} className={classes.section}>
      <h3>{t('contentAdmin.addSection')}</h3>
      <Stack>
        <TextInput
          label={t('contentAdmin.sectionKey')}
          description={t('contentAdmin.sectionKeyHint')}
          required
          dir="ltr"
          value={values.key}
          error={errors.key}
          onChange={(event) => {
            clear('key');
            setValues({ ...values, key: event.currentTarget.value });
          }}
        />
        <Bilingual values={values} field="title" label={t('contentAdmin.title')} required onChange={set('title')} errors={errors} />
        <div>
          <Button type="submit" variant="outline" loading={add.isPending}>
            {t('contentAdmin.addSection')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
