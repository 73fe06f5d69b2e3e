import '../public-styles';
import {
  COUNTRIES,
  EMIRATES,
  inLanguage,
  isPastExpiry,
  LANGUAGE_ID,
  todayInUae,
  ZClientProfileInputSchema,
  type TClientProfile,
  type TClientProfileValues,
} from '@app/shared';
import { Button, NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useClientProfile, useSaveClientProfile, type TProfileSide } from '../../../lib/client-profile';
import classes from './client-profile.module.css';

/** The form's values from the saved profile. */
export const valuesOf = (profile: TClientProfile): TClientProfileValues => ({
  fullName: profile.fullName,
  fullNameAr: profile.fullNameAr,
  emiratesId: profile.emiratesId,
  emiratesIdExpiry: profile.emiratesIdExpiry,
  nationality: profile.nationality?.code ?? null,
  emirate: profile.emirate,
  address: profile.address,
  languageId: profile.languageId === LANGUAGE_ID.arabic ? LANGUAGE_ID.arabic : LANGUAGE_ID.english,
});

/**
 * The rule the shared schema can not know: a new Emirates ID expiry must not be in the past on
 * today's UAE day (one kept as it was is not judged again). Says so on the field; false stops the save.
 */
export function checkExpiry(values: TClientProfileValues, saved: TClientProfile, setError: UseFormSetError<TClientProfileValues>, now = new Date()) {
  if (!isPastExpiry(values.emiratesIdExpiry, saved.emiratesIdExpiry, todayInUae(now))) return true;
  setError('emiratesIdExpiry', { type: 'expired', message: 'validation.emiratesIdExpired' }, { shouldFocus: true });
  return false;
}

function ProfileForm({ side, profile }: { side: TProfileSide; profile: TClientProfile }) {
  const { t, i18n } = useTranslation();
  const save = useSaveClientProfile(side);
  const fieldError = useFieldError();
  const form = useSchemaForm(ZClientProfileInputSchema, valuesOf(profile));
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) => {
    if (!checkExpiry(values, profile, form.setError)) return;
    save.mutate(values, { onSuccess: ({ data }) => form.reset(valuesOf(data)), onError: (error) => applyServerErrors(error, form) });
  });
  const emirates = EMIRATES.map((emirate) => ({ value: emirate.key, label: inLanguage(emirate, 'name', i18n.language) }));
  // Every country, in the page's language, there from the first paint: the saved one shows at once.
  const nationalities = COUNTRIES.map((country) => ({ value: country.code, label: inLanguage(country, 'name', i18n.language) }));
  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      <div className={classes.grid}>
        <TextInput label={t('clientProfile.fullName')} autoComplete="name" dir="ltr" {...form.register('fullName')} error={fieldError(errors.fullName)} />
        <TextInput label={t('clientProfile.fullNameAr')} dir="rtl" lang="ar" {...form.register('fullNameAr')} error={fieldError(errors.fullNameAr)} />
        <TextInput
          label={t('clientProfile.emiratesId')}
          description={
            <>
              {t('clientProfile.emiratesIdHint')} <bdi dir="ltr">784-YYYY-NNNNNNN-N</bdi>
            </>
          }
          placeholder="784-1990-1234567-1"
          dir="ltr"
          inputMode="numeric"
          {...form.register('emiratesId')}
          error={fieldError(errors.emiratesId)}
        />
        <TextInput
          type="date"
          label={t('clientProfile.emiratesIdExpiry')}
          dir="ltr"
          {...form.register('emiratesIdExpiry', { setValueAs: (value: string) => value || null })}
          error={fieldError(errors.emiratesIdExpiry)}
        />
        <NativeSelect
          label={t('clientProfile.nationality')}
          data={[{ value: '', label: t('clientProfile.notGiven') }, ...nationalities]}
          {...form.register('nationality', { setValueAs: (value: string) => value || null })}
          error={fieldError(errors.nationality)}
        />
        <NativeSelect
          label={t('clientProfile.emirate')}
          data={[{ value: '', label: t('clientProfile.notGiven') }, ...emirates]}
          {...form.register('emirate', { setValueAs: (value: string) => value || null })}
          error={fieldError(errors.emirate)}
        />
      </div>
      <Textarea label={t('clientProfile.address')} autosize minRows={2} {...form.register('address')} error={fieldError(errors.address)} />
      <NativeSelect
        label={t('clientProfile.language')}
        className={classes.language}
        data={[
          { value: String(LANGUAGE_ID.arabic), label: 'العربية' },
          { value: String(LANGUAGE_ID.english), label: 'English' },
        ]}
        {...form.register('languageId', { setValueAs: Number })}
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('clientProfile.save')}
        </Button>
      </div>
    </form>
  );
}

/** A client's visa details, edited by herself on her profile or by staff on her page. */
export function VisaProfileForm({ side }: { side: TProfileSide }) {
  const profile = useClientProfile(side);
  if (!profile.data) return null;
  return <ProfileForm key={profile.data.updatedAt ?? 'new'} side={side} profile={profile.data} />;
}
