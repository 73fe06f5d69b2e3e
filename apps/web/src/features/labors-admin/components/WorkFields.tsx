import { inLanguage, LABOR_STATUSES } from '@app/shared';
import { Button, Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { Controller, useFieldArray } from 'react-hook-form';
import pageClasses from '../../../app/ui/page.module.css';
import { useFieldError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { useReferenceOptions } from '../../../lib/lookups';
import { STATUS_KEYS } from '../names';
import { NumberField, ReferenceField, type TLaborForm } from './labor-form-fields';
import classes from './labors.module.css';

export const EMPTY_SKILL = { name: '', nameAr: '' };

/** The work she is offered for: position, education, salary, status, languages and skills. */
export function WorkFields({ form }: { form: TLaborForm }) {
  const { t } = useTranslation();
  return (
    <fieldset className={pageClasses.fieldset}>
      <legend>{t('laborsAdmin.work')}</legend>
      <div className={classes.grid}>
        <ReferenceField form={form} name="positionId" list="positions" label={t('laborsAdmin.position')} />
        <ReferenceField form={form} name="educationLevelId" list="educationLevels" label={t('laborsAdmin.education')} />
        <NumberField form={form} name="salaryAed" label={t('laborsAdmin.salary')} nullable={false} required />
        <NativeSelect
          label={t('laborsAdmin.status')}
          {...form.register('status')}
          data={LABOR_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) }))}
        />
      </div>
      <Controller control={form.control} name="languageIds" render={({ field }) => <LanguageChecks value={field.value ?? []} onChange={field.onChange} />} />
      <SkillsFields form={form} />
    </fieldset>
  );
}

/** Each skill in English and, for the Arabic pages, in Arabic. */
function SkillsFields({ form }: { form: TLaborForm }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const skills = useFieldArray({ control: form.control, name: 'skills' });
  const { errors } = form.formState;
  return (
    <fieldset className={pageClasses.fieldset} style={{ marginBlockStart: '1rem' }}>
      <legend>{t('laborsAdmin.skills')}</legend>
      <p className={classes.age}>{t('laborsAdmin.skillsHint')}</p>
      {(errors.skills?.root ?? errors.skills?.message) && <p role="alert">{fieldError((errors.skills?.root ?? errors.skills) as never)}</p>}
      {skills.fields.map((skill, index) => (
        <div key={skill.id} className={classes.grid} style={{ marginBlockEnd: '0.5rem', alignItems: 'end' }}>
          <TextInput
            label={t('laborsAdmin.skillName', { n: index + 1 })}
            required
            {...form.register(`skills.${index}.name`)}
            error={fieldError(errors.skills?.[index]?.name)}
          />
          <TextInput label={t('laborsAdmin.skillNameAr', { n: index + 1 })} lang="ar" dir="rtl" {...form.register(`skills.${index}.nameAr`)} />
          {skills.fields.length > 1 && (
            <Button variant="outline" color="red.9" onClick={() => skills.remove(index)}>
              {t('laborsAdmin.removeSkill', { n: index + 1 })}
            </Button>
          )}
        </div>
      ))}
      <Button variant="outline" onClick={() => skills.append(EMPTY_SKILL)}>
        {t('laborsAdmin.addSkill')}
      </Button>
    </fieldset>
  );
}

function LanguageChecks({ value, onChange }: { value: number[]; onChange: (value: number[]) => void }) {
  const { t, i18n } = useTranslation();
  const options = useReferenceOptions('languages');
  return (
    <fieldset className={pageClasses.fieldset} style={{ marginBlockStart: '1rem' }}>
      <legend>{t('laborsAdmin.languages')}</legend>
      <div className={classes.checks}>
        {(options.data ?? []).map((option) => (
          <Checkbox
            key={option.id}
            label={inLanguage(option, 'name', i18n.language)}
            checked={value.includes(option.id)}
            onChange={(event) => onChange(event.currentTarget.checked ? [...value, option.id] : value.filter((id) => id !== option.id))}
          />
        ))}
      </div>
    </fieldset>
  );
}
