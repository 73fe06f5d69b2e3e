import { DOCUMENT_KINDS, DOCUMENT_WARNING_DAYS, DOCUMENT_WINDOWS, inLanguage, WEB_ROUTES, type TDocumentExpiryItem } from '@app/shared';
import { NativeSelect } from '@mantine/core';
import { generatePath, Link } from 'react-router';
import { Page } from '../../../app/ui/Page';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import { FilterSelect, SearchForm } from '../../../app/ui/SearchForm';
import stacked from '../../../app/ui/stacked-table.module.css';
import { useTranslation } from '../../../lib/i18n';
import { useListController } from '../../../lib/list-controller';
import { uaeDay } from '../../../lib/money';
import { DOCUMENT_FILTERS, useExpiringDocuments } from '../api';
import { column } from '../components/column';
import { ExpiryBadge } from '../components/ExpiryBadge';
import classes from '../components/documents.module.css';

/** /Documents: every document expired or expiring within 7, 30, 60 or 90 days, soonest first, by kind or worker, with her placement. */
export default function DocumentsListPage() {
  const { t, i18n } = useTranslation();
  const list = useListController(DOCUMENT_FILTERS);
  const documents = useExpiringDocuments(list.filters, list.pageNumber);
  const within = list.filters.within || String(DOCUMENT_WARNING_DAYS);
  return (
    <Page title={t('documents.title')} size="wide">
      <SearchForm fields={[{ key: 'search', label: t('documents.ui.search') }]} values={list.filters} onSearch={list.setFilters}>
        <NativeSelect
          label={t('documents.ui.within')}
          value={within}
          onChange={(event) => list.setFilters({ within: event.currentTarget.value })}
          data={DOCUMENT_WINDOWS.map((days) => ({ value: String(days), label: t(`documents.ui.within${days}`) }))}
        />
        <FilterSelect
          label={t('documents.fields.kind')}
          value={list.filters.kind}
          allLabel={t('documents.ui.anyKind')}
          options={DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`documents.kinds.${kind}`) }))}
          onChange={(kind) => list.setFilters({ kind })}
        />
      </SearchForm>
      <div className={stacked.stackOnPhone}>
        <ResourceTable<TDocumentExpiryItem>
          query={documents}
          list={list}
          pagerLabel={t('documents.title')}
          emptyText={t('documents.ui.noResults')}
          columns={[
            column<TDocumentExpiryItem>(t('documents.fields.expiryDate'), (row) => uaeDay(row.expiryDate), classes.noWrap),
            column<TDocumentExpiryItem>(t('documents.fields.daysLeft'), (row) => <span dir="ltr">{row.daysLeft}</span>),
            column<TDocumentExpiryItem>(t('documents.fields.state'), (row) => <ExpiryBadge state={row.state} />),
            column<TDocumentExpiryItem>(t('documents.fields.kind'), (row) => t(`documents.kinds.${row.kind}`)),
            column<TDocumentExpiryItem>(t('documents.fields.number'), (row) => <span dir="ltr">{row.number || '—'}</span>, classes.noWrap),
            column<TDocumentExpiryItem>(t('documents.fields.worker'), (row) => (
              <Link to={generatePath(WEB_ROUTES.laborsView, { id: String(row.labor.id) })}>
                <bdi>{inLanguage(row.labor, 'name', i18n.language)}</bdi> <span dir="ltr">({row.labor.code})</span>
              </Link>
            )),
            column<TDocumentExpiryItem>(t('documents.fields.placement'), (row) =>
              row.placement ? (
                <span>
                  <Link to={generatePath(WEB_ROUTES.orderDetails, { id: String(row.placement.orderId) })} dir="ltr">
                    {row.placement.orderNumber}
                  </Link>{' '}
                  <bdi>{row.placement.clientName}</bdi>
                </span>
              ) : (
                <span className={classes.muted}>{t('documents.ui.notPlaced')}</span>
              ),
            ),
          ]}
        />
      </div>
    </Page>
  );
}
