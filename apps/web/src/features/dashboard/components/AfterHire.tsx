import { inLanguage, todayInUae, WEB_ROUTES, type TFinanceDashboard } from '@app/shared';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { money, uaeDay } from '../../../lib/money';
import classes from '../pages/dashboard.module.css';
import { Listing } from './Listing';

const orderLink = (orderId: number, orderNumber: string) => (
  <Link to={generatePath(WEB_ROUTES.orderDetails, { id: String(orderId) })} dir="ltr">
    {orderNumber}
  </Link>
);

/** A day that has passed (UAE), said in words as well as in colour. */
function DueDay({ day, today }: { day: string; today: string }) {
  const { t } = useTranslation();
  if (day >= today) return <>{uaeDay(day)}</>;
  return (
    <span className={classes.soon}>
      {uaeDay(day)} ({t('dashboard.overdue')})
    </span>
  );
}

/** One of the after-hire lists: a row of cells for each item. */
function CellsListing({ rows, ...listing }: { id: string; title: string; headers: string[]; rows: ReactNode[][]; wide?: boolean }) {
  return (
    <Listing {...listing} empty={rows.length === 0}>
      {rows.map((cells, index) => (
        <Table.Tr key={index}>
          {cells.map((content, column) => (
            <Table.Td key={listing.headers[column]}>{content}</Table.Td>
          ))}
        </Table.Tr>
      ))}
    </Listing>
  );
}

/** The money tiles: revenue this month and what is still to be paid on invoices; none for a role that may not see money. */
export function MoneyTotals({ board }: { board: TFinanceDashboard }) {
  const { t } = useTranslation();
  if (board.revenueThisMonthAed === null || board.moneyDueAed === null) return null;
  const tiles = [
    { key: 'revenue', label: t('dashboard.revenueThisMonth'), value: money(board.revenueThisMonthAed) },
    { key: 'due', label: t('dashboard.moneyDue'), value: money(board.moneyDueAed) },
  ];
  return (
    <ul className={classes.totals}>
      {tiles.map((tile) => (
        <li key={tile.key} className={classes.total} data-testid={`total-${tile.key}`}>
          <span>{tile.label}</span>
          <span className={classes.totalValue}>{tile.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the after-hire work asks of staff: refunds to pay by their due dates, Monthly renewals, placements ending. */
export function AfterHireLists({ board }: { board: TFinanceDashboard }) {
  const { t, i18n } = useTranslation();
  const today = todayInUae();
  const order = t('payments.order');
  const client = t('payments.client');
  return (
    <>
      {board.refundsDue && (
        <CellsListing
          id="refunds-due"
          wide
          title={t('dashboard.refundsDue')}
          headers={[order, client, t('payments.amount'), t('dashboard.dueOn')]}
          rows={board.refundsDue.map((row) => [
            orderLink(row.orderId, row.orderNumber),
            <bdi key="client">{row.clientName}</bdi>,
            money(row.amountAed),
            <DueDay key="due" day={row.dueOn} today={today} />,
          ])}
        />
      )}
      <CellsListing
        id="renewals-due"
        title={t('dashboard.renewalsDue')}
        headers={[order, client, t('dashboard.paidUntil')]}
        rows={board.renewalsDue.map((row) => [
          orderLink(row.orderId, row.orderNumber),
          <bdi key="client">{row.clientName}</bdi>,
          <DueDay key="paid" day={row.paidUntil} today={today} />,
        ])}
      />
      <CellsListing
        id="ending-soon"
        title={t('dashboard.endingSoon')}
        headers={[t('clientOrders.worker'), order, t('dashboard.endsOn')]}
        rows={board.endingSoon.map((row) => [
          <Link key="worker" to={generatePath(WEB_ROUTES.placementDetails, { id: String(row.placementId) })}>
            <bdi>{inLanguage(row.labor, 'name', i18n.language)}</bdi> <span dir="ltr">({row.labor.code})</span>
          </Link>,
          <span key="order" dir="ltr">
            {row.orderNumber}
          </span>,
          uaeDay(row.endsOn),
        ])}
      />
    </>
  );
}
