import { ZPackageInputSchema, type TPackage } from '@app/shared';
import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { EditForm } from '../../app/ui/EditPage';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../lib/forms';
import { useSavePackage } from './api';
import classes from './package-form.module.css';
import { ActiveSwitch } from '../../app/ui/RowActions';

/** What is included: one line per item, in each language. */
const toLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function PackageForm({ item }: { item: TPackage }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const save = useSavePackage(item.kind);
  const monthly = item.kind === 'Monthly';
  const form = useSchemaForm(ZPackageInputSchema, {
    name: item.name,
    nameAr: item.nameAr,
    description: item.description,
    descriptionAr: item.descriptionAr,
    priceAed: item.priceAed,
    minMonths: item.minMonths,
    includes: item.includes,
    includesAr: item.includesAr,
    isActive: item.isActive,
    fullRefundMonths: item.fullRefundMonths,
    contractMonths: item.contractMonths,
    refundDueDays: item.refundDueDays,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) => {
    if (monthly && !input.minMonths) {
      form.setError('minMonths', { message: 'validation.minMonthsRequired' });
      return;
    }
    save.mutate(input, { onError: (error) => applyServerErrors(error, form) });
  });
  const number = (name: 'priceAed' | 'minMonths' | 'fullRefundMonths' | 'contractMonths' | 'refundDueDays', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required
          min={1}
          // A value below the minimum is shown as typed and refused with the range message, never silently changed.
          clampBehavior="none"
          allowDecimal={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
          onBlur={field.onBlur}
          error={fieldError(errors[name])}
          dir="ltr"
        />
      )}
    />
  );
  const lines = (name: 'includes' | 'includesAr', label: string, arabic: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Textarea
          label={label}
          description={t('packagesAdmin.oneLineEach')}
          autosize
          minRows={3}
          lang={arabic ? 'ar' : 'en'}
          dir={arabic ? 'rtl' : 'ltr'}
          defaultValue={(field.value ?? []).join('\n')}
          onChange={(event) => field.onChange(toLines(event.currentTarget.value))}
          error={fieldError(errors[name] as never)}
        />
      )}
    />
  );
  return (
    <EditForm onSubmit={onSubmit} saving={save.isPending}>
      <TextInput label={t('lookups.name')} required {...form.register('name')} error={fieldError(errors.name)} />
      <TextInput label={t('lookups.nameAr')} required lang="ar" dir="rtl" {...form.register('nameAr')} error={fieldError(errors.nameAr)} />
      <Textarea label={t('packagesAdmin.description')} required autosize minRows={2} {...form.register('description')} error={fieldError(errors.description)} />
      <Textarea
        label={t('packagesAdmin.descriptionAr')}
        required
        autosize
        minRows={2}
        lang="ar"
        dir="rtl"
        {...form.register('descriptionAr')}
        error={fieldError(errors.descriptionAr)}
      />
      {number('priceAed', monthly ? t('packagesAdmin.pricePerMonth') : t('packagesAdmin.contractFee'))}
      {monthly && number('minMonths', t('packagesAdmin.minMonths'))}
      {!monthly && (
        <fieldset className={classes.terms}>
          <legend>{t('packagesAdmin.guaranteeTerms')}</legend>
          <p>{t('packagesAdmin.guaranteeHint')}</p>
          {number('fullRefundMonths', t('packagesAdmin.fullRefundMonths'))}
          {number('contractMonths', t('packagesAdmin.contractMonths'))}
          {number('refundDueDays', t('packagesAdmin.refundDueDays'))}
        </fieldset>
      )}
      {lines('includes', t('packagesAdmin.includes'), false)}
      {lines('includesAr', t('packagesAdmin.includesAr'), true)}
      <ActiveSwitch control={form.control} label={t('lookups.isActive')} />
    </EditForm>
  );
}
