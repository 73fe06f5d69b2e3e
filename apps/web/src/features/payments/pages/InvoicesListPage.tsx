import { INVOICE_KINDS, INVOICE_STATES, paymentsApi, type TInvoiceListItem } from '@app/shared';
import { Page } from '../../../app/ui/Page';
import { api } from '../../../lib/api-client';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import { FilterSelect, SearchForm } from '../../../app/ui/SearchForm';
import { useTranslation } from '../../../lib/i18n';
import { useListController } from '../../../lib/list-controller';
import { money, uaeDay } from '../../../lib/money';
import { INVOICE_FILTERS, rangeIsBackwards, useInvoices } from '../api';
import { ClientLink, column, DateRange, ListActions, OrderLink } from '../components/ListTools';
import { InvoiceStateBadge } from '../components/StateBadge';
import stacked from '../../../app/ui/stacked-table.module.css';
import classes from '../components/lists.module.css';

const NO_FILTERS = Object.fromEntries(INVOICE_FILTERS.map((key) => [key, '']));

/** /Invoices: tax invoices and credit notes, newest first, by kind, state, UAE days or search; and their CSV. */
export default function InvoicesListPage() {
  const { t } = useTranslation();
  const list = useListController(INVOICE_FILTERS);
  const invoices = useInvoices(list.filters, list.pageNumber);
  const backwards = rangeIsBackwards(list.filters);
  return (
    <Page title={t('payments.lists.invoicesTitle')} size="wide" intro={t('payments.lists.invoicesIntro')}>
      <SearchForm fields={[{ key: 'search', label: t('payments.lists.searchInvoices') }]} values={list.filters} onSearch={list.setFilters}>
        <FilterSelect
          label={t('payments.kindLabel')}
          value={list.filters.kind}
          allLabel={t('payments.lists.all')}
          options={INVOICE_KINDS.map((kind) => ({ value: kind, label: t(`payments.kind.${kind}`) }))}
          onChange={(kind) => list.setFilters({ kind })}
        />
        <FilterSelect
          label={t('payments.stateLabel')}
          value={list.filters.state}
          allLabel={t('payments.lists.all')}
          options={INVOICE_STATES.map((state) => ({ value: state, label: t(`payments.state.${state}`) }))}
          onChange={(state) => list.setFilters({ state })}
        />
        <DateRange filters={list.filters} onChange={list.setFilters} />
      </SearchForm>
      <ListActions
        download={(query) => api.download(paymentsApi.invoicesCsv, { query })}
        fileName="invoices.csv"
        filters={list.filters}
        onClear={() => list.setFilters(NO_FILTERS)}
      />
      {!backwards && (
        <div className={stacked.stackOnPhone}>
          <ResourceTable<TInvoiceListItem>
            query={invoices}
            list={list}
            pagerLabel={t('payments.lists.invoicesTitle')}
            columns={[
              column<TInvoiceListItem>(t('payments.number'), (row) => <span dir="ltr">{row.number}</span>, classes.noWrap),
              column<TInvoiceListItem>(t('payments.kindLabel'), (row) => t(`payments.kind.${row.kind}`)),
              column<TInvoiceListItem>(t('payments.date'), (row) => uaeDay(row.issuedAt), classes.noWrap),
              column<TInvoiceListItem>(t('payments.order'), (row) => <OrderLink id={row.orderId} number={row.orderNumber} />),
              column<TInvoiceListItem>(t('payments.client'), (row) => <ClientLink client={row.client} />),
              column<TInvoiceListItem>(t('payments.total'), (row) => money(row.totalAed), classes.amount),
              column<TInvoiceListItem>(t('payments.lists.paid'), (row) => (row.kind === 'invoice' ? money(row.paidAed) : '—'), classes.amount),
              column<TInvoiceListItem>(t('payments.lists.credited'), (row) => (row.kind === 'invoice' ? money(row.creditedAed) : '—'), classes.amount),
              column<TInvoiceListItem>(t('payments.lists.balance'), (row) => money(row.balanceAed), classes.amount),
              column<TInvoiceListItem>(t('payments.stateLabel'), (row) => <InvoiceStateBadge state={row.state} />),
            ]}
          />
        </div>
      )}
    </Page>
  );
}
