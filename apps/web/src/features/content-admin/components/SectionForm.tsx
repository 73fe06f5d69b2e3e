import { ZSectionInputSchema, type TAdminPage } from '@app/shared';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { ConfirmDelete } from '../../../app/ui/ConfirmDelete';
import { SaveBar } from '../../../app/ui/EditPage';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { useAddSection, useDeleteSection, useSaveSection } from '../api';
import { Bilingual, inBoth } from './Bilingual';
import classes from './editor.module.css';
import { ImagePicker } from './ImagePicker';
import { ActiveSwitch } from '../../../app/ui/RowActions';

type TSection = TAdminPage['sections'][number];

const EMPTY_ENTRY = { title: '', subTitle: '', body: '' };

/** One section of a page: its titles and text in both languages, its picture, shown or hidden, or deleted. */
export function SectionForm({ section }: { section: TSection }) {
  const { t } = useTranslation();
  const save = useSaveSection(section.id);
  const remove = useDeleteSection();
  const fieldError = useFieldError();
  const [confirming, setConfirming] = useState(false);
  const { key, imageId, sortOrder, isActive, en, ar } = section;
  const form = useSchemaForm(ZSectionInputSchema, { key, imageId, sortOrder, isActive, en, ar });
  const [image, setImage] = useState(section.image);
  const [uploading, setUploading] = useState(false);
  const onSubmit = form.handleSubmit((input) => save.mutate(input, { onError: (error) => applyServerErrors(error, form) }));
  const name = t('contentAdmin.sectionLabel', { key: section.key });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={name} className={classes.section}>
      <div className={classes.sectionHead}>
        <h3 dir="ltr">{section.key}</h3>
        <ActiveSwitch control={form.control} label={t('contentAdmin.shown')} />
      </div>
      <Stack>
        <ImagePicker
          label={t('contentAdmin.image')}
          image={image}
          imageId={form.watch('imageId') ?? null}
          onChange={(picked) => {
            setImage(picked?.fileName ?? null);
            form.setValue('imageId', picked?.id ?? null, { shouldDirty: true });
          }}
          onBusyChange={setUploading}
        />
        {form.formState.errors.imageId && <p role="alert">{fieldError(form.formState.errors.imageId)}</p>}
        <Bilingual control={form.control} names={inBoth('title')} label={t('contentAdmin.title')} required />
        <Bilingual control={form.control} names={inBoth('subTitle')} label={t('contentAdmin.subTitle')} />
        <Bilingual control={form.control} names={inBoth('body')} label={t('contentAdmin.body')} kind="rich" />
        <SaveBar label={t('contentAdmin.saveSection')} saving={save.isPending} uploading={uploading}>
          <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
            {t('contentAdmin.deleteSection')}
          </Button>
        </SaveBar>
      </Stack>
      <ConfirmDelete
        open={confirming}
        title={t('contentAdmin.deleteSectionTitle')}
        text={<TextWithLtrValue sentence={(key) => t('contentAdmin.deleteSectionText', { key })} value={section.key} />}
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
  const fieldError = useFieldError();
  const empty = { key: '', en: EMPTY_ENTRY, ar: EMPTY_ENTRY };
  const form = useSchemaForm(ZSectionInputSchema, empty);
  // Placed after the page's last section as it is when sent.
  const onSubmit = form.handleSubmit((input) =>
    add.mutate({ ...input, sortOrder: nextOrder }, { onSuccess: () => form.reset(empty), onError: (error) => applyServerErrors(error, form) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('contentAdmin.addSection')} className={classes.section}>
      <h3>{t('contentAdmin.addSection')}</h3>
      <Stack>
        <TextInput
          label={t('contentAdmin.sectionKey')}
          description={t('contentAdmin.sectionKeyHint')}
          required
          dir="ltr"
          {...form.register('key')}
          error={fieldError(form.formState.errors.key)}
        />
        <Bilingual control={form.control} names={inBoth('title')} label={t('contentAdmin.title')} required />
        <SaveBar label={t('contentAdmin.addSection')} saving={add.isPending} />
      </Stack>
    </form>
  );
}
