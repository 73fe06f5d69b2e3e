import { DISBURSEMENT_PAYMENT_METHODS, todayInUae, ZRecordDisbursementPaymentSchema, type TProcess, type TProcessFees } from '@app/shared';
import { Button, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useTranslation } from '../../../lib/i18n';
import { money } from '../../../lib/money';
import { notifyApiError } from '../../../lib/notify';
import { useRecordFeePayment } from '../fees-api';
import classes from './processes.module.css';

type TProps = { process: TProcess; fees: TProcessFees; onClose: () => void };

/**
 * The family paying billed government fees back (decision 033): by default all she owes, today (UAE).
 * The server refuses more than she owes, on the amount; its message names the DRC- receipt it made.
 */
export function FeePaymentForm({ process, fees, onClose }: TProps) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const record = useRecordFeePayment(process.id);
  const form = useSchemaForm(ZRecordDisbursementPaymentSchema, {
    amountAed: fees.totals.owedAed,
    method: undefined,
    reference: '',
    receivedOn: todayInUae(new Date()),
    note: '',
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((payment) =>
    record.mutate(payment, {
      onSuccess: onClose,
      onError: (error) => {
        applyServerErrors(error, form);
        if (!Object.keys(form.formState.errors).length) notifyApiError(error);
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title={t('processFees.recordPaymentTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('processFees.amount')}
            description={<TextWithLtrValue sentence={(owed) => t('processFeePayments.amountHint', { owed })} value={money(fees.totals.owedAed)} />}
            inputMode="decimal"
            dir="ltr"
            required
            {...form.register('amountAed', { setValueAs: (value: string | number) => (String(value).trim() === '' ? undefined : Number(value)) })}
            error={fieldError(errors.amountAed)}
          />
          <NativeSelect
            label={t('processFeePayments.method')}
            required
            data={[
              { value: '', label: t('processFeePayments.chooseMethod') },
              ...DISBURSEMENT_PAYMENT_METHODS.map((method) => ({ value: method, label: t(`payments.method.${method}`) })),
            ]}
            {...form.register('method')}
            error={fieldError(errors.method)}
          />
          <TextInput
            label={t('processFeePayments.reference')}
            description={t('processFeePayments.referenceHint')}
            maxLength={100}
            dir="ltr"
            {...form.register('reference')}
            error={fieldError(errors.reference)}
          />
          <TextInput
            type="date"
            label={t('processFeePayments.receivedOn')}
            required
            dir="ltr"
            {...form.register('receivedOn')}
            error={fieldError(errors.receivedOn)}
          />
          <Textarea label={t('processFeePayments.note')} maxLength={500} autosize minRows={2} {...form.register('note')} error={fieldError(errors.note)} />
          <div className={classes.formButtons}>
            <Button variant="default" onClick={onClose}>
              {t('processFees.cancel')}
            </Button>
            <Button type="submit" loading={record.isPending}>
              {t('processFees.savePayment')}
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
