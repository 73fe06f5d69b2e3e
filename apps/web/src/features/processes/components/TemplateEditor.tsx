import { ZSaveProcessTemplateSchema, type TProcessTemplate, type TProcessTemplateStepInput } from '@app/shared';
import { Button } from '@mantine/core';
import { useFieldArray, type Path } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { notifyApiError } from '../../../lib/notify';
import { isStale, useSaveTemplate } from '../api';
import { TemplateStepFields, type TTemplateForm } from './TemplateStepFields';
import classes from './processes.module.css';

const NEW_STEP: TProcessTemplateStepInput = {
  kind: 'other',
  nameEn: '',
  nameAr: '',
  expectedDays: 1,
  hasAppointment: false,
  bringEn: '',
  bringAr: '',
  familyAsks: [],
};

const editedSteps = (template: TProcessTemplate): TProcessTemplateStepInput[] =>
  template.steps.map(({ kind, nameEn, nameAr, expectedDays, hasAppointment, bringEn, bringAr, familyAsks }) => ({
    kind,
    nameEn,
    nameAr,
    expectedDays,
    hasAppointment,
    bringEn,
    bringAr,
    familyAsks,
  }));

/** A refusal's messages on a step's fields (`steps.2.nameAr`) or on the list of steps; none of them: false. */
function stepErrorsOf(error: unknown): Array<[Path<TTemplateForm>, string]> {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.errors).filter(([field]) => /^steps(\.\d+\.\w+)?$/.test(field)) as Array<[Path<TTemplateForm>, string]>;
}

/**
 * A template's steps, renamed, reordered, added and removed, saved at once with the template's
 * version. Made again when the template is read again (its version moves), so it shows what is saved.
 */
export function TemplateEditor({ template }: { template: TProcessTemplate }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const save = useSaveTemplate(template.id);
  const form = useSchemaForm(ZSaveProcessTemplateSchema, { version: template.version, steps: editedSteps(template) });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onError: (error) => {
        if (isStale(error)) return;
        const onFields = stepErrorsOf(error);
        if (onFields.length === 0) notifyApiError(error);
        for (const [field, message] of onFields) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      },
    }),
  );
  const listError = errors.steps?.root ?? (errors.steps?.message ? (errors.steps as never) : undefined);
  return (
    <form noValidate onSubmit={onSubmit}>
      {steps.fields.map((step, index) => (
        <TemplateStepFields
          key={step.id}
          index={index}
          count={steps.fields.length}
          register={form.register}
          control={form.control}
          errors={errors.steps}
          onMove={steps.move}
          onRemove={steps.remove}
        />
      ))}
      {listError && <p role="alert">{fieldError(listError)}</p>}
      <div className={classes.formButtons}>
        <Button variant="outline" onClick={() => steps.append(NEW_STEP)}>
          {t('processesUi.addStep')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('processesUi.saveTemplate')}
        </Button>
      </div>
    </form>
  );
}
