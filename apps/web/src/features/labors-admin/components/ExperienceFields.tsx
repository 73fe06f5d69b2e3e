import { EXPERIENCE_REGIONS } from '@app/shared';
import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import pageClasses from '../../../app/ui/page.module.css';
import { useFieldError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { toNumber, type TLaborForm } from './labor-form-fields';
import classes from './labors.module.css';

export const EMPTY_EXPERIENCE = { country: '', countryAr: '', position: '', positionAr: '', period: '', periodAr: '' };

/** Her past jobs, each in English and Arabic, with its years and region. */
export function ExperienceFields({ form }: { form: TLaborForm }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const experiences = useFieldArray({ control: form.control, name: 'experiences' });
  const { errors } = form.formState;
  return (
    <fieldset className={pageClasses.fieldset}>
      <legend>{t('laborsAdmin.experiences')}</legend>
      {errors.experiences?.root && <p role="alert">{fieldError(errors.experiences.root)}</p>}
      {errors.experiences?.message && <p role="alert">{fieldError(errors.experiences as never)}</p>}
      {experiences.fields.map((experience, index) => {
        const fieldErrors = errors.experiences?.[index];
        return (
          <fieldset key={experience.id} className={pageClasses.fieldset} style={{ marginBlockEnd: '1rem' }}>
            <legend>{t('laborsAdmin.experienceN', { n: index + 1 })}</legend>
            <div className={classes.grid}>
              <TextInput
                label={t('laborsAdmin.expCountry')}
                required
                {...form.register(`experiences.${index}.country`)}
                error={fieldError(fieldErrors?.country)}
              />
              <TextInput label={t('laborsAdmin.expCountryAr')} lang="ar" dir="rtl" {...form.register(`experiences.${index}.countryAr`)} />
              <TextInput
                label={t('laborsAdmin.expPosition')}
                required
                {...form.register(`experiences.${index}.position`)}
                error={fieldError(fieldErrors?.position)}
              />
              <TextInput label={t('laborsAdmin.expPositionAr')} lang="ar" dir="rtl" {...form.register(`experiences.${index}.positionAr`)} />
              <TextInput
                label={t('laborsAdmin.expPeriod')}
                required
                {...form.register(`experiences.${index}.period`)}
                error={fieldError(fieldErrors?.period)}
              />
              <TextInput label={t('laborsAdmin.expPeriodAr')} lang="ar" dir="rtl" {...form.register(`experiences.${index}.periodAr`)} />
              <TextInput
                type="number"
                inputMode="numeric"
                min={0}
                max={50}
                label={t('laborsAdmin.expYears')}
                {...form.register(`experiences.${index}.years`, { setValueAs: toNumber })}
                error={fieldError(fieldErrors?.years)}
              />
              <NativeSelect
                label={t('laborsAdmin.expRegion')}
                {...form.register(`experiences.${index}.region`, { setValueAs: (value: string) => (value === '' ? undefined : value) })}
                data={[{ value: '', label: '—' }, ...EXPERIENCE_REGIONS.map((region) => ({ value: region, label: t(`laborsAdmin.expRegions.${region}`) }))]}
                error={fieldError(fieldErrors?.region)}
              />
            </div>
            {experiences.fields.length > 1 && (
              <Button variant="outline" color="red.9" mt="sm" onClick={() => experiences.remove(index)}>
                {t('laborsAdmin.removeExperience', { n: index + 1 })}
              </Button>
            )}
          </fieldset>
        );
      })}
      <Button variant="outline" onClick={() => experiences.append(EMPTY_EXPERIENCE)}>
        {t('laborsAdmin.addExperience')}
      </Button>
    </fieldset>
  );
}
