import { LABOR_STATUSES, WEB_ROUTES } from '@app/shared';
import { Loader, NativeSelect } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import buttons from '../../../app/buttons.module.css';
import { Page } from '../../../app/ui/Page';
import classes from '../../lookups/components/admin.module.css';
import list from '../../../app/ui/list.module.css';
import { ListFooter } from '../../../app/ui/ListFooter';
import { SearchForm } from '../../lookups/components/SearchForm';
import { useUrlListState } from '../../../lib/list-state';
import { useAdminLabors } from '../api';
import { LaborsTable } from '../components/LaborsTable';
import { STATUS_KEYS } from '../names';

const FILTERS = ['code', 'name', 'status', 'sort'] as const;

/** Workers by code, by name or both, with a status filter; /LaborStatus is the same list with a status select per row. */
export function LaborsList({ statusPage }: { statusPage: boolean }) {
  const { t } = useTranslation();
  const state = useUrlListState(FILTERS);
  const labors = useAdminLabors(state.filters, state.pageNumber);
  return (
    <Page
      title={statusPage ? t('laborsAdmin.statusTitle') : t('laborsAdmin.listTitle')}
      size="wide"
      intro={
        <nav aria-label={t('laborsAdmin.menu')}>
          <ul className={classes.tabs}>
            <li>
              <Link to={WEB_ROUTES.laborsList} aria-current={statusPage ? undefined : 'page'}>
                {t('laborsAdmin.listTitle')}
              </Link>
            </li>
            <li>
              <Link to={WEB_ROUTES.laborStatus} aria-current={statusPage ? 'page' : undefined}>
                {t('laborsAdmin.statusTitle')}
              </Link>
            </li>
            <li>
              <Link to={WEB_ROUTES.addLabor}>{t('laborsAdmin.addTitle')}</Link>
            </li>
          </ul>
        </nav>
      }
    >
      <SearchForm
        fields={[
          { key: 'code', label: t('laborsAdmin.searchCode') },
          { key: 'name', label: t('laborsAdmin.searchName') },
        ]}
        values={state.filters}
        onSearch={state.setFilters}
      >
        <NativeSelect
          label={t('laborsAdmin.status')}
          value={state.filters.status}
          onChange={(event) => state.setFilters({ status: event.currentTarget.value })}
          data={[{ value: '', label: t('enquiriesAdmin.all') }, ...LABOR_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) }))]}
        />
      </SearchForm>
      {!statusPage && (
        <p>
          <Link to={WEB_ROUTES.addLabor} className={`${buttons.button} ${buttons.primary}`}>
            {t('laborsAdmin.addTitle')}
          </Link>
        </p>
      )}
      {labors.isPending && <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />}
      {labors.data?.items.length === 0 && <p className={list.empty}>{t('common.noData')}</p>}
      {labors.data && labors.data.items.length > 0 && (
        <LaborsTable labors={labors.data.items} statusSelect={statusPage} sort={state.filters.sort} onSort={(sort) => state.setFilters({ sort })} />
      )}
      <ListFooter page={labors.data} label={t('laborsAdmin.pages')} onPage={state.goTo} />
    </Page>
  );
}

export default function LaborsListPage() {
  return <LaborsList statusPage={false} />;
}
