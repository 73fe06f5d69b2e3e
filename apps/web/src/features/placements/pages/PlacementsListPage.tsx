import { inLanguage, PACKAGES, PLACEMENT_FILTERS, WEB_ROUTES, type TPlacementSummary } from '@app/shared';
import { generatePath, Link } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import { FilterSelect, SearchForm } from '../../../app/ui/SearchForm';
import { useTranslation } from '../../../lib/i18n';
import { useListController } from '../../../lib/list-controller';
import { uaeDay } from '../../../lib/money';
import { usePlacements } from '../api';
import { PlacementStatusBadge } from '../components/PlacementFacts';
import classes from '../components/placements.module.css';

const FILTERS = ['filter', 'package', 'search'] as const;

const day = (date: string | null) => (date ? uaeDay(date) : '—');

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
      <ResourceTable<TPlacementSummary>
        query={placements}
        list={list}
        pagerLabel={t('placements.ui.pages')}
        columns={[
          {
            header: t('clientOrders.orderNumber'),
            cell: (row) => (
              <Link to={generatePath(WEB_ROUTES.placementDetails, { id: String(row.id) })} dir="ltr">
                {row.orderNumber}
              </Link>
            ),
          },
          {
            header: t('placements.ui.worker'),
            cell: (row) => (
              <>
                <bdi>{inLanguage(row.labor, 'name', i18n.language)}</bdi> <span dir="ltr">({row.labor.code})</span>
              </>
            ),
          },
          { header: t('placements.ui.client'), cell: (row) => row.client && <bdi>{row.client.userName}</bdi> },
          { header: t('placements.ui.package'), cell: (row) => t(`packageKind.${row.package}`) },
          { header: t('placements.ui.startDate'), cell: (row) => day(row.startDate), cellProps: { className: classes.noWrap } },
          { header: t('placements.ui.probationEnd'), cell: (row) => day(row.probationEnd), cellProps: { className: classes.noWrap } },
          { header: t('placements.ui.endsOn'), cell: (row) => day(row.endedOn ?? row.endsOn), cellProps: { className: classes.noWrap } },
          { header: t('placements.ui.status'), cell: (row) => <PlacementStatusBadge placement={row} /> },
        ]}
      />
    </Page>
  );
}
