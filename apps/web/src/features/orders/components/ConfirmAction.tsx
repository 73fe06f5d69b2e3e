import '../../../app/ui/public-styles';
import { ZActionNoteSchema, type TNotedAction, type TOrder } from '@app/shared';
import { Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import type { TOrderSide } from '../../../lib/orders';
import { ConfirmDialog, Consequence } from '../../../app/ui/ConfirmDialog';
import { ClosingCredit, consequence, OthersClosingCredit } from './ActionConsequence';
import type { TSend } from './transition-send';
import classes from './orders.module.css';

/** Closing actions take a note, which the history and the e-mail keep. */
const CLOSING: TNotedAction[] = ['decline', 'reject', 'cancel'];

export function ConfirmAction({ order, side, action, send }: { order: TOrder; side: TOrderSide; action: TNotedAction; send: TSend }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useSchemaForm(ZActionNoteSchema, { note: '' });
  const closing = CLOSING.includes(action);
  const label = t(`orderAction.${action}`);
  return (
    <ConfirmDialog
      label={label}
      title={t('clientOrders.confirmTitle', { action: label })}
      danger={closing}
      backLabel={t(closing ? 'clientOrders.keepOrder' : 'clientOrders.goBack')}
      pending={send.isPending}
      onSubmit={(close) =>
        form.handleSubmit(({ note }) =>
          send.mutate({ action, note: closing ? note : '' }, { onSettled: close, onError: (error) => applyServerErrors(error, form) }),
        )
      }
    >
      {action === 'confirmPayment' && <p className={classes.note}>{t(order.invoice ? 'payments.hire.paidInFull' : 'payments.hire.nothingDue')}</p>}
      <Consequence>{consequence(order, side, action)}</Consequence>
      {action === 'confirmPayment' && <OthersClosingCredit order={order} />}
      {closing && <ClosingCredit order={order} />}
      {closing && <Textarea label={t('clientOrders.note')} maxLength={1000} {...form.register('note')} error={fieldError(form.formState.errors.note)} />}
    </ConfirmDialog>
  );
}
