import '../../../app/ui/public-styles';
import type { TOrder, TOrderAction } from '@app/shared';
import { Button, CopyButton, Modal, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { t as translate, useTranslation, type TMessageKey } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { useContactInfo } from '../../content/api';
import { useTransition, type TOrderSide } from '../api';
import { money, quoteOf } from '../money';
import classes from './orders.module.css';

type TSend = ReturnType<typeof useTransition>;

/** Every consequential action asks first, saying what will happen; closing ones take a note, which the history and the e-mail keep. */
const CONFIRMED: TOrderAction[] = ['approve', 'confirmPayment', 'deliver', 'decline', 'reject', 'cancel'];
const CLOSING: TOrderAction[] = ['decline', 'reject', 'cancel'];

function fieldErrors(error: unknown) {
  return error instanceof ApiError ? error.errors : {};
}

/** What the action will do, in the words of the one about to take it. */
function consequence(order: TOrder, side: TOrderSide, action: TOrderAction): string {
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

function ConfirmAction({ order, side, action, send }: { order: TOrder; side: TOrderSide; action: TOrderAction; send: TSend }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const closing = CLOSING.includes(action);
  const label = t(`orderAction.${action}`);
  return (
    <>
      <Button color={closing ? 'red.9' : undefined} variant={closing ? 'outline' : 'filled'} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('clientOrders.confirmTitle', { action: label })} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md">
          <p className={classes.consequence}>{consequence(order, side, action)}</p>
          {closing && <Textarea label={t('clientOrders.note')} value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={1000} />}
          <div className={classes.dialogButtons}>
            <Button variant="default" onClick={() => setOpen(false)}>
              {t(closing ? 'clientOrders.keepOrder' : 'clientOrders.goBack')}
            </Button>
            <Button
              color={closing ? 'red.9' : undefined}
              loading={send.isPending}
              onClick={() => send.mutate({ action: action as 'cancel', note: closing ? note : '' }, { onSettled: () => setOpen(false) })}
            >
              {label}
            </Button>
          </div>
        </Stack>
      </Modal>
    </>
  );
}

/** In UAE time, as the agency and its clients read it: 2026-12-01T10:00 becomes 2026-12-01T10:00:00+04:00. */
export const uaeDateTime = (local: string) => `${local}:00+04:00`;

function InterviewForm({ order, send }: { order: TOrder; send: TSend }) {
  const { t } = useTranslation();
  const branches = useContactInfo().data?.branchs ?? [];
  const [at, setAt] = useState('');
  const [type, setType] = useState<'online' | 'office'>(order.interview?.type ?? 'online');
  const [link, setLink] = useState(order.interview?.meetingLink ?? '');
  const [branchId, setBranchId] = useState(String(order.interview?.branch?.id ?? branches[0]?.id ?? ''));
  const [missing, setMissing] = useState(false);
  const errors = fieldErrors(send.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!at);
    if (!at) return;
    send.mutate({
      action: 'setInterview',
      interviewAt: uaeDateTime(at),
      interviewType: type,
      meetingLink: type === 'online' ? link.trim() || null : null,
      branchId: type === 'office' ? Number(branchId || branches[0]?.id) || null : null,
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          type="datetime-local"
          label={t('clientOrders.interviewAtUae')}
          required
          value={at}
          onChange={(event) => setAt(event.currentTarget.value)}
          error={missing ? t('validation.interviewAtRequired') : errors.interviewAt}
          dir="ltr"
        />
        <Radio.Group label={t('clientOrders.interviewType')} value={type} onChange={(value) => setType(value as 'online' | 'office')}>
          <Stack gap="xs" mt="xs">
            <Radio value="online" label={t('interviewType.online')} />
            <Radio value="office" label={t('interviewType.office')} />
          </Stack>
        </Radio.Group>
        {type === 'online' ? (
          <TextInput type="url" label={t('clientOrders.meetingLink')} required value={link} onChange={(event) => setLink(event.currentTarget.value)} error={errors.meetingLink} dir="ltr" />
        ) : (
          <NativeSelect
            label={t('clientOrders.branch')}
            value={branchId}
            onChange={(event) => setBranchId(event.currentTarget.value)}
            data={branches.map((branch) => ({ value: String(branch.id), label: branch.name }))}
            error={errors.branchId}
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
  const [method, setMethod] = useState<'office' | 'bankTransfer'>(order.payment?.method ?? 'bankTransfer');
  const [reference, setReference] = useState(order.payment?.reference ?? '');
  const [missing, setMissing] = useState(false);
  const errors = fieldErrors(send.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An empty reference is caught here, on its field: no request, no toast.
    const noReference = method === 'bankTransfer' && !reference.trim();
    setMissing(noReference);
    if (noReference) return;
    send.mutate({ action: 'choosePayment', method, reference: method === 'bankTransfer' ? reference.trim() : '' });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Radio.Group label={t('clientOrders.howToPay')} value={method} onChange={(value) => setMethod(value as 'office' | 'bankTransfer')}>
          <Stack gap="xs" mt="xs">
            <Radio value="office" label={t('paymentMethod.office')} />
            <Radio value="bankTransfer" label={t('paymentMethod.bankTransfer')} />
          </Stack>
        </Radio.Group>
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
            <TextInput
              label={t('clientOrders.reference')}
              required
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
              error={missing ? t('validation.transferReferenceRequired') : errors.reference}
              dir="ltr"
            />
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
