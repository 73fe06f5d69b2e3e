import { LEDGER_KINDS, LEDGER_METHODS, paymentsApi, type TPaymentListItem } from '@app/shared';
import { Page } from '../../../app/ui/Page';
import { api } from '../../../lib/api-client';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import { FilterSelect, SearchForm } from '../../../app/ui/SearchForm';
import { useTranslation } from '../../../lib/i18n';
import { useListController } from '../../../lib/list-controller';
import { money, uaeDay } from '../../../lib/money';
import { PAYMENT_FILTERS, rangeIsBackwards, usePayments } from '../api';
import { ClientLink, column, DateRange, ListActions, OrderLink } from '../components/ListTools';
import stacked from '../../../app/ui/stacked-table.module.css';
import classes from '../components/lists.module.css';

const NO_FILTERS = Object.fromEntries(PAYMENT_FILTERS.map((key) => [key, '']));

/** /Payments: the ledger, payments and refunds, newest first, by kind, method, UAE days or search; and its CSV. */
export default function PaymentsListPage() {
  const { t } = useTranslation();
  const list = useListController(PAYMENT_FILTERS);
  const entries = usePayments(list.filters, list.pageNumber);
  const backwards = rangeIsBackwards(list.filters);
  return (
    <Page title={t('payments.lists.paymentsTitle')} size="wide" intro={t('payments.lists.paymentsIntro')}>
      <SearchForm fields={[{ key: 'search', label: t('payments.lists.searchPayments') }]} values={list.filters} onSearch={list.setFilters}>
        <FilterSelect
          label={t('payments.kindLabel')}
          value={list.filters.kind}
          allLabel={t('payments.lists.all')}
          options={LEDGER_KINDS.map((kind) => ({ value: kind, label: t(`payments.entryKind.${kind}`) }))}
          onChange={(kind) => list.setFilters({ kind })}
        />
        <FilterSelect
          label={t('payments.methodLabel')}
          value={list.filters.method}
          allLabel={t('payments.lists.all')}
          options={LEDGER_METHODS.map((method) => ({ value: method, label: t(`payments.method.${method}`) }))}
          onChange={(method) => list.setFilters({ method })}
        />
        <DateRange filters={list.filters} onChange={list.setFilters} />
      </SearchForm>
      <ListActions
        download={(query) => api.download(paymentsApi.paymentsCsv, { query })}
        fileName="payments.csv"
        filters={list.filters}
        onClear={() => list.setFilters(NO_FILTERS)}
      />
      {!backwards && (
        <div className={stacked.stackOnPhone}>
          <ResourceTable<TPaymentListItem>
            query={entries}
            list={list}
            pagerLabel={t('payments.lists.paymentsTitle')}
            columns={[
              column<TPaymentListItem>(t('payments.date'), (row) => uaeDay(row.receivedOn), classes.noWrap),
              column<TPaymentListItem>(t('payments.document'), (row) => <span dir="ltr">{row.documentNumber}</span>, classes.noWrap),
              column<TPaymentListItem>(t('payments.invoice'), (row) => <span dir="ltr">{row.invoiceNumber}</span>, classes.noWrap),
              column<TPaymentListItem>(t('payments.order'), (row) => <OrderLink id={row.orderId} number={row.orderNumber} />),
              column<TPaymentListItem>(t('payments.client'), (row) => <ClientLink client={row.client} />),
              column<TPaymentListItem>(t('payments.methodLabel'), (row) => `${t(`payments.entryKind.${row.kind}`)} · ${t(`payments.method.${row.method}`)}`),
              column<TPaymentListItem>(t('payments.reference'), (row) => (row.reference ? <span dir="ltr">{row.reference}</span> : '—'), classes.noWrap),
              column<TPaymentListItem>(
                t('payments.amount'),
                (row) => money(row.amountAed),
                (row) => `${classes.amount} ${row.amountAed < 0 ? classes.negative : ''}`,
              ),
              column<TPaymentListItem>(t('payments.recordedBy'), (row) => (row.recordedBy ? <bdi>{row.recordedBy}</bdi> : '—')),
            ]}
          />
        </div>
      )}
    </Page>
  );
}
