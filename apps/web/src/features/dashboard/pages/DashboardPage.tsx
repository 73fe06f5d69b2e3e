import { inLanguage, ORDER_STATUSES, WEB_ROUTES, type TDashboard } from '@app/shared';
import { Loader, Table } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link } from 'react-router';
import list from '../../../app/ui/list.module.css';
import { Page } from '../../../app/ui/Page';
import { OrdersTable } from '../../../app/ui/orders/OrdersTable';
import { useCan } from '../../../lib/session/current-user';
import { useDashboard } from '../api';
import { AfterHireLists, MoneyTotals } from '../components/AfterHire';
import { ApplicantCounts, EnquiryCounts, DocumentCounts, ProcessCounts } from '../components/CountLinks';
import { Listing } from '../components/Listing';
import classes from './dashboard.module.css';

const URGENT_DAYS = 30;

function Totals({ totals }: { totals: TDashboard['totals'] }) {
  const { t } = useTranslation();
  const can = useCan();
  const items = [
    { key: 'orders', label: t('dashboard.orders'), value: totals.orders, to: WEB_ROUTES.ordersList, open: can('orders.view') },
    { key: 'clients', label: t('dashboard.clients'), value: totals.clients, to: WEB_ROUTES.clientsList, open: can('clients.manage') },
    { key: 'workers', label: t('dashboard.workers'), value: totals.workers, to: WEB_ROUTES.laborsList, open: can('labors.manage') },
  ];
  return (
    <ul className={classes.totals}>
      {items.map((item) => (
        <li key={item.key} className={classes.total} data-testid={`total-${item.key}`}>
          {item.open ? <Link to={item.to}>{item.label}</Link> : <span>{item.label}</span>}
          <span className={classes.totalValue} dir="ltr">
            {item.value}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A bar per country; each bar's label carries its number, so the chart reads without seeing it. */
function WorkersByCountry({ rows }: { rows: TDashboard['workersByCountry'] }) {
  const { t, i18n } = useTranslation();
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section aria-labelledby="by-country">
      <h2 id="by-country">{t('dashboard.byCountry')}</h2>
      <ul className={classes.chart}>
        {rows.map((row) => {
          const name = inLanguage(row, 'name', i18n.language);
          return (
            <li key={row.id} className={classes.bar} aria-label={t('dashboard.countryCount', { name, count: row.count })}>
              <span aria-hidden="true">{name}</span>
              <span className={classes.barTrack} aria-hidden="true">
                <span className={classes.barFill} style={{ display: 'block', inlineSize: `${(row.count / largest) * 100}%` }} />
              </span>
              <span aria-hidden="true" dir="ltr">
                {row.count}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function OrdersByStatus({ counts }: { counts: TDashboard['ordersByStatus'] }) {
  const { t } = useTranslation();
  const open = useCan()('orders.view');
  return (
    <section aria-labelledby="by-status">
      <h2 id="by-status">{t('dashboard.byStatus')}</h2>
      <ul className={classes.statusList}>
        {ORDER_STATUSES.map((status) => {
          const count = (
            <>
              {t(`orderStatus.${status}`)}
              <span className={classes.totalValue} dir="ltr">
                {counts[status]}
              </span>
            </>
          );
          return (
            <li key={status}>
              {open ? (
                <Link to={`${WEB_ROUTES.ordersList}?status=${status}`} data-testid={`status-${status}`}>
                  {count}
                </Link>
              ) : (
                <span data-testid={`status-${status}`}>{count}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ExpiringPassports({ rows }: { rows: TDashboard['expiringPassports'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Listing
      id="passports"
      title={t('dashboard.passports')}
      headers={[t('clientOrders.worker'), t('dashboard.expiresOn'), t('dashboard.daysLeft')]}
      empty={rows.length === 0}
      wide
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td>
            <Link to={generatePath(WEB_ROUTES.laborsView, { id: String(row.id) })}>
              <bdi>{inLanguage(row, 'name', i18n.language)}</bdi>
            </Link>{' '}
            <span dir="ltr">({row.code})</span>
          </Table.Td>
          <Table.Td dir="ltr">{row.passportExpiryDate}</Table.Td>
          {row.daysLeft < 0 ? (
            <Table.Td className={classes.soon}>{t('dashboard.expired')}</Table.Td>
          ) : (
            <Table.Td className={row.daysLeft < URGENT_DAYS ? classes.soon : undefined} dir="ltr">
              {row.daysLeft}
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </Listing>
  );
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const can = useCan();
  const board = useDashboard().data;
  return (
    <Page title={t('header.dashboard')} size="wide">
      {!board && <Loader role="status" aria-label={t('app.loading')} />}
      {board && (
        <>
          <Totals totals={board.totals} />
          {board.afterHire && <MoneyTotals board={board.afterHire} />}
          <div className={classes.grid}>
            <WorkersByCountry rows={board.workersByCountry} />
            <OrdersByStatus counts={board.ordersByStatus} />
            {can('orders.view') && (
              <section aria-labelledby="recent" className={classes.wide}>
                <h2 id="recent">{t('dashboard.recent')}</h2>
                {board.recentOrders.length === 0 ? (
                  <p className={list.empty}>{t('common.noData')}</p>
                ) : (
                  <OrdersTable orders={board.recentOrders} side="admin" />
                )}
              </section>
            )}
            {can('labors.manage') && <ExpiringPassports rows={board.expiringPassports} />}
            {board.documents && <DocumentCounts counts={board.documents} />}
            {board.applicants && <ApplicantCounts counts={board.applicants} />}
            {board.enquiries && <EnquiryCounts counts={board.enquiries} />}
            {board.processes && <ProcessCounts counts={board.processes} />}
            {board.afterHire && <AfterHireLists board={board.afterHire} />}
          </div>
        </>
      )}
    </Page>
  );
}
