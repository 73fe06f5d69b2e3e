import { WEB_ROUTES } from '@app/shared';
import { Button, Loader, NativeSelect, Table } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link } from 'react-router';
import list from '../../../app/ui/list.module.css';
import { ListFooter } from '../../../app/ui/ListFooter';
import { Page } from '../../../app/ui/Page';
import { useUrlListState } from '../../../lib/list-state';
import { ActiveBadge } from '../../lookups/components/ActiveBadge';
import { SearchForm } from '../../lookups/components/SearchForm';
import { useAdminPages } from '../api';
import { ContentTabs } from '../ContentTabs';

const FILTERS = ['search', 'kind'] as const;

export default function ContentPagesPage() {
  const { t } = useTranslation();
  const state = useUrlListState(FILTERS);
  const pages = useAdminPages(state.filters, state.pageNumber);
  return (
    <Page title={t('contentAdmin.pagesTitle')} size="wide" intro={<ContentTabs />}>
      <SearchForm fields={[{ key: 'search', label: t('contentAdmin.search') }]} values={state.filters} onSearch={state.setFilters}>
        <NativeSelect
          label={t('contentAdmin.kind')}
          value={state.filters.kind}
          onChange={(event) => state.setFilters({ kind: event.currentTarget.value })}
          data={[
            { value: '', label: t('ordersAdmin.all') },
            { value: 'page', label: t('contentAdmin.kindPage') },
            { value: 'article', label: t('contentAdmin.kindArticle') },
          ]}
        />
      </SearchForm>
      <div className={list.toolbar}>
        <Button component={Link} to={`${generatePath(WEB_ROUTES.contentPage, { id: 'new' })}?kind=article`} variant="outline">
          {t('contentAdmin.newArticle')}
        </Button>
        <Button component={Link} to={`${generatePath(WEB_ROUTES.contentPage, { id: 'new' })}?kind=page`} variant="default">
          {t('contentAdmin.newPage')}
        </Button>
      </div>
      {pages.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {pages.data?.items.length === 0 && <p className={list.empty}>{t('common.noData')}</p>}
      {pages.data && pages.data.items.length > 0 && (
        <div className={list.tableWrap}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contentAdmin.title')}</Table.Th>
                <Table.Th>{t('contentAdmin.titleAr')}</Table.Th>
                <Table.Th>{t('contentAdmin.address')}</Table.Th>
                <Table.Th>{t('contentAdmin.kind')}</Table.Th>
                <Table.Th>{t('lookups.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pages.data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Link to={generatePath(WEB_ROUTES.contentPage, { id: String(item.id) })}>{item.title}</Link>
                  </Table.Td>
                  <Table.Td lang="ar" dir="rtl">
                    {item.titleAr}
                  </Table.Td>
                  <Table.Td dir="ltr">{item.uniqueUrl}</Table.Td>
                  <Table.Td>{item.kind === 'article' ? t('contentAdmin.kindArticle') : t('contentAdmin.kindPage')}</Table.Td>
                  <Table.Td>
                    <ActiveBadge isActive={item.isActive} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <ListFooter page={pages.data} label={t('contentAdmin.pagesPages')} onPage={state.goTo} />
    </Page>
  );
}
