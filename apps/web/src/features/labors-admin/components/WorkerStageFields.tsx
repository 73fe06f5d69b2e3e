import { LABOR_STAGES, type TAdminLabor } from '@app/shared';
import { NativeSelect, TextInput } from '@mantine/core';
import pageClasses from '../../../app/ui/page.module.css';
import { useTranslation } from '../../../lib/i18n';
import { useFieldError } from '../../../lib/forms';
import type { TLaborForm } from './labor-form-fields';
import { uaeDay } from '../../../lib/money';
import classes from './labors.module.css';

/** Where an edited worker is, as the form starts; a new one is at the accommodation. */
export const stageDefaultsOf = (labor: TAdminLabor | null) =>
  labor
    ? { stage: labor.stage, sourceAgency: labor.sourceAgency, arrivedOn: labor.arrivedOn, availableFrom: labor.availableFrom }
    : { stage: 'atAccommodation' as const };

/** An emptied date input is no day. */
const dayOrNull = (value: string | null) => (value ? value : null);

/** Where the worker is (abroad with which agency, visa in process, arrived, at the accommodation, placed) and from when families can have her. */
export function WorkerStageFields({ form }: { form: TLaborForm }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { errors } = form.formState;
  return (
    <fieldset className={pageClasses.fieldset}>
      <legend>{t('documents.ui.stageTitle')}</legend>
      <div className={classes.grid}>
        <NativeSelect
          label={t('documents.fields.stage')}
          {...form.register('stage')}
          data={LABOR_STAGES.map((stage) => ({ value: stage, label: t(`documents.stages.${stage}`) }))}
          error={fieldError(errors.stage)}
        />
        <TextInput
          label={t('documents.fields.sourceAgency')}
          description={t('documents.ui.sourceAgencyHint')}
          {...form.register('sourceAgency')}
          error={fieldError(errors.sourceAgency)}
        />
        <TextInput
          type="date"
          label={t('documents.fields.arrivedOn')}
          {...form.register('arrivedOn', { setValueAs: dayOrNull })}
          error={fieldError(errors.arrivedOn)}
        />
        <TextInput
          type="date"
          label={t('documents.fields.availableFrom')}
          description={t('documents.ui.availableFromHint')}
          {...form.register('availableFrom', { setValueAs: dayOrNull })}
          error={fieldError(errors.availableFrom)}
        />
      </div>
    </fieldset>
  );
}

/** Where she is, on the worker's page: the stage, the agency abroad, the day she arrived and the day she is available from. */
export function WorkerStage({ labor }: { labor: TAdminLabor }) {
  const { t } = useTranslation();
  const facts = [
    labor.sourceAgency && `${t('documents.fields.sourceAgency')}: ${labor.sourceAgency}`,
    labor.arrivedOn && `${t('documents.fields.arrivedOn')}: ${uaeDay(labor.arrivedOn)}`,
    labor.availableFrom && `${t('documents.fields.availableFrom')}: ${uaeDay(labor.availableFrom)}`,
  ].filter(Boolean);
  return (
    <span data-testid="labor-stage">
      {t(`documents.stages.${labor.stage}`)}
      {facts.length > 0 && <bdi> ({facts.join(t('catalogue.listSeparator'))})</bdi>}
    </span>
  );
}
