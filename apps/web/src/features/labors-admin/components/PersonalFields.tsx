import { ageOn } from '@app/shared';
import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import pageClasses from '../../../app/ui/page.module.css';
import { useFieldError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { NumberField, ReferenceField, Watch, type TLaborForm } from './labor-form-fields';
import classes from './labors.module.css';

/** Who the worker is: her names, birth, gender, nationality, family, size and address. */
export function PersonalFields({ form }: { form: TLaborForm }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { errors } = form.formState;
  return (
    <fieldset className={pageClasses.fieldset}>
      <legend>{t('laborsAdmin.personal')}</legend>
      <div className={classes.grid}>
        <TextInput label={t('laborsAdmin.name')} required {...form.register('name')} error={fieldError(errors.name)} />
        <TextInput label={t('laborsAdmin.nameAr')} lang="ar" dir="rtl" {...form.register('nameAr')} error={fieldError(errors.nameAr)} />
        <div>
          <TextInput type="date" label={t('laborsAdmin.dateOfBirth')} required {...form.register('dateOfBirth')} error={fieldError(errors.dateOfBirth)} />
          <Watch control={form.control} name="dateOfBirth">
            {(dateOfBirth) => <AgeHint dateOfBirth={dateOfBirth} />}
          </Watch>
        </div>
        <NativeSelect
          label={t('laborsAdmin.gender')}
          required
          {...form.register('gender', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
          error={fieldError(errors.gender)}
          data={[
            { value: '', label: t('laborsAdmin.choose') },
            { value: 'female', label: t('laborsAdmin.female') },
            { value: 'male', label: t('laborsAdmin.male') },
          ]}
        />
        <ReferenceField form={form} name="countryId" list="countries" label={t('laborsAdmin.nationality')} />
        <ReferenceField form={form} name="religionId" list="religions" label={t('laborsAdmin.religion')} />
        <ReferenceField form={form} name="maritalStatusId" list="maritalStatuses" label={t('laborsAdmin.maritalStatus')} />
        <NumberField form={form} name="kids" label={t('laborsAdmin.kids')} nullable={false} />
        <NumberField form={form} name="heightCm" label={t('laborsAdmin.height')} nullable={true} />
        <NumberField form={form} name="weightKg" label={t('laborsAdmin.weight')} nullable={true} />
        <Textarea label={t('laborsAdmin.address')} required autosize minRows={2} {...form.register('address')} error={fieldError(errors.address)} />
      </div>
    </fieldset>
  );
}

/** The worker's age, under her date of birth, once the date is whole. */
function AgeHint({ dateOfBirth }: { dateOfBirth: string | undefined }) {
  const { t } = useTranslation();
  const age = dateOfBirth && /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? ageOn(dateOfBirth, new Date()) : null;
  if (age === null || Number.isNaN(age)) return null;
  return (
    <p className={classes.age} aria-live="polite">
      {t('laborsAdmin.ageYears', { count: age })}
    </p>
  );
}
