import '../../../app/ui/public-styles';
import { ZActionNoteSchema, ZInterviewFormSchema, ZPaymentFormSchema, type TNotedAction, type TOrder, type TOrderAction } from '@app/shared';
import { Button, CopyButton, Modal, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { t as translate, useTranslation, type TMessageKey } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useContactInfo } from '../../../lib/site-content/api';
import { useTransition } from '../api';
import { money, quoteOf } from '../../../lib/money';
import type { TOrderSide } from '../../../lib/orders';
import classes from './orders.module.css';

type TSend = ReturnType<typeof useTransition>;

/** Every consequential action asks first, saying what will happen; closing ones take a note, which the history and the e-mail keep. */
const CONFIRMED: TNotedAction[] = ['approve', 'confirmPayment', 'deliver', 'decline', 'reject', 'cancel'];
const CLOSING: TNotedAction[] = ['decline', 'reject', 'cancel'];

const INTERVIEW_FIELDS = ['interviewAt', 'interviewType', 'meetingLink', 'branchId'] as const;
const PAYMENT_FIELDS = ['method', 'reference'] as const;

/** What the action will do, in the words of the one about to take it. */
function consequence(order: TOrder, side: TOrderSide, action: TNotedAction): string {
  switch (action) {
    case 'approve':
      return translate('clientOrders.consequence.approve', { total: money(quoteOf(order).totalAed) });
    case 'confirmPayment':
      return order.otherOpenOrders
        ? translate('clientOrders.consequence.confirmPayment', { count: order.otherOpenOrders })
        : translate('clientOrders.consequence.confirmPaymentAlone');
    case 'cancel':
      return translate(side === 'admin' ? 'clientOrders.consequence.cancelAdmin' : 'clientOrders.consequence.cancelClient');
    default:
      return translate(`clientOrders.consequence.${action}` as TMessageKey);
  }
}

function ConfirmAction({ order, side, action, send }: { order: TOrder; side: TOrderSide; action: TNotedAction; send: TSend }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(ZActionNoteSchema, { note: '' });
  const closing = CLOSING.includes(action);
  const label = t(`orderAction.${action}`);
  const onSubmit = form.handleSubmit(({ note }) =>
    send.mutate(
      { action, note: closing ? note : '' },
      { onSettled: () => setOpen(false), onError: (error) => applyServerErrors(error, form.setError, ['note']) },
    ),
  );
  return (
    <>
      <Button color={closing ? 'red.9' : undefined} variant={closing ? 'outline' : 'filled'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('clientOrders.confirmTitle', { action: label })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <p className={classes.consequence}>{consequence(order, side, action)}</p>
            {closing && <Textarea label={t('clientOrders.note')} maxLength={1000} {...form.register('note')} error={fieldError(form.formState.errors.note)} />}
            <div className={classes.dialogButtons}>
              <Button variant="default" onClick={() => setOpen(false)}>
                {t(closing ? 'clientOrders.keepOrder' : 'clientOrders.goBack')}
              </Button>
              <Button type="submit" color={closing ? 'red.9' : undefined} loading={send.isPending}>
                {label}
              </Button>
            </div>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

function InterviewForm({ order, send }: { order: TOrder; send: TSend }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const branches = useContactInfo().data?.branchs ?? [];
  const form = useSchemaForm(ZInterviewFormSchema, {
    interviewAt: '',
    interviewType: order.interview?.type ?? 'online',
    meetingLink: order.interview?.meetingLink ?? '',
    branchId: String(order.interview?.branch?.id ?? ''),
  });
  const { errors } = form.formState;
  const type = form.watch('interviewType');
  // The agency's branches arrive after the form: the first one is chosen until another is.
  const firstBranch = branches[0]?.id;
  useEffect(() => {
    if (firstBranch !== undefined && !form.getValues('branchId')) form.setValue('branchId', String(firstBranch));
  }, [firstBranch, form]);
  const onSubmit = form.handleSubmit((body) => send.mutate(body, { onError: (error) => applyServerErrors(error, form.setError, [...INTERVIEW_FIELDS]) }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          type="datetime-local"
          label={t('clientOrders.interviewAtUae')}
          required
          {...form.register('interviewAt')}
          error={fieldError(errors.interviewAt)}
          dir="ltr"
        />
        <Controller
          control={form.control}
          name="interviewType"
          render={({ field }) => (
            <Radio.Group label={t('clientOrders.interviewType')} value={field.value} onChange={field.onChange} error={fieldError(errors.interviewType)}>
              <Stack gap="xs" mt="xs">
                <Radio value="online" label={t('interviewType.online')} />
                <Radio value="office" label={t('interviewType.office')} />
              </Stack>
            </Radio.Group>
          )}
        />
        {type === 'online' ? (
          <TextInput
            type="url"
            label={t('clientOrders.meetingLink')}
            required
            {...form.register('meetingLink')}
            error={fieldError(errors.meetingLink)}
            dir="ltr"
          />
        ) : (
          <NativeSelect
            label={t('clientOrders.branch')}
            {...form.register('branchId')}
            data={branches.map((branch) => ({ value: String(branch.id), label: branch.name }))}
            error={fieldError(errors.branchId)}
          />
        )}
        <Button type="submit" loading={send.isPending}>
          {t('ordersAdmin.setInterviewSubmit')}
        </Button>
      </Stack>
    </form>
  );
}

const AGENCY_IBAN = 'AE07 0260 0010 1234 5678 901';

/** The IBAN stays one left-to-right unit inside the Arabic sentence, never broken across lines. */
function BankDetails() {
  const { t } = useTranslation();
  const [before, after] = t('clientOrders.bankDetails', { iban: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <bdi dir="ltr" className={classes.iban}>
        {AGENCY_IBAN}
      </bdi>
      {after}
    </>
  );
}

function PaymentForm({ order, send }: { order: TOrder; send: TSend }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useSchemaForm(ZPaymentFormSchema, { method: order.payment?.method ?? 'bankTransfer', reference: order.payment?.reference ?? '' });
  const { errors } = form.formState;
  const method = form.watch('method');
  // An empty reference is caught here, on its field: no request, no toast.
  const onSubmit = form.handleSubmit((body) => send.mutate(body, { onError: (error) => applyServerErrors(error, form.setError, [...PAYMENT_FIELDS]) }));
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="method"
          render={({ field }) => (
            <Radio.Group label={t('clientOrders.howToPay')} value={field.value} onChange={field.onChange} error={fieldError(errors.method)}>
              <Stack gap="xs" mt="xs">
                <Radio value="office" label={t('paymentMethod.office')} />
                <Radio value="bankTransfer" label={t('paymentMethod.bankTransfer')} />
              </Stack>
            </Radio.Group>
          )}
        />
        {method === 'bankTransfer' && (
          <>
            <p className={classes.note}>
              <BankDetails />
            </p>
            <CopyButton value={AGENCY_IBAN.replace(/\s/g, '')}>
              {({ copied, copy }) => (
                <Button variant="light" size="xs" onClick={copy} style={{ alignSelf: 'flex-start' }}>
                  {copied ? t('clientOrders.copied') : t('clientOrders.copyIban')}
                </Button>
              )}
            </CopyButton>
            <TextInput label={t('clientOrders.reference')} required {...form.register('reference')} error={fieldError(errors.reference)} dir="ltr" />
          </>
        )}
        <Button type="submit" loading={send.isPending}>
          {t('orderAction.choosePayment')}
        </Button>
      </Stack>
    </form>
  );
}

export function OrderActions({ order, side }: { order: TOrder; side: TOrderSide }) {
  const { t } = useTranslation();
  const send = useTransition(side, order);
  const can = (action: TOrderAction) => order.actions.includes(action);
  if (order.actions.length === 0) return <p className={classes.note}>{t('clientOrders.noActions')}</p>;
  return (
    <Stack gap="lg">
      {can('setInterview') && <InterviewForm order={order} send={send} />}
      {can('choosePayment') && <PaymentForm order={order} send={send} />}
      <div className={classes.actions}>
        {CONFIRMED.filter(can).map((action) => (
          <ConfirmAction key={action} order={order} side={side} action={action} send={send} />
        ))}
      </div>
    </Stack>
  );
}
