import { WEB_ROUTES } from '@app/shared';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { generatePath, Link } from 'react-router';
import list from '../../../app/ui/list.module.css';
import { Page } from '../../../app/ui/Page';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import { FilterSelect, SearchForm } from '../../../app/ui/SearchForm';
import { useListController } from '../../../lib/list-controller';
import { ActiveBadge } from '../../../app/ui/ActiveBadge';
import { useAdminPages } from '../api';
import { ContentTabs } from '../ContentTabs';

const FILTERS = ['search', 'kind'] as const;

export default function ContentPagesPage() {
  const { t } = useTranslation();
  const controller = useListController(FILTERS);
  const pages = useAdminPages(controller.filters, controller.pageNumber);
  const kindLabel = (kind: string) => (kind === 'article' ? t('contentAdmin.kindArticle') : t('contentAdmin.kindPage'));
  return (
    <Page title={t('contentAdmin.pagesTitle')} size="wide" intro={<ContentTabs />}>
      <SearchForm fields={[{ key: 'search', label: t('contentAdmin.search') }]} values={controller.filters} onSearch={controller.setFilters}>
        <FilterSelect
          label={t('contentAdmin.kind')}
          value={controller.filters.kind}
          allLabel={t('ordersAdmin.all')}
          options={['page', 'article'].map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          onChange={(kind) => controller.setFilters({ kind })}
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
      <ResourceTable
        query={pages}
        list={controller}
        pagerLabel={t('contentAdmin.pagesPages')}
        columns={[
          { header: t('contentAdmin.title'), cell: (item) => <Link to={generatePath(WEB_ROUTES.contentPage, { id: String(item.id) })}>{item.title}</Link> },
          { header: t('contentAdmin.titleAr'), cell: (item) => item.titleAr, cellProps: { lang: 'ar', dir: 'rtl' } },
          { header: t('contentAdmin.address'), cell: (item) => item.uniqueUrl, cellProps: { dir: 'ltr' } },
          { header: t('contentAdmin.kind'), cell: (item) => kindLabel(item.kind) },
          { header: t('lookups.status'), cell: (item) => <ActiveBadge isActive={item.isActive} /> },
        ]}
      />
    </Page>
  );
}
