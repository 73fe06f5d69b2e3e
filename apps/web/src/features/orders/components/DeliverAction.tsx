import '../../../app/ui/public-styles';
import { todayInUae, ZActionNoteSchema, ZDeliverSchema, type TOrder } from '@app/shared';
import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { ApiError } from '../../../lib/api-client';
import type { TOrderSide } from '../../../lib/orders';
import { ConfirmDialog, Consequence } from '../../../app/ui/ConfirmDialog';
import { consequence } from './ActionConsequence';
import type { TSend } from './transition-send';

const ZDeliverFormSchema = ZActionNoteSchema.extend({ deliveredOn: ZDeliverSchema.shape.deliveredOn.unwrap() });

/**
 * Delivery asks the day the worker was handed over: today unless staff say otherwise, between her
 * hire and today (UAE days); her placement's dates count from it.
 */
export function DeliverAction({ order, side, send }: { order: TOrder; side: TOrderSide; send: TSend }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const today = todayInUae();
  const form = useSchemaForm(ZDeliverFormSchema, { note: '', deliveredOn: today });
  const hiredOn = order.payment?.confirmedAt ? todayInUae(new Date(order.payment.confirmedAt)) : undefined;
  const label = t('orderAction.deliver');
  return (
    <ConfirmDialog
      label={label}
      title={t('clientOrders.confirmTitle', { action: label })}
      backLabel={t('clientOrders.goBack')}
      pending={send.isPending}
      onSubmit={(close) =>
        form.handleSubmit(({ deliveredOn }) =>
          send.mutate(
            { action: 'deliver', note: '', deliveredOn },
            {
              onSuccess: close,
              onError: (error) => {
                applyServerErrors(error, form);
                if (!(error instanceof ApiError) || !('deliveredOn' in error.errors)) close();
              },
            },
          ),
        )
      }
    >
      <Consequence>{consequence(order, side, 'deliver')}</Consequence>
      <TextInput
        type="date"
        label={t('clientOrders.deliveredOn')}
        description={t('clientOrders.deliveredOnHint')}
        required
        dir="ltr"
        min={hiredOn}
        max={today}
        {...form.register('deliveredOn')}
        error={fieldError(form.formState.errors.deliveredOn)}
      />
    </ConfirmDialog>
  );
}
