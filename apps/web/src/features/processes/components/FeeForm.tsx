import { DISBURSEMENT_PAYERS, inLanguage, todayInUae, ZRecordDisbursementSchema, type TProcess, type TProcessFees } from '@app/shared';
import { Button, FileInput, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DOCUMENT_TYPES, documentProblem } from '../../../app/ui/DocumentPicker';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { notifyApiError } from '../../../lib/notify';
import { useRecordFee } from '../fees-api';
import classes from './processes.module.css';

type TProps = { process: TProcess; fees: TProcessFees; onClose: () => void };

/** A government fee paid on a step: its amount, what it was, the day, who paid, and the receipt's scan. */
export function FeeForm({ process, fees, onClose }: TProps) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const record = useRecordFee(process.id);
  const [receipt, setReceipt] = useState<File | null>(null);
  const problem = receipt ? documentProblem(receipt) : null;
  const form = useSchemaForm(ZRecordDisbursementSchema, {
    stepId: process.steps[0]?.id,
    description: '',
    paidOn: todayInUae(new Date()),
    paidBy: 'agency',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((fee) => {
    if (problem) return;
    record.mutate(
      { fee, receipt, known: fees.items.map((item) => item.id) },
      {
        onSuccess: onClose,
        onError: (error) => {
          applyServerErrors(error, form);
          if (!Object.keys(form.formState.errors).length) notifyApiError(error);
        },
      },
    );
  });
  return (
    <Modal opened onClose={onClose} title={t('processFees.recordTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NativeSelect
            label={t('processFees.step')}
            data={process.steps.map((step) => ({ value: String(step.id), label: inLanguage(step, 'name', i18n.language) }))}
            {...form.register('stepId', { valueAsNumber: true })}
            error={fieldError(errors.stepId)}
          />
          <TextInput
            label={t('processFees.amount')}
            inputMode="decimal"
            dir="ltr"
            required
            {...form.register('amountAed', { setValueAs: (value: string) => (value.trim() === '' ? undefined : Number(value)) })}
            error={fieldError(errors.amountAed)}
          />
          <TextInput
            label={t('processFees.description')}
            placeholder={t('processFees.descriptionPlaceholder')}
            required
            maxLength={200}
            {...form.register('description')}
            error={fieldError(errors.description)}
          />
          <TextInput type="date" label={t('processFees.paidOn')} required {...form.register('paidOn')} error={fieldError(errors.paidOn)} />
          <NativeSelect
            label={t('processFees.paidBy')}
            data={DISBURSEMENT_PAYERS.map((payer) => ({ value: payer, label: t(`processFees.payer.${payer}`) }))}
            {...form.register('paidBy')}
            error={fieldError(errors.paidBy)}
          />
          <FileInput
            label={t('processFees.receiptFile')}
            description={t('processFees.receiptHint')}
            accept={DOCUMENT_TYPES.join(',')}
            clearable
            value={receipt}
            onChange={setReceipt}
            error={problem ? t(problem) : undefined}
          />
          <div className={classes.formButtons}>
            <Button variant="default" onClick={onClose}>
              {t('processFees.cancel')}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t('processFees.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
