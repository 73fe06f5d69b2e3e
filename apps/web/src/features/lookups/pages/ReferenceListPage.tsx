import type { TReferenceAdminValue, TReferenceList } from '@app/shared';
import { Button, Loader, Modal, Table } from '@mantine/core';
import { RowActions } from '../../../app/ui/RowActions';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { NavLink } from 'react-router';
import { ConfirmDelete } from '../../../app/ui/ConfirmDelete';
import { Page } from '../../../app/ui/Page';
import { useDeleteReference, useReferencePage } from '../api';
import { ActiveBadge } from '../components/ActiveBadge';
import classes from '../components/admin.module.css';
import listStyles from '../../../app/ui/list.module.css';
import { ListFooter } from '../../../app/ui/ListFooter';
import { ReferenceForm } from '../components/ReferenceForm';
import { SearchForm } from '../components/SearchForm';
import { useUrlListState } from '../../../lib/list-state';
import { mediaUrl, REFERENCE_PAGES } from '../lists';
import { localName } from '../../labors-admin/names';

const FILTERS = ['search'] as const;

type TEditing = { value: TReferenceAdminValue | null } | null;

/** One page serves all six reference lists: list, search, add, edit and delete. */
export function ReferenceListPage({ list }: { list: TReferenceList }) {
  const { t } = useTranslation();
  const state = useUrlListState(FILTERS);
  const values = useReferencePage(list, state.filters.search, state.pageNumber);
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TReferenceAdminValue | null>(null);
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
      <SearchForm fields={[{ key: 'search', label: t('lookups.search') }]} values={state.filters} onSearch={state.setFilters}>
        <Button variant="outline" onClick={() => setEditing({ value: null })}>
          {t('lookups.add')}
        </Button>
      </SearchForm>

      {values.isPending && <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />}
      {values.data?.items.length === 0 && <p className={listStyles.empty}>{t('common.noData')}</p>}
      {values.data && values.data.items.length > 0 && (
        <div className={listStyles.tableWrap}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lookups.image')}</Table.Th>
                <Table.Th>{t('lookups.name')}</Table.Th>
                <Table.Th>{t('lookups.nameAr')}</Table.Th>
                <Table.Th>{t('lookups.status')}</Table.Th>
                <Table.Th>{t('lookups.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {values.data.items.map((value) => (
                <Table.Tr key={value.id}>
                  <Table.Td>{value.image ? <img src={mediaUrl(value.image)} alt="" className={classes.thumb} /> : null}</Table.Td>
                  <Table.Td>
                    <bdi>{value.name}</bdi>
                  </Table.Td>
                  <Table.Td lang="ar" dir="rtl">
                    {value.nameArFemale ? `${value.nameAr} / ${value.nameArFemale}` : value.nameAr}
                  </Table.Td>
                  <Table.Td>
                    <ActiveBadge isActive={value.isActive} />
                  </Table.Td>
                  <Table.Td>
                    <RowActions name={value.name} onEdit={() => setEditing({ value })} onDelete={() => setDeleting(value)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <ListFooter page={values.data} label={t('lookups.pages')} onPage={state.goTo} />

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.value ? t('lookups.editTitle') : t('lookups.addTitle')}
        closeButtonProps={{ 'aria-label': t('account.cancel') }}
        centered
      >
        {editing && <ReferenceForm key={editing.value?.id ?? 'new'} list={list} value={editing.value} onDone={() => setEditing(null)} />}
      </Modal>

      <ConfirmDelete
        open={deleting !== null}
        title={t('lookups.deleteTitle')}
        text={t('lookups.deleteText', { name: deleting ? localName(deleting) : '' })}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Page>
  );
}
