import '../../../app/ui/public-styles';
import type { TOrder, TOrderAction } from '@app/shared';
import { Button, Modal, NativeSelect, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { useContactInfo } from '../../content/api';
import { useTransition, type TOrderSide } from '../api';
import classes from './orders.module.css';

type TSend = ReturnType<typeof useTransition>;

/** Closing actions ask first and take an optional note, which the history and the client's e-mail keep. */
const ASKS_FIRST: TOrderAction[] = ['decline', 'reject', 'cancel'];
const ONE_CLICK: TOrderAction[] = ['approve', 'confirmPayment', 'deliver'];

function fieldErrors(error: unknown) {
  return error instanceof ApiError ? error.errors : {};
}

function ConfirmAction({ action, send }: { action: TOrderAction; send: TSend }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  return (
    <>
      <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
        {t(`orderAction.${action}`)}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('clientOrders.confirmTitle', { action: t(`orderAction.${action}`) })}>
        <Textarea label={t('clientOrders.note')} value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={1000} />
        <Button
          mt="md"
          color="red.9"
          loading={send.isPending}
          onClick={() => send.mutate({ action: action as 'cancel', note }, { onSettled: () => setOpen(false) })}
        >
          {t('clientOrders.confirm')}
        </Button>
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
          {t('orderAction.setInterview')}
        </Button>
      </Stack>
    </form>
  );
}

function PaymentForm({ order, send }: { order: TOrder; send: TSend }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<'office' | 'bankTransfer'>(order.payment?.method ?? 'bankTransfer');
  const [reference, setReference] = useState(order.payment?.reference ?? '');
  const errors = fieldErrors(send.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ action: 'choosePayment', method, reference: method === 'bankTransfer' ? reference : '' });
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
            <p className={classes.note}>{t('clientOrders.bankDetails')}</p>
            <TextInput label={t('clientOrders.reference')} required value={reference} onChange={(event) => setReference(event.currentTarget.value)} error={errors.reference} dir="ltr" />
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
        {ONE_CLICK.filter(can).map((action) => (
          <Button key={action} loading={send.isPending && send.variables?.action === action} onClick={() => send.mutate({ action: action as 'approve', note: '' })}>
            {t(`orderAction.${action}`)}
          </Button>
        ))}
        {ASKS_FIRST.filter(can).map((action) => (
          <ConfirmAction key={action} action={action} send={send} />
        ))}
      </div>
    </Stack>
  );
}
