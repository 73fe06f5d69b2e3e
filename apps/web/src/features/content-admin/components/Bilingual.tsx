import { Textarea, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n';
import classes from './editor.module.css';

export type TLocale = 'en' | 'ar';
export const LOCALES: TLocale[] = ['en', 'ar'];

// The editor (tiptap) loads only when a body is edited.
const RichTextField = lazy(() => import('./RichTextField').then((module) => ({ default: module.RichTextField })));

type TBilingualProps<T> = {
  values: Record<TLocale, T>;
  field: keyof T & string;
  label: string;
  kind?: 'line' | 'text' | 'rich';
  required?: boolean;
  onChange: (locale: TLocale, value: string) => void;
  errors: Record<string, string>;
};

/** One field per language, side by side; a body is formatted text, cleaned by the server on save. */
export function Bilingual<T extends Record<string, string>>({ values, field, label, kind = 'line', required, onChange, errors }: TBilingualProps<T>) {
  const { t } = useTranslation();
  return (
    <div className={classes.pair}>
      {LOCALES.map((locale) => {
        const props = {
          label: `${label} (${t(`contentAdmin.in.${locale}`)})`,
          value: values[locale][field] ?? '',
          error: errors[`${locale}.${field}`],
        };
        if (kind === 'rich') {
          return (
            <Suspense key={locale} fallback={<Textarea {...props} readOnly minRows={6} autosize />}>
              <RichTextField {...props} lang={locale} onChange={(html) => onChange(locale, html)} />
            </Suspense>
          );
        }
        const common = { ...props, required, lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr', onChange: (event: { currentTarget: { value: string } }) => onChange(locale, event.currentTarget.value) } as const;
        return kind === 'text' ? <Textarea key={locale} autosize minRows={3} {...common} /> : <TextInput key={locale} {...common} />;
      })}
    </div>
  );
}
