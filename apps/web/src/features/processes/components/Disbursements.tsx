import { inLanguage, type TDisbursement, type TProcess, type TProcessFees } from '@app/shared';
import { Button, Loader, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDelete } from '../../../app/ui/ConfirmDelete';
import type { TRecordPanel } from '../../../app/ui/RecordPage';
import { ConfirmStep } from '../../../app/ui/ResourceDialogs';
import stacked from '../../../app/ui/stacked-table.module.css';
import { TextWithLtrValue } from '../../../app/ui/TextWithLtrValue';
import { useTranslation } from '../../../lib/i18n';
import { money, uaeDay } from '../../../lib/money';
import { useBillFamily, useDeleteFee, useMaySeeFees, useProcessFees, useReceiptDownload } from '../fees-api';
import { Aed } from './Aed';
import { FeeForm } from './FeeForm';
import { FeePaymentForm } from './FeePaymentForm';
import { FeePayments } from './FeePayments';
import classes from './fees.module.css';

function Totals({ fees }: { fees: TProcessFees }) {
  const { t } = useTranslation();
  const rows = (['unbilled', 'billed', 'paidBack', 'owed', 'paidByFamily'] as const).filter((key) => fees.totals[`${key}Aed`] !== 0);
  if (rows.length === 0) return null;
  return (
    <dl className={classes.feeTotals}>
      {rows.map((key) => (
        <div key={key}>
          <dt>{t(`processFees.totals.${key}`)}</dt>
          <dd>
            <Aed value={fees.totals[`${key}Aed`]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FeeRow({ fee, processId, onDelete }: { fee: TDisbursement; processId: number; onDelete: (fee: TDisbursement) => void }) {
  const { t, i18n } = useTranslation();
  const download = useReceiptDownload(processId);
  const label = (key: string) => t(`processFees.${key}` as 'processFees.step');
  return (
    <Table.Tr>
      <Table.Td data-label={label('step')}>{inLanguage(fee.step, 'name', i18n.language)}</Table.Td>
      <Table.Td data-label={label('description')}>
        <bdi>{fee.description}</bdi>
      </Table.Td>
      <Table.Td data-label={label('amount')}>
        <Aed value={fee.amountAed} />
      </Table.Td>
      <Table.Td data-label={label('paidOn')}>{uaeDay(fee.paidOn)}</Table.Td>
      <Table.Td data-label={label('paidBy')}>{t(`processFees.payer.${fee.paidBy}`)}</Table.Td>
      <Table.Td data-label={label('receipt')}>
        {fee.receipt ? (
          <Button variant="subtle" size="compact-sm" aria-label={`${label('receipt')}: ${fee.receipt.fileName}`} onClick={() => download.mutate(fee)}>
            <bdi>{fee.receipt.fileName}</bdi>
          </Button>
        ) : (
          <Text span c="dimmed" size="sm">
            {label('receiptMissing')}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label={label('status')}>
        {fee.billNumber ? (
          <TextWithLtrValue sentence={(number) => t('processFees.billedOn', { number })} value={fee.billNumber} />
        ) : (
          label(fee.paidBy === 'family' ? 'recordedOnly' : 'notBilled')
        )}
      </Table.Td>
      <Table.Td>
        {!fee.billNumber && (
          <Button variant="subtle" color="red.9" size="compact-sm" onClick={() => onDelete(fee)} aria-label={`${label('delete')}: ${fee.description}`}>
            {label('delete')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** What "Bill the family" will bill: the agency's fees not billed yet. */
const unbilledOf = (fees: TProcessFees) => fees.items.filter((fee) => fee.paidBy === 'agency' && !fee.billNumber);

/**
 * The process's government fees (decision 033), for staff who see money: each fee by step with its
 * receipt and whether it was billed, a form to record one, delete one not billed, bill the family
 * the agency's unbilled ones at cost, outside VAT, and record her payments of what she owes.
 */
export function Disbursements({ process }: { process: TProcess }) {
  const { t } = useTranslation();
  const fees = useProcessFees(process.id, true);
  const [recording, setRecording] = useState(false);
  const [deleting, setDeleting] = useState<TDisbursement | null>(null);
  const [billing, setBilling] = useState(false);
  const [takingPayment, setTakingPayment] = useState(false);
  const remove = useDeleteFee(process.id);
  const bill = useBillFamily(process.id);
  if (!fees.data) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  const data = fees.data;
  const unbilled = unbilledOf(data);
  const unbilledAed = unbilled.reduce((sum, fee) => sum + fee.amountAed, 0);
  const columns = ['step', 'description', 'amount', 'paidOn', 'paidBy', 'receipt', 'status'] as const;
  return (
    <div className={classes.fees}>
      <Text size="sm" c="dimmed">
        {t('processFees.intro')}
      </Text>
      {!data.canBill && <Text size="sm">{t('processFees.noOrder')}</Text>}
      <div className={classes.feeTools}>
        <Button variant="outline" onClick={() => setRecording(true)}>
          {t('processFees.record')}
        </Button>
        {data.canBill && unbilled.length > 0 && <Button onClick={() => setBilling(true)}>{t('processFees.bill')}</Button>}
        {data.canBill && data.totals.owedAed > 0 && (
          <Button variant="outline" onClick={() => setTakingPayment(true)}>
            {t('processFees.recordPayment')}
          </Button>
        )}
      </div>
      {data.items.length === 0 ? (
        <Text c="dimmed">{t('processFees.empty')}</Text>
      ) : (
        <div className={stacked.stackOnPhone}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{t(`processFees.${column}`)}</Table.Th>
                ))}
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((fee) => (
                <FeeRow key={fee.id} fee={fee} processId={process.id} onDelete={setDeleting} />
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <FeePayments payments={data.payments} />
      <Totals fees={data} />
      {recording && <FeeForm process={process} fees={data} onClose={() => setRecording(false)} />}
      {takingPayment && <FeePaymentForm process={process} fees={data} onClose={() => setTakingPayment(false)} />}
      <ConfirmDelete
        open={deleting !== null}
        title={t('processFees.deleteTitle')}
        text={deleting && t('processFees.deleteConfirm', { description: deleting.description, amount: money(deleting.amountAed) })}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
      <ConfirmStep
        open={billing}
        title={t('processFees.billTitle')}
        text={t('processFees.billConfirm', { count: unbilled.length, amount: money(unbilledAed) })}
        confirmLabel={t('processFees.bill')}
        pending={bill.isPending}
        onConfirm={() => bill.mutate(undefined, { onSettled: () => setBilling(false) })}
        onClose={() => setBilling(false)}
      />
    </div>
  );
}

/** The process page's "Government fees" panel: left out for staff who do not see money. */
export function useFeesPanel() {
  const { t } = useTranslation();
  const may = useMaySeeFees();
  return (process: TProcess): TRecordPanel => may && { title: t('processFees.title'), content: <Disbursements process={process} /> };
}
