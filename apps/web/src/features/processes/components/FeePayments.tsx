import type { TDisbursementPayment } from '@app/shared';
import { Table } from '@mantine/core';
import stacked from '../../../app/ui/stacked-table.module.css';
import { useTranslation } from '../../../lib/i18n';
import { uaeDay } from '../../../lib/money';
import { Aed } from './Aed';

const COLUMNS = ['number', 'receivedOn', 'method', 'amount'] as const;

/** The family's payments of billed government fees, each with its DRC- receipt: cards on a phone, as the fees are. */
export function FeePayments({ payments }: { payments: TDisbursementPayment[] }) {
  const { t } = useTranslation();
  if (payments.length === 0) return null;
  const label = (column: (typeof COLUMNS)[number]) => t(`processFeePayments.${column}`);
  return (
    <div className={stacked.stackOnPhone}>
      <Table verticalSpacing="xs" captionSide="top">
        <Table.Caption>{t('processFees.payments')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{label(column)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td data-label={label('number')}>
                <bdi dir="ltr">{payment.documentNumber}</bdi>
              </Table.Td>
              <Table.Td data-label={label('receivedOn')}>{uaeDay(payment.receivedOn)}</Table.Td>
              <Table.Td data-label={label('method')}>{t(`payments.method.${payment.method}`)}</Table.Td>
              <Table.Td data-label={label('amount')}>
                <Aed value={payment.amountAed} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
