import '../../../app/ui/public-styles';
import { RECORDED_METHODS, ZActionNoteSchema, ZConfirmPaymentSchema, ZRecordPaymentSchema, type TOrder } from '@app/shared';
import { Checkbox, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { ApiError } from '../../../lib/api-client';
import { money } from '../../../lib/money';
import type { TOrderSide } from '../../../lib/orders';
import { useCan } from '../../../lib/session/current-user';
import { ConfirmDialog, Consequence } from '../../../app/ui/ConfirmDialog';
import { consequence, OthersClosingCredit } from './ActionConsequence';
import type { TSend } from './transition-send';
import classes from './orders.module.css';

/**
 * The hire's form while money is still due: the balance is received now (how, and its reference;
 * prefilled from the client's choice), or a manager hires before full payment, saying why.
 */
const ZHireFormSchema = ZActionNoteSchema.extend({
  method: ZRecordPaymentSchema.shape.method,
  reference: ZRecordPaymentSchema.shape.reference,
  override: ZConfirmPaymentSchema.shape.override,
}).refine((form) => !form.override || form.note !== '', { error: 'payments.overrideNoteRequired', path: ['note'] });

const HIRE_FIELDS = ['note', 'method', 'reference'] as const;

/** What the client said she would pay by, as the desk records it: the office takes cash unless told otherwise. */
const receivedBy = (order: TOrder) => (order.payment?.method === 'bankTransfer' ? 'bankTransfer' : 'cash');

export function HireWithBalance({ order, side, send }: { order: TOrder; side: TOrderSide; send: TSend }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const mayOverride = useCan()('payments.override');
  const form = useSchemaForm(ZHireFormSchema, {
    method: receivedBy(order),
    reference: order.payment?.method === 'bankTransfer' ? order.payment.reference : '',
    override: false,
    note: '',
  });
  const { errors } = form.formState;
  const override = form.watch('override');
  const label = t('orderAction.confirmPayment');
  return (
    <ConfirmDialog
      label={label}
      title={t('clientOrders.confirmTitle', { action: label })}
      pending={send.isPending}
      onSubmit={(close) =>
        form.handleSubmit(({ method, reference, override: hireBeforePayment, note }) =>
          send.mutate(
            hireBeforePayment ? { action: 'confirmPayment', note, override: true } : { action: 'confirmPayment', note, payment: { method, reference } },
            {
              onSuccess: close,
              onError: (error) => {
                applyServerErrors(error, form);
                if (!(error instanceof ApiError) || !HIRE_FIELDS.some((field) => field in error.errors)) close();
              },
            },
          ),
        )
      }
    >
      <Consequence data-testid="hire-balance">{t('payments.hire.balanceDue', { amount: money(order.balanceAed) })}</Consequence>
      {!override && (
        <>
          <p className={classes.note}>{t('payments.hire.receivedNow')}</p>
          <NativeSelect
            label={t('payments.hire.method')}
            required
            {...form.register('method')}
            data={RECORDED_METHODS.map((method) => ({ value: method, label: t(`payments.method.${method}`) }))}
            error={fieldError(errors.method)}
          />
          <TextInput label={t('payments.reference')} maxLength={100} {...form.register('reference')} error={fieldError(errors.reference)} dir="ltr" />
        </>
      )}
      {mayOverride && <Checkbox label={t('payments.hire.override')} description={t('payments.hire.overrideHint')} {...form.register('override')} />}
      <Textarea
        label={t(override ? 'payments.hire.overrideNote' : 'clientOrders.note')}
        required={override}
        maxLength={1000}
        {...form.register('note')}
        error={fieldError(errors.note)}
      />
      <Consequence>{consequence(order, side, 'confirmPayment')}</Consequence>
      <OthersClosingCredit order={order} />
    </ConfirmDialog>
  );
}
