import { TextInput } from '@mantine/core';
import pageClasses from '../../../app/ui/page.module.css';
import { useFieldError } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import type { TLaborForm } from './labor-form-fields';
import classes from './labors.module.css';

/** Her passport; locked once she is added, for a role that may not change it. */
export function PassportFields({ form, passportLocked }: { form: TLaborForm; passportLocked: boolean }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { errors } = form.formState;
  return (
    <fieldset className={pageClasses.fieldset} disabled={passportLocked}>
      <legend>{t('laborsAdmin.passport')}</legend>
      {passportLocked && <p className={classes.locked}>{t('laborsAdmin.passportLocked')}</p>}
      <div className={classes.grid}>
        <TextInput label={t('laborsAdmin.passportNumber')} required dir="ltr" {...form.register('passportNumber')} error={fieldError(errors.passportNumber)} />
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
  );
}
