import { inLanguage, ageOn, EXPERIENCE_REGIONS, LABOR_STATUSES, WEB_ROUTES, ZLaborInputSchema, type TAdminLabor, type TReferenceList } from '@app/shared';
import { Button, Checkbox, NativeSelect, Switch, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, useNavigate } from 'react-router';
import pageClasses from '../../../app/ui/page.module.css';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useReferenceOptions } from '../../../lib/lookups';
import { FileUpload } from '../../../app/ui/FileUpload';
import { useCan } from '../../../lib/session/current-user';
import { useSaveLabor } from '../api';
import { useUploadsInProgress } from '../../../lib/uploads-in-progress';
import { EditForm } from '../../../app/ui/EditPage';
import { STATUS_KEYS } from '../names';
import classes from './labors.module.css';
import { stageDefaultsOf, WorkerStageFields } from './WorkerStageFields';

const EMPTY_SKILL = { name: '', nameAr: '' };
const EMPTY_EXPERIENCE = { country: '', countryAr: '', position: '', positionAr: '', period: '', periodAr: '' };

const toNumber = (value: string) => (value === '' ? undefined : Number(value));

function defaultsOf(labor: TAdminLabor | null) {
  if (!labor)
    return {
      languageIds: [],
      skills: [EMPTY_SKILL],
      experiences: [EMPTY_EXPERIENCE],
      kids: 0,
      heightCm: null,
      weightKg: null,
      video: null,
      isActive: true,
      status: 'Available' as const,
    };
  return {
    name: labor.name,
    nameAr: labor.nameAr,
    dateOfBirth: labor.dateOfBirth,
    gender: labor.gender,
    countryId: labor.country.id,
    positionId: labor.position.id,
    religionId: labor.religion.id,
    educationLevelId: labor.educationLevel.id,
    maritalStatusId: labor.maritalStatus.id,
    languageIds: labor.languages.map((language) => language.id),
    passportNumber: labor.passportNumber,
    passportIssueDate: labor.passportIssueDate,
    passportExpiryDate: labor.passportExpiryDate,
    passportIssuePlace: labor.passportIssuePlace,
    address: labor.address,
    kids: labor.kids,
    heightCm: labor.heightCm,
    weightKg: labor.weightKg,
    salaryAed: labor.salaryAed,
    skills: labor.skills,
    experiences: labor.experiences,
    photo: labor.photo,
    thumbnail: labor.thumbnail,
    video: labor.video,
    isActive: labor.isActive,
    status: labor.status,
  };
}

/** How a new worker is saved when not by the workers' own call (an applicant made a worker). */
export type TLaborSave = Pick<ReturnType<typeof useSaveLabor>, 'mutate' | 'isPending'>;

/**
 * Adds a worker or edits one: every field of SPEC.md section 3, checked by the shared schema. A new
 * worker may start from `initialValues` and be saved by `save` (an applicant's answers, her convert call).
 */
export function LaborForm({ labor, initialValues, save: saveNew }: { labor: TAdminLabor | null; initialValues?: Partial<TLaborValues>; save?: TLaborSave }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const ownSave = useSaveLabor(labor?.id ?? null);
  const save = saveNew ?? ownSave;
  const uploads = useUploadsInProgress();
  const form = useSchemaForm(ZLaborInputSchema, { ...defaultsOf(labor), ...stageDefaultsOf(labor), ...initialValues });
  const { errors } = form.formState;
  const experiences = useFieldArray({ control: form.control, name: 'experiences' });
  // Entered when the worker is added; changed afterwards only by a role that may (the server checks it too).
  const can = useCan();
  const passportLocked = labor !== null && !can('labors.passport');

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: ({ data }) => void navigate(generatePath(WEB_ROUTES.laborsView, { id: String(data.id) })),
      onError: (error) => applyServerErrors(error, form),
    }),
  );

  const reference = (name: 'countryId' | 'positionId' | 'religionId' | 'educationLevelId' | 'maritalStatusId', list: TReferenceList, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ReferenceSelect list={list} label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldError(fieldState.error)} />
      )}
    />
  );

  // Uncontrolled, as the text fields: the field keeps what is typed (an emptied field stays empty
  // while the user edits; the schema then says it is required), and the form holds its number.
  const numberField = (name: 'kids' | 'heightCm' | 'weightKg' | 'salaryAed', label: string, nullable: boolean, required = false) => (
    <TextInput
      type="number"
      inputMode="numeric"
      label={label}
      required={required}
      {...form.register(name, { setValueAs: (value: unknown) => (value === '' || value == null ? (nullable ? null : undefined) : Number(value)) })}
      error={fieldError(errors[name])}
    />
  );

  return (
    <EditForm onSubmit={onSubmit} label={labor ? t('laborsAdmin.save') : t('laborsAdmin.addSubmit')} saving={save.isPending} uploading={uploads.busy}>
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
          {reference('countryId', 'countries', t('laborsAdmin.nationality'))}
          {reference('religionId', 'religions', t('laborsAdmin.religion'))}
          {reference('maritalStatusId', 'maritalStatuses', t('laborsAdmin.maritalStatus'))}
          {numberField('kids', t('laborsAdmin.kids'), false)}
          {numberField('heightCm', t('laborsAdmin.height'), true)}
          {numberField('weightKg', t('laborsAdmin.weight'), true)}
          <Textarea label={t('laborsAdmin.address')} required autosize minRows={2} {...form.register('address')} error={fieldError(errors.address)} />
        </div>
      </fieldset>

      <fieldset className={pageClasses.fieldset} disabled={passportLocked}>
        <legend>{t('laborsAdmin.passport')}</legend>
        {passportLocked && <p className={classes.locked}>{t('laborsAdmin.passportLocked')}</p>}
        <div className={classes.grid}>
          <TextInput
            label={t('laborsAdmin.passportNumber')}
            required
            dir="ltr"
            {...form.register('passportNumber')}
            error={fieldError(errors.passportNumber)}
          />
          <TextInput
            type="date"
            label={t('laborsAdmin.passportIssueDate')}
            required
            {...form.register('passportIssueDate')}
            error={fieldError(errors.passportIssueDate)}
          />
          <TextInput
            type="date"
            label={t('laborsAdmin.passportExpiryDate')}
            required
            {...form.register('passportExpiryDate')}
            error={fieldError(errors.passportExpiryDate)}
          />
          <TextInput
            label={t('laborsAdmin.passportIssuePlace')}
            required
            {...form.register('passportIssuePlace')}
            error={fieldError(errors.passportIssuePlace)}
          />
        </div>
      </fieldset>

      <WorkerStageFields form={form} />

      <fieldset className={pageClasses.fieldset}>
        <legend>{t('laborsAdmin.work')}</legend>
        <div className={classes.grid}>
          {reference('positionId', 'positions', t('laborsAdmin.position'))}
          {reference('educationLevelId', 'educationLevels', t('laborsAdmin.education'))}
          {numberField('salaryAed', t('laborsAdmin.salary'), false, true)}
          <NativeSelect
            label={t('laborsAdmin.status')}
            {...form.register('status')}
            data={LABOR_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) }))}
          />
        </div>
        <Controller control={form.control} name="languageIds" render={({ field }) => <LanguageChecks value={field.value ?? []} onChange={field.onChange} />} />
        <SkillsFields form={form} />
      </fieldset>

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

      <fieldset className={pageClasses.fieldset}>
        <legend>{t('laborsAdmin.media')}</legend>
        <div className={classes.grid}>
          <Watch control={form.control} name="photo">
            {(photo) => (
              <FileUpload
                kind="image"
                label={t('laborsAdmin.photo')}
                required
                preview={photo}
                error={
                  // A missing upload has no message of its own in the schema: say what is missing.
                  errors.photo?.type === 'server' ? fieldError(errors.photo) : errors.photo || errors.thumbnail ? t('validation.photoRequired') : undefined
                }
                onUploaded={({ image, thumbnail }) => {
                  form.setValue('photo', image, { shouldValidate: true, shouldDirty: true });
                  form.setValue('thumbnail', thumbnail, { shouldDirty: true });
                }}
                onBusyChange={uploads.tracker('photo')}
              />
            )}
          </Watch>
          <Watch control={form.control} name="video">
            {(video) => (
              <div>
                <FileUpload
                  kind="video"
                  label={t('laborsAdmin.video')}
                  preview={video}
                  error={fieldError(errors.video)}
                  // Like every other field, a new or removed video is stored by the form's Save.
                  onUploaded={(stored) => form.setValue('video', stored.video, { shouldDirty: true })}
                  onBusyChange={uploads.tracker('video')}
                />
                {video && (
                  <Button variant="outline" color="red.9" mt="sm" onClick={() => form.setValue('video', null, { shouldDirty: true })}>
                    {t('laborsAdmin.removeVideo')}
                  </Button>
                )}
              </div>
            )}
          </Watch>
        </div>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <Switch mt="md" label={t('laborsAdmin.isActive')} checked={field.value ?? true} onChange={(event) => field.onChange(event.currentTarget.checked)} />
          )}
        />
      </fieldset>
    </EditForm>
  );
}

type TLaborForm = ReturnType<typeof useSchemaForm<typeof ZLaborInputSchema>>;
type TLaborValues = z.input<typeof ZLaborInputSchema>;

/**
 * The part of the form that shows one field's value (the age, a preview): a change of that field
 * renders this part alone. A watch in LaborForm itself rendered the whole form again on each
 * keystroke in the date of birth.
 */
function Watch<N extends 'dateOfBirth' | 'photo' | 'video'>({
  control,
  name,
  children,
}: {
  control: TLaborForm['control'];
  name: N;
  children: (value: TLaborValues[N]) => ReactNode;
}) {
  const value = useWatch({ control, name });
  return children(value);
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

function ReferenceSelect({
  list,
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  list: TReferenceList;
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  onBlur: () => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const options = useReferenceOptions(list);
  return (
    <NativeSelect
      label={label}
      required
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(toNumber(event.currentTarget.value))}
      onBlur={onBlur}
      error={error}
      data={[
        { value: '', label: t('laborsAdmin.choose') },
        ...(options.data ?? []).map((option) => ({ value: String(option.id), label: inLanguage(option, 'name', i18n.language) })),
      ]}
    />
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
