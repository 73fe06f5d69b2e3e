import '../../../app/ui/public-styles';
import '@mantine/core/styles/NumberInput.css';
import { paymentsApi, RECORDED_METHODS, todayInUae, ZRecordPaymentSchema, ZRecordRefundSchema, type TFinanceInvoice, type TRecordRefund } from '@app/shared';
import { Button, NativeSelect, NumberInput, Textarea, TextInput } from '@mantine/core';
import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { Controller, type Control, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useUploadWithProgress } from '../../../lib/use-upload';
import { useRecordPayment, useRecordRefund } from '../api';
import { DocumentPicker } from '../../../app/ui/DocumentPicker';
import classes from './finance.module.css';

/** A payment's and a refund's common fields, as their forms hold them. */
type TMoneyFields = Pick<z.input<typeof ZRecordRefundSchema>, 'amountAed' | 'method' | 'reference' | 'receivedOn' | 'note'>;

/** The part of a form MoneyFields binds to: a payment's or a refund's, whatever else it holds. */
type TMoneyForm<T extends TMoneyFields> = {
  control: Control<T, unknown, FieldValues>;
  register: UseFormRegister<T>;
  formState: { errors: FieldErrors<T> };
};

/** The fields a payment and a refund share: how much, how, its reference, the day and a note. */
function MoneyFields<T extends TMoneyFields>({ form, dayLabel }: { form: TMoneyForm<T>; dayLabel: string }) {
  // T holds these fields, so their names are paths of T: TypeScript cannot see that through a generic.
  const name = (field: keyof TMoneyFields) => field as Path<T>;
  const errors = form.formState.errors as FieldErrors<TMoneyFields>;
  const { control, register } = form;
  const { t } = useTranslation();
  const fieldError = useFieldError();
  return (
    <div className={classes.formGrid}>
      <Controller
        control={control}
        name={name('amountAed')}
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
        {...register(name('method'))}
        data={[
          { value: '', label: t('payments.record.chooseMethod') },
          ...RECORDED_METHODS.map((method) => ({ value: method, label: t(`payments.method.${method}`) })),
        ]}
        error={fieldError(errors.method)}
      />
      <TextInput label={t('payments.reference')} maxLength={100} {...register(name('reference'))} error={fieldError(errors.reference)} dir="ltr" />
      <TextInput type="date" label={dayLabel} required {...register(name('receivedOn'))} error={fieldError(errors.receivedOn)} dir="ltr" />
      <Textarea label={t('payments.record.note')} maxLength={500} autosize minRows={1} {...register(name('note'))} error={fieldError(errors.note)} />
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
      <MoneyFields form={form} dayLabel={t('payments.record.receivedOn')} />
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
      <MoneyFields form={form} dayLabel={t('payments.record.paidOn')} />
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
