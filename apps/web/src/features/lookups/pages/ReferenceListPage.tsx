import { inLanguage, type TReferenceAdminValue, type TReferenceList } from '@app/shared';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { NavLink } from 'react-router';
import { ActiveBadge } from '../../../app/ui/ActiveBadge';
import { Page } from '../../../app/ui/Page';
import { ConfirmDeleteStep, EditDialog, useResourceDialogs } from '../../../app/ui/ResourceDialogs';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import { RowActions } from '../../../app/ui/RowActions';
import { SearchForm } from '../../../app/ui/SearchForm';
import { useListController } from '../../../lib/list-controller';
import { useDeleteReference, useReferencePage } from '../api';
import classes from '../../../app/ui/admin.module.css';
import { ReferenceForm } from '../components/ReferenceForm';
import { mediaUrl } from '../../../lib/media';
import { REFERENCE_PAGES } from '../lists';

const FILTERS = ['search'] as const;

/** One page serves all six reference lists: list, search, add, edit and delete. */
export function ReferenceListPage({ list }: { list: TReferenceList }) {
  const { t, i18n } = useTranslation();
  const controller = useListController(FILTERS);
  const values = useReferencePage(list, controller.filters.search, controller.pageNumber);
  const dialogs = useResourceDialogs<TReferenceAdminValue>();
  const remove = useDeleteReference(list);
  const title = t(REFERENCE_PAGES.find((page) => page.list === list)?.titleKey ?? 'lookups.countriesTitle');

  return (
    <Page
      title={title}
      size="wide"
      intro={
        <nav aria-label={t('lookups.menu')}>
          <ul className={classes.tabs}>
            {REFERENCE_PAGES.map((page) => (
              <li key={page.list}>
                <NavLink to={page.route}>{t(page.titleKey)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      <SearchForm fields={[{ key: 'search', label: t('lookups.search') }]} values={controller.filters} onSearch={controller.setFilters}>
        <Button variant="outline" onClick={dialogs.add}>
          {t('lookups.add')}
        </Button>
      </SearchForm>
      <ResourceTable
        query={values}
        list={controller}
        pagerLabel={t('lookups.pages')}
        columns={[
          { header: t('lookups.image'), cell: (value) => (value.image ? <img src={mediaUrl(value.image)} alt="" className={classes.thumb} /> : null) },
          { header: t('lookups.name'), cell: (value) => <bdi>{value.name}</bdi> },
          {
            header: t('lookups.nameAr'),
            cell: (value) => (value.nameArFemale ? `${value.nameAr} / ${value.nameArFemale}` : value.nameAr),
            cellProps: { lang: 'ar', dir: 'rtl' },
          },
          { header: t('lookups.status'), cell: (value) => <ActiveBadge isActive={value.isActive} /> },
        ]}
        rowActions={(value) => <RowActions name={value.name} onEdit={() => dialogs.edit(value)} onDelete={() => dialogs.askDelete(value)} />}
      />
      <EditDialog dialogs={dialogs} addTitle={t('lookups.addTitle')} editTitle={t('lookups.editTitle')} centered>
        {(value, done) => <ReferenceForm list={list} value={value} onDone={done} />}
      </EditDialog>
      <ConfirmDeleteStep
        dialogs={dialogs}
        remove={remove}
        title={t('lookups.deleteTitle')}
        text={(value) => t('lookups.deleteText', { name: inLanguage(value, 'name', i18n.language) })}
      />
    </Page>
  );
}
