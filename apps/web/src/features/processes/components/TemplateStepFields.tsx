import { FAMILY_ASK_KINDS, PROCESS_STEP_KINDS, type ZSaveProcessTemplateSchema } from '@app/shared';
import { Button, Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useFieldError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import pageClasses from '../../../app/ui/page.module.css';
import classes from './processes.module.css';

/** The template as its form holds it (before the schema's defaults). */
export type TTemplateForm = z.input<typeof ZSaveProcessTemplateSchema>;

type TProps = {
  index: number;
  count: number;
  register: UseFormRegister<TTemplateForm>;
  control: Control<TTemplateForm>;
  errors: FieldErrors<TTemplateForm>['steps'];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** One step of a template: its names in both languages, its kind and days, its appointment, what the family brings; moved or removed. */
export function TemplateStepFields({ index, count, register, control, errors, onMove, onRemove }: TProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const number = index + 1;
  const error = errors?.[index];
  const name = (field: 'nameEn' | 'nameAr' | 'kind' | 'expectedDays' | 'hasAppointment' | 'bringEn' | 'bringAr') => `steps.${index}.${field}` as const;
  return (
    <fieldset className={`${pageClasses.fieldset} ${classes.templateStep}`}>
      <legend>{t('processesUi.stepNumber', { number })}</legend>
      <div className={classes.stepFields}>
        <TextInput label={t('processesUi.nameEn')} required maxLength={100} {...register(name('nameEn'))} error={fieldError(error?.nameEn)} />
        <TextInput
          label={t('processesUi.nameAr')}
          required
          maxLength={100}
          lang="ar"
          dir="rtl"
          {...register(name('nameAr'))}
          error={fieldError(error?.nameAr)}
        />
        <NativeSelect
          label={t('processesUi.kind')}
          data={PROCESS_STEP_KINDS.map((kind) => ({ value: kind, label: t(`processes.stepKind.${kind}`) }))}
          {...register(name('kind'))}
          error={fieldError(error?.kind)}
        />
        <TextInput
          type="number"
          min={0}
          max={365}
          label={t('processesUi.expectedDays')}
          {...register(name('expectedDays'), { valueAsNumber: true })}
          error={fieldError(error?.expectedDays)}
        />
        <Textarea label={t('processesUi.bringEn')} maxLength={300} {...register(name('bringEn'))} error={fieldError(error?.bringEn)} />
        <Textarea label={t('processesUi.bringAr')} maxLength={300} lang="ar" dir="rtl" {...register(name('bringAr'))} error={fieldError(error?.bringAr)} />
      </div>
      <Checkbox mt="sm" label={t('processesUi.hasAppointment')} {...register(name('hasAppointment'))} />
      <Controller
        control={control}
        name={`steps.${index}.familyAsks`}
        render={({ field }) => (
          <Checkbox.Group mt="sm" label={t('processDocuments.ui.familyAsks')} value={field.value ?? []} onChange={field.onChange}>
            <div className={classes.asks}>
              {FAMILY_ASK_KINDS.map((kind) => (
                <Checkbox key={kind} value={kind} label={t(`processDocuments.kinds.${kind}`)} />
              ))}
            </div>
          </Checkbox.Group>
        )}
      />
      <div className={classes.stepButtons}>
        <Button size="xs" variant="default" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('processesUi.moveUp', { number })}>
          {t('processesUi.up')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={t('processesUi.moveDown', { number })}
        >
          {t('processesUi.down')}
        </Button>
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          disabled={count === 1}
          onClick={() => onRemove(index)}
          aria-label={t('processesUi.removeStep', { number })}
        >
          {t('processesUi.remove')}
        </Button>
      </div>
    </fieldset>
  );
}
