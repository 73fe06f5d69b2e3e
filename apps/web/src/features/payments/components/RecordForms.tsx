import '../../../app/ui/public-styles';
import '@mantine/core/styles/NumberInput.css';
import {
  paymentsApi,
  RECORDED_METHODS,
  todayInUae,
  ZRecordPaymentSchema,
  ZRecordRefundSchema,
  type TFinanceInvoice,
  type TRecordPayment,
  type TRecordRefund,
} from '@app/shared';
import { Button, NativeSelect, NumberInput, Textarea, TextInput } from '@mantine/core';
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useUploadWithProgress } from '../../../lib/use-upload';
import { useRecordPayment, useRecordRefund } from '../api';
import { DocumentPicker } from '../../../app/ui/DocumentPicker';
import classes from './finance.module.css';

/** A payment's and a refund's common fields; each form hands its own form's controls to them, typed by this shape. */
type TMoneyFields = Pick<TRecordPayment, 'amountAed' | 'method' | 'reference' | 'receivedOn' | 'note'>;

/** The fields a payment and a refund share: how much, how, its reference, the day and a note. */
function MoneyFields({
  control,
  register,
  errors,
  dayLabel,
}: {
  control: Control<TMoneyFields>;
  register: UseFormRegister<TMoneyFields>;
  errors: FieldErrors<TMoneyFields>;
  dayLabel: string;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  return (
    <div className={classes.formGrid}>
      <Controller
        control={control}
        name="amountAed"
        render={({ field }) => (
          <NumberInput
            label={t('payments.record.amount')}
            required
            decimalScale={2}
            hideControls
            clampBehavior="none"
            thousandSeparator=","
            value={field.value ?? ''}
            // Emptied, it holds null: undefined would bring back the default amount.
            onChange={(value) => field.onChange(value === '' ? null : Number(value))}
            onBlur={field.onBlur}
            error={fieldError(errors.amountAed)}
            dir="ltr"
          />
        )}
      />
      <NativeSelect
        label={t('payments.methodLabel')}
        required
        {...register('method')}
        data={[
          { value: '', label: t('payments.record.chooseMethod') },
          ...RECORDED_METHODS.map((method) => ({ value: method, label: t(`payments.method.${method}`) })),
        ]}
        error={fieldError(errors.method)}
      />
      <TextInput label={t('payments.reference')} maxLength={100} {...register('reference')} error={fieldError(errors.reference)} dir="ltr" />
      <TextInput type="date" label={dayLabel} required {...register('receivedOn')} error={fieldError(errors.receivedOn)} dir="ltr" />
      <Textarea label={t('payments.record.note')} maxLength={500} autosize minRows={1} {...register('note')} error={fieldError(errors.note)} />
    </div>
  );
}

type TRecordFormProps = {
  /** The form's name: what it records, against which document. */
  title: string;
  submitLabel: string;
  pending: boolean;
  /** While an attachment uploads, nothing is recorded. */
  disabled?: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onDone: () => void;
  children: ReactNode;
};

/** A record form's frame: its fields, then the button that records and Cancel. */
function RecordForm({ title, submitLabel, pending, disabled, onSubmit, onDone, children }: TRecordFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className={classes.form} aria-label={title}>
      {children}
      <div className={classes.buttons}>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('payments.record.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Staff record money received against an invoice: its balance by default, today (UAE) by default, an optional scan. */
export function RecordPaymentForm({ orderId, invoice, onDone }: { orderId: number; invoice: TFinanceInvoice; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const record = useRecordPayment(orderId, invoice.id);
  const upload = useUploadWithProgress(paymentsApi.uploadAttachment);
  const form = useSchemaForm(ZRecordPaymentSchema, {
    amountAed: invoice.balanceAed,
    method: undefined,
    reference: '',
    receivedOn: todayInUae(),
    note: '',
    attachment: null,
  });
  const { errors } = form.formState;
  return (
    <RecordForm
      title={t('payments.record.paymentTitle', { number: invoice.number })}
      submitLabel={t('payments.record.submitPayment')}
      pending={record.isPending}
      disabled={upload.isPending}
      onSubmit={form.handleSubmit((body) => record.mutate(body, { onSuccess: onDone, onError: (error) => applyServerErrors(error, form) }))}
      onDone={onDone}
    >
      <MoneyFields
        control={form.control as unknown as Control<TMoneyFields>}
        register={form.register as unknown as UseFormRegister<TMoneyFields>}
        errors={errors}
        dayLabel={t('payments.record.receivedOn')}
      />
      <DocumentPicker
        label={t('payments.record.attachment')}
        error={fieldError(errors.attachment)}
        progress={upload.progress}
        busy={upload.isPending}
        onFile={(file) => upload.mutate(file, { onSuccess: ({ data }) => form.setValue('attachment', data.file) })}
      />
    </RecordForm>
  );
}

/** Staff record a refund paid out against a credit note: by default the rest still to refund. */
export function RecordRefundForm({ orderId, creditNote, onDone }: { orderId: number; creditNote: TFinanceInvoice; onDone: () => void }) {
  const { t } = useTranslation();
  const record = useRecordRefund(orderId, creditNote.id);
  const form = useSchemaForm(ZRecordRefundSchema, {
    amountAed: creditNote.balanceAed,
    method: undefined,
    reference: '',
    receivedOn: todayInUae(),
    note: '',
  });
  return (
    <RecordForm
      title={t('payments.record.refundTitle', { number: creditNote.number })}
      submitLabel={t('payments.record.submitRefund')}
      pending={record.isPending}
      onSubmit={form.handleSubmit((body: TRecordRefund) => record.mutate(body, { onSuccess: onDone, onError: (error) => applyServerErrors(error, form) }))}
      onDone={onDone}
    >
      <MoneyFields
        control={form.control as unknown as Control<TMoneyFields>}
        register={form.register as unknown as UseFormRegister<TMoneyFields>}
        errors={form.formState.errors}
        dayLabel={t('payments.record.paidOn')}
      />
    </RecordForm>
  );
}

/** A form behind its button: "Record payment" opens it, recording or Cancel closes it. */
export function Opener({ label, children }: { label: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  if (open) return <>{children(() => setOpen(false))}</>;
  return (
    <Button variant="light" onClick={() => setOpen(true)}>
      {label}
    </Button>
  );
}
