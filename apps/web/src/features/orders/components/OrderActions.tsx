import '../../../app/ui/public-styles';
import {
  RECORDED_METHODS,
  todayInUae,
  ZActionNoteSchema,
  ZDeliverSchema,
  ZConfirmPaymentSchema,
  ZInterviewFormSchema,
  ZPaymentFormSchema,
  ZRecordPaymentSchema,
  type TNotedAction,
  type TOrder,
  type TOrderAction,
} from '@app/shared';
import { Button, Checkbox, CopyButton, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { t as translate, useTranslation, type TMessageKey } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useContactInfo } from '../../../lib/site-content/api';
import { useTransition } from '../api';
import { ApiError } from '../../../lib/api-client';
import { money, quoteOf, uaeDay } from '../../../lib/money';
import type { TOrderSide } from '../../../lib/orders';
import { useCan } from '../../../lib/session/current-user';
import { ConfirmDialog, Consequence } from '../../../app/ui/ConfirmDialog';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import classes from './orders.module.css';

type TSend = ReturnType<typeof useTransition>;

/** Every consequential action asks first, saying what will happen; closing ones take a note, which the history and the e-mail keep. */
const CONFIRMED: TNotedAction[] = ['approve', 'confirmPayment', 'deliver', 'decline', 'reject', 'cancel'];
const CLOSING: TNotedAction[] = ['decline', 'reject', 'cancel'];

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

/**
 * Closing an order after its invoice: the tax credit note that will reverse it, and the refund of what
 * was received with the day it falls due ("Invoice INV-2026-000012 will be cancelled by a credit note; AED 13,125 received will be refunded by ...").
 */
function ClosingCredit({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const credit = order.closingCredit;
  if (!credit) return null;
  return (
    <Consequence data-testid="closing-credit">
      <TextWithLtrValue
        sentence={(invoice) => t('clientOrders.consequence.credit', { invoice, amount: money(credit.creditAed) })}
        value={credit.invoiceNumber}
      />{' '}
      {credit.refundAed > 0
        ? t('clientOrders.consequence.refund', { amount: money(credit.refundAed), date: uaeDay(credit.refundDueOn) })
        : t('clientOrders.consequence.noRefund')}
    </Consequence>
  );
}

/** A hire closing other families' open orders after their invoices: the credit notes and refunds that follow, added up. */
function OthersClosingCredit({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const credit = order.othersClosingCredit;
  if (!credit) return null;
  return (
    <Consequence data-testid="others-closing-credit">
      {t('clientOrders.consequence.othersCredit', { amount: money(credit.creditAed) })}{' '}
      {credit.refundAed > 0 && t('clientOrders.consequence.refund', { amount: money(credit.refundAed), date: uaeDay(credit.refundDueOn) })}
    </Consequence>
  );
}

function ConfirmAction({ order, side, action, send }: { order: TOrder; side: TOrderSide; action: TNotedAction; send: TSend }) {
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

const ZDeliverFormSchema = ZActionNoteSchema.extend({ deliveredOn: ZDeliverSchema.shape.deliveredOn.unwrap() });

/**
 * Delivery asks the day the worker was handed over: today unless staff say otherwise, between her
 * hire and today (UAE days); her placement's dates count from it.
 */
function DeliverAction({ order, side, send }: { order: TOrder; side: TOrderSide; send: TSend }) {
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

function HireWithBalance({ order, side, send }: { order: TOrder; side: TOrderSide; send: TSend }) {
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
  const onSubmit = form.handleSubmit((body) => send.mutate(body, { onError: (error) => applyServerErrors(error, form) }));
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

/** Paying at the office: where the branches are, when they open, and what they take. */
function OfficeDetails() {
  const { t } = useTranslation();
  const branches = useContactInfo().data?.branchs ?? [];
  return (
    <div data-testid="pay-at-office">
      <p className={classes.note}>{t('clientOrders.payAtOfficeIntro')}</p>
      <ul className={classes.branches}>
        {branches.map((branch) => (
          <li key={branch.id}>
            <strong>{branch.name}</strong>
            <div>{branch.address}</div>
            {branch.workingHours && <div className={classes.note}>{t('clientOrders.branchHours', { hours: branch.workingHours })}</div>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PaymentForm({ order, send }: { order: TOrder; send: TSend }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const form = useSchemaForm(ZPaymentFormSchema, { method: order.payment?.method ?? 'bankTransfer', reference: order.payment?.reference ?? '' });
  const { errors } = form.formState;
  const method = form.watch('method');
  // An empty reference is caught here, on its field: no request, no toast.
  const onSubmit = form.handleSubmit((body) => send.mutate(body, { onError: (error) => applyServerErrors(error, form) }));
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
        {method === 'office' && <OfficeDetails />}
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
        {CONFIRMED.filter(can).map((action) =>
          action === 'confirmPayment' && order.balanceAed > 0 ? (
            <HireWithBalance key={action} order={order} side={side} send={send} />
          ) : action === 'deliver' ? (
            <DeliverAction key={action} order={order} side={side} send={send} />
          ) : (
            <ConfirmAction key={action} order={order} side={side} action={action} send={send} />
          ),
        )}
      </div>
    </Stack>
  );
}
