import { inLanguage, PACKAGES, PLACEMENT_FILTERS, WEB_ROUTES, type TPlacementSummary } from '@app/shared';
import type { TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { ResourceTable, type TColumn } from '../../../app/ui/ResourceTable';
import { FilterSelect, SearchForm } from '../../../app/ui/SearchForm';
import { useTranslation } from '../../../lib/i18n';
import { useListController } from '../../../lib/list-controller';
import { uaeDay } from '../../../lib/money';
import { usePlacements } from '../api';
import { PlacementStatusBadge } from '../components/PlacementFacts';
import stacked from '../../../app/ui/stacked-table.module.css';
import classes from '../components/placements.module.css';

const FILTERS = ['filter', 'package', 'search'] as const;

const day = (date: string | null) => (date ? uaeDay(date) : '—');

/** A column whose cells carry its name: on a phone each row is a card, each value under its column's name. */
const column = (header: string, cell: (row: TPlacementSummary) => ReactNode, className?: string): TColumn<TPlacementSummary> => ({
  header,
  cell,
  cellProps: { 'data-label': header, className } as TableTdProps,
});

/** Placements: active, in probation, ending within 30 days, ended; by package; searched by order, worker or client. */
export default function PlacementsListPage() {
  const { t, i18n } = useTranslation();
  const list = useListController(FILTERS);
  const placements = usePlacements(list.filters, list.pageNumber);
  return (
    <Page title={t('placements.menu')} size="wide">
      <SearchForm fields={[{ key: 'search', label: t('placements.ui.search') }]} values={list.filters} onSearch={list.setFilters}>
        <FilterSelect
          label={t('placements.ui.filter')}
          value={list.filters.filter}
          allLabel={t('ordersAdmin.all')}
          options={PLACEMENT_FILTERS.map((filter) => ({ value: filter, label: t(`placements.ui.filters.${filter}`) }))}
          onChange={(filter) => list.setFilters({ filter })}
        />
        <FilterSelect
          label={t('placements.ui.package')}
          value={list.filters.package}
          allLabel={t('ordersAdmin.all')}
          options={PACKAGES.map((kind) => ({ value: kind, label: t(`packageKind.${kind}`) }))}
          onChange={(kind) => list.setFilters({ package: kind })}
        />
      </SearchForm>
      <div className={stacked.stackOnPhone}>
        <ResourceTable<TPlacementSummary>
          query={placements}
          list={list}
          pagerLabel={t('placements.ui.pages')}
          columns={[
            column(
              t('clientOrders.orderNumber'),
              (row) => (
                <Link to={generatePath(WEB_ROUTES.placementDetails, { id: String(row.id) })} dir="ltr">
                  {row.orderNumber}
                </Link>
              ),
              classes.noWrap,
            ),
            column(t('placements.ui.worker'), (row) => (
              <span>
                <bdi>{inLanguage(row.labor, 'name', i18n.language)}</bdi> <span dir="ltr">({row.labor.code})</span>
              </span>
            )),
            column(t('placements.ui.client'), (row) => row.client && <bdi>{row.client.userName}</bdi>),
            column(t('placements.ui.package'), (row) => t(`packageKind.${row.package}`)),
            column(t('placements.ui.startDate'), (row) => day(row.startDate), classes.noWrap),
            column(t('placements.ui.probationEnd'), (row) => day(row.probationEnd), classes.noWrap),
            column(t('placements.ui.endsOn'), (row) => day(row.endedOn ?? row.endsOn), classes.noWrap),
            column(t('placements.ui.status'), (row) => <PlacementStatusBadge placement={row} />),
          ]}
        />
      </div>
    </Page>
  );
}
