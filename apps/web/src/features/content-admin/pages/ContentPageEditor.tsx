import type { TAdminPage } from '@app/shared';
import { Button, Loader, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import pageClasses from '../../../app/ui/page.module.css';
import { Page } from '../../../app/ui/Page';
import { ApiError } from '../../../lib/api-client';
import { useAdminPage, useSavePage, useSaveSection } from '../api';
import { ContentTabs } from '../ContentTabs';

type TLocale = 'en' | 'ar';
const LOCALES: TLocale[] = ['en', 'ar'];
const errorsOf = (error: unknown) => (error instanceof ApiError ? error.errors : {});

/** A text field per language, side by side; bodies are HTML, cleaned by the server on save. */
function Bilingual<T extends Record<string, string>>({ values, field, label, multiline, onChange, errors }: {
  values: Record<TLocale, T>;
  field: keyof T & string;
  label: string;
  multiline?: boolean;
  onChange: (locale: TLocale, value: string) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <div className={pageClasses.form} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: '1rem' }}>
      {LOCALES.map((locale) => {
        const props = {
          label: `${label} (${t(`contentAdmin.in.${locale}`)})`,
          value: values[locale][field] ?? '',
          lang: locale,
          dir: locale === 'ar' ? 'rtl' : 'ltr',
          error: errors[`${locale}.${field}`],
          onChange: (event: { currentTarget: { value: string } }) => onChange(locale, event.currentTarget.value),
        } as const;
        return multiline ? <Textarea key={locale} autosize minRows={4} {...props} /> : <TextInput key={locale} {...props} />;
      })}
    </div>
  );
}

function PageForm({ page }: { page: TAdminPage }) {
  const { t } = useTranslation();
  const save = useSavePage(page.id);
  const [values, setValues] = useState({ en: page.en, ar: page.ar });
  const set = (field: keyof TAdminPage['en']) => (locale: TLocale, value: string) => setValues((current) => ({ ...current, [locale]: { ...current[locale], [field]: value } }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ uniqueUrl: page.uniqueUrl, kind: page.kind, imageId: page.imageId, isActive: page.isActive, en: values.en, ar: values.ar });
  };
  const errors = errorsOf(save.error);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <Bilingual values={values} field="title" label={t('contentAdmin.title')} onChange={set('title')} errors={errors} />
        <Bilingual values={values} field="seoDesc" label={t('contentAdmin.seoDesc')} onChange={set('seoDesc')} errors={errors} />
        <Bilingual values={values} field="keywords" label={t('contentAdmin.keywords')} onChange={set('keywords')} errors={errors} />
        <Bilingual values={values} field="summary" label={t('contentAdmin.summary')} multiline onChange={set('summary')} errors={errors} />
        <Bilingual values={values} field="body" label={t('contentAdmin.body')} multiline onChange={set('body')} errors={errors} />
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('lookups.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function SectionForm({ section }: { section: TAdminPage['sections'][number] }) {
  const { t } = useTranslation();
  const save = useSaveSection(section.id);
  const [values, setValues] = useState({ en: section.en, ar: section.ar });
  const set = (field: keyof TAdminPage['sections'][number]['en']) => (locale: TLocale, value: string) =>
    setValues((current) => ({ ...current, [locale]: { ...current[locale], [field]: value } }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ key: section.key, imageId: section.imageId, sortOrder: section.sortOrder, isActive: section.isActive, en: values.en, ar: values.ar });
  };
  const errors = errorsOf(save.error);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('contentAdmin.sectionLabel', { key: section.key })}>
      <h3 dir="ltr">{section.key}</h3>
      <Stack>
        <Bilingual values={values} field="title" label={t('contentAdmin.title')} onChange={set('title')} errors={errors} />
        <Bilingual values={values} field="subTitle" label={t('contentAdmin.subTitle')} onChange={set('subTitle')} errors={errors} />
        <Bilingual values={values} field="body" label={t('contentAdmin.body')} multiline onChange={set('body')} errors={errors} />
        <div>
          <Button type="submit" variant="outline" loading={save.isPending}>
            {t('contentAdmin.saveSection')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export default function ContentPageEditor() {
  const { t } = useTranslation();
  const page = useAdminPage(Number(useParams().id));
  return (
    <Page title={t('contentAdmin.editTitle')} size="wide" intro={<ContentTabs />}>
      {!page.data && <Loader role="status" aria-label={t('app.loading')} />}
      {page.data && (
        <>
          <p dir="ltr">/{page.data.uniqueUrl}</p>
          <PageForm key={page.data.id} page={page.data} />
          {page.data.sections.length > 0 && <h2>{t('contentAdmin.sections')}</h2>}
          <Stack gap="xl">
            {page.data.sections.map((section) => (
              <SectionForm key={section.id} section={section} />
            ))}
          </Stack>
        </>
      )}
    </Page>
  );
}
