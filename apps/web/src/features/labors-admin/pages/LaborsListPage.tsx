import { LABOR_STATUSES, WEB_ROUTES } from '@app/shared';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import buttons from '../../../app/buttons.module.css';
import { Page } from '../../../app/ui/Page';
import classes from '../../../app/ui/admin.module.css';
import { FilterSelect, SearchForm } from '../../../app/ui/SearchForm';
import { useListController } from '../../../lib/list-controller';
import { useAdminLabors } from '../api';
import { LaborsTable } from '../components/LaborsTable';
import { STATUS_KEYS } from '../names';
import { FamilyCvBar, useFamilySelection } from '../../../app/ui/cv/FamilyCv';

const FILTERS = ['code', 'name', 'status', 'sort'] as const;

/** Workers by code, by name or both, with a status filter; /LaborStatus is the same list with a status select per row. */
export function LaborsList({ statusPage }: { statusPage: boolean }) {
  const { t } = useTranslation();
  const list = useListController(FILTERS);
  const labors = useAdminLabors(list.filters, list.pageNumber);
  const family = useFamilySelection();
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
            <li>
              <Link to={WEB_ROUTES.importWorkers}>{t('workerImport.title')}</Link>
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
        values={list.filters}
        onSearch={list.setFilters}
      >
        <FilterSelect
          label={t('laborsAdmin.status')}
          value={list.filters.status}
          allLabel={t('enquiriesAdmin.all')}
          options={LABOR_STATUSES.map((value) => ({ value, label: t(STATUS_KEYS[value]) }))}
          onChange={(status) => list.setFilters({ status })}
        />
      </SearchForm>
      {!statusPage && (
        <p>
          <Link to={WEB_ROUTES.addLabor} className={`${buttons.button} ${buttons.primary}`}>
            {t('laborsAdmin.addTitle')}
          </Link>{' '}
          <Link to={WEB_ROUTES.importWorkers} className={`${buttons.button} ${buttons.light}`}>
            {t('workerImport.title')}
          </Link>
        </p>
      )}
      {!statusPage && <FamilyCvBar selection={family} />}
      <LaborsTable query={labors} list={list} pagerLabel={t('laborsAdmin.pages')} statusSelect={statusPage} selection={statusPage ? undefined : family} />
    </Page>
  );
}

export default function LaborsListPage() {
  return <LaborsList statusPage={false} />;
}
