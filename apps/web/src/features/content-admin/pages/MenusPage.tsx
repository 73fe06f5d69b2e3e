import { MENU_TYPE_ID, type TAdminMenuItem } from '@app/shared';
import { Button, Loader, NativeSelect, SegmentedControl, Table, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import list from '../../../app/ui/list.module.css';
import { Page } from '../../../app/ui/Page';
import { ConfirmDelete } from '../../../app/ui/ConfirmDelete';
import { useAddMenuItem, useDeleteMenuItem, useMenuItems, useSaveMenuItem } from '../api';
import { ContentTabs } from '../ContentTabs';
import { useServerErrors } from '../server-errors';

function MenuRow({ item, depth, onDelete }: { item: TAdminMenuItem; depth: number; onDelete: () => void }) {
  const { t } = useTranslation();
  const save = useSaveMenuItem(item.id);
  const [values, setValues] = useState({ titleEn: item.titleEn, titleAr: item.titleAr, url: item.url ?? '' });
  const { errors, clear } = useServerErrors(save.error);
  const update = (field: keyof typeof values, value: string) => {
    clear(field);
    setValues({ ...values, [field]: value });
  };
  const label = item.titleEn || String(item.id);
  return (
    <Table.Tr>
      <Table.Td style={{ paddingInlineStart: `${1 + depth * 1.5}rem` }}>
        <TextInput aria-label={t('contentAdmin.menuTitleOf', { name: label })} value={values.titleEn} error={errors.titleEn} onChange={(event) => update('titleEn', event.currentTarget.value)} />
      </Table.Td>
      <Table.Td>
        <TextInput aria-label={t('contentAdmin.menuTitleArOf', { name: label })} lang="ar" dir="rtl" value={values.titleAr} error={errors.titleAr} onChange={(event) => update('titleAr', event.currentTarget.value)} />
      </Table.Td>
      <Table.Td>
        <TextInput aria-label={t('contentAdmin.menuUrlOf', { name: label })} dir="ltr" value={values.url} error={errors.url} onChange={(event) => update('url', event.currentTarget.value)} />
      </Table.Td>
      <Table.Td>
        <Button
          variant="outline"
          loading={save.isPending}
          aria-label={t('contentAdmin.saveItem', { name: label })}
          onClick={() => save.mutate({ parentId: item.parentId, sortOrder: item.sortOrder, isActive: item.isActive, titleEn: values.titleEn, titleAr: values.titleAr, url: values.url.trim() || null })}
        >
          {t('lookups.save')}
        </Button>
        <Button variant="outline" color="red.9" ms="xs" aria-label={t('lookups.deleteLabel', { name: label })} onClick={onDelete}>
          {t('lookups.delete')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** A new item: at the top level or under a top-level item, with its titles and its link. */
function NewMenuItem({ typeId, roots }: { typeId: number; roots: TAdminMenuItem[] }) {
  const { t, i18n } = useTranslation();
  const add = useAddMenuItem(typeId);
  const empty = { parentId: '', titleEn: '', titleAr: '', url: '' };
  const [values, setValues] = useState(empty);
  const { errors, clear } = useServerErrors(add.error);
  const update = (field: keyof typeof values, value: string) => {
    clear(field);
    setValues({ ...values, [field]: value });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { parentId, titleEn, titleAr, url } = values;
    add.mutate({ parentId: parentId ? Number(parentId) : null, titleEn, titleAr, url: url.trim() || null, sortOrder: 1000 }, { onSuccess: () => setValues(empty) });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="new-menu-item" className={list.toolbar}>
      <h2 id="new-menu-item" style={{ flexBasis: '100%', margin: 0 }}>
        {t('contentAdmin.addMenuItem')}
      </h2>
      <NativeSelect
        label={t('contentAdmin.menuParent')}
        value={values.parentId}
        error={errors.parentId}
        onChange={(event) => update('parentId', event.currentTarget.value)}
        data={[{ value: '', label: t('contentAdmin.topLevel') }, ...roots.map((root) => ({ value: String(root.id), label: i18n.language === 'ar' ? root.titleAr : root.titleEn }))]}
      />
      <TextInput label={t('contentAdmin.title')} required value={values.titleEn} error={errors.titleEn} onChange={(event) => update('titleEn', event.currentTarget.value)} />
      <TextInput label={t('contentAdmin.titleAr')} required lang="ar" dir="rtl" value={values.titleAr} error={errors.titleAr} onChange={(event) => update('titleAr', event.currentTarget.value)} />
      <TextInput label={t('contentAdmin.link')} dir="ltr" placeholder="/Services" value={values.url} error={errors.url} onChange={(event) => update('url', event.currentTarget.value)} />
      <Button type="submit" variant="outline" loading={add.isPending}>
        {t('contentAdmin.addMenuItem')}
      </Button>
    </form>
  );
}

/** The main menu (8) and the footer (10) as a tree: each item's titles in both languages and its link. */
export default function MenusPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const typeId = Number(params.get('type')) === MENU_TYPE_ID.footer ? MENU_TYPE_ID.footer : MENU_TYPE_ID.main;
  const items = useMenuItems(typeId);
  const remove = useDeleteMenuItem();
  const [deleting, setDeleting] = useState<TAdminMenuItem | null>(null);
  const roots = items.data?.filter((item) => item.parentId === null) ?? [];
  const titleOf = (item: TAdminMenuItem) => (i18n.language === 'ar' ? item.titleAr : item.titleEn);
  return (
    <Page title={t('contentAdmin.menusTitle')} size="wide" intro={<ContentTabs />}>
      <SegmentedControl
        aria-label={t('contentAdmin.whichMenu')}
        value={String(typeId)}
        onChange={(value) => setParams({ type: value })}
        data={[
          { value: String(MENU_TYPE_ID.main), label: t('contentAdmin.mainMenu') },
          { value: String(MENU_TYPE_ID.footer), label: t('contentAdmin.footerMenu') },
        ]}
        mb="md"
      />
      {items.isPending && <Loader role="status" aria-label={t('app.loading')} />}
      {items.data && (
        <div className={list.tableWrap}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contentAdmin.title')}</Table.Th>
                <Table.Th>{t('contentAdmin.titleAr')}</Table.Th>
                <Table.Th>{t('contentAdmin.link')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roots.flatMap((root) => [
                <MenuRow key={`${typeId}-${root.id}`} item={root} depth={0} onDelete={() => setDeleting(root)} />,
                ...(items.data ?? [])
                  .filter((item) => item.parentId === root.id)
                  .map((child) => <MenuRow key={`${typeId}-${child.id}`} item={child} depth={1} onDelete={() => setDeleting(child)} />),
              ])}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {items.data && <NewMenuItem key={typeId} typeId={typeId} roots={roots} />}
      <ConfirmDelete
        open={deleting !== null}
        title={t('contentAdmin.deleteMenuItemTitle')}
        text={t('contentAdmin.deleteMenuItemText', { name: deleting ? titleOf(deleting) : '' })}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Page>
  );
}
