import { Textarea, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import classes from './editor.module.css';

export type TLocale = 'en' | 'ar';
export const LOCALES: TLocale[] = ['en', 'ar'];

/** The form's names of one text in both languages: `en.title` and `ar.title`. */
export const inBoth = <F extends string>(field: F) => ({ en: `en.${field}` as const, ar: `ar.${field}` as const });

// The editor (tiptap) loads only when a body is edited.
const RichTextField = lazy(() => import('./RichTextField').then((module) => ({ default: module.RichTextField })));

type TBilingualProps<T extends FieldValues> = {
  control: Control<T>;
  names: Record<TLocale, Path<T>>;
  label: string;
  kind?: 'line' | 'text' | 'rich';
  required?: boolean;
};

/** One field per language, side by side; a body is formatted text, cleaned by the server on save. */
export function Bilingual<T extends FieldValues>({ control, names, label, kind = 'line', required }: TBilingualProps<T>) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  return (
    <div className={classes.pair}>
      {LOCALES.map((locale) => (
        <Controller
          key={locale}
          control={control}
          name={names[locale]}
          render={({ field, fieldState }) => {
            const props = { label: `${label} (${t(`contentAdmin.in.${locale}`)})`, value: String(field.value ?? ''), error: fieldError(fieldState.error) };
            if (kind === 'rich') {
              return (
                <Suspense fallback={<Textarea {...props} readOnly minRows={6} autosize />}>
                  <RichTextField {...props} lang={locale} onChange={field.onChange} />
                </Suspense>
              );
            }
            const common = {
              ...props,
              required,
              lang: locale,
              dir: locale === 'ar' ? 'rtl' : 'ltr',
              name: field.name,
              ref: field.ref,
              onBlur: field.onBlur,
              onChange: field.onChange,
            };
            return kind === 'text' ? <Textarea autosize minRows={3} {...common} /> : <TextInput {...common} />;
          }}
        />
      ))}
    </div>
  );
}
