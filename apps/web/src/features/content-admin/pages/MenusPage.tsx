import { inLanguage, MENU_TYPE_ID, ZMenuItemFormSchema, type TAdminMenuItem } from '@app/shared';
import { Button, Loader, NativeSelect, SegmentedControl, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useSearchParams } from 'react-router';
import list from '../../../app/ui/list.module.css';
import { Page } from '../../../app/ui/Page';
import { ConfirmDelete } from '../../../app/ui/ConfirmDelete';
import { useAddMenuItem, useDeleteMenuItem, useMenuItems, useSaveMenuItem } from '../api';
import { ContentTabs } from '../ContentTabs';

const FIELDS = ['parentId', 'titleEn', 'titleAr', 'url'] as const;

function MenuRow({ item, depth, onDelete }: { item: TAdminMenuItem; depth: number; onDelete: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const save = useSaveMenuItem(item.id);
  const form = useSchemaForm(ZMenuItemFormSchema, {
    parentId: item.parentId === null ? '' : String(item.parentId),
    sortOrder: item.sortOrder,
    isActive: item.isActive,
    titleEn: item.titleEn,
    titleAr: item.titleAr,
    url: item.url ?? '',
  });
  const { errors } = form.formState;
  // A row of the table, not a form of its own: its button saves it.
  const onSave = form.handleSubmit((input) => save.mutate(input, { onError: (error) => applyServerErrors(error, form.setError, FIELDS) }));
  const label = item.titleEn || String(item.id);
  return (
    <Table.Tr>
      <Table.Td style={{ paddingInlineStart: `${1 + depth * 1.5}rem` }}>
        <TextInput aria-label={t('contentAdmin.menuTitleOf', { name: label })} {...form.register('titleEn')} error={fieldError(errors.titleEn)} />
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('contentAdmin.menuTitleArOf', { name: label })}
          lang="ar"
          dir="rtl"
          {...form.register('titleAr')}
          error={fieldError(errors.titleAr)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput aria-label={t('contentAdmin.menuUrlOf', { name: label })} dir="ltr" {...form.register('url')} error={fieldError(errors.url)} />
      </Table.Td>
      <Table.Td>
        <Button variant="outline" loading={save.isPending} aria-label={t('contentAdmin.saveItem', { name: label })} onClick={onSave}>
          {t('lookups.save')}
        </Button>
        <Button variant="outline" color="red.9" ms="xs" aria-label={t('lookups.deleteLabel', { name: label })} onClick={onDelete}>
          {t('lookups.delete')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** New items go last among their siblings. */
const EMPTY_ITEM = { parentId: '', sortOrder: 1000, isActive: true, titleEn: '', titleAr: '', url: '' };

/** A new item: at the top level or under a top-level item, with its titles and its link. */
function NewMenuItem({ typeId, roots }: { typeId: number; roots: TAdminMenuItem[] }) {
  const { t, i18n } = useTranslation();
  const fieldError = useFieldError();
  const add = useAddMenuItem(typeId);
  const form = useSchemaForm(ZMenuItemFormSchema, EMPTY_ITEM);
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    add.mutate(input, { onSuccess: () => form.reset(EMPTY_ITEM), onError: (error) => applyServerErrors(error, form.setError, FIELDS) }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="new-menu-item" className={list.toolbar}>
      <h2 id="new-menu-item" style={{ flexBasis: '100%', margin: 0 }}>
        {t('contentAdmin.addMenuItem')}
      </h2>
      <NativeSelect
        label={t('contentAdmin.menuParent')}
        {...form.register('parentId')}
        error={fieldError(errors.parentId)}
        data={[
          { value: '', label: t('contentAdmin.topLevel') },
          ...roots.map((root) => ({ value: String(root.id), label: inLanguage(root, 'title', i18n.language) })),
        ]}
      />
      <TextInput label={t('contentAdmin.title')} required {...form.register('titleEn')} error={fieldError(errors.titleEn)} />
      <TextInput label={t('contentAdmin.titleAr')} required lang="ar" dir="rtl" {...form.register('titleAr')} error={fieldError(errors.titleAr)} />
      <TextInput label={t('contentAdmin.link')} dir="ltr" placeholder="/Services" {...form.register('url')} error={fieldError(errors.url)} />
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
  const titleOf = (item: TAdminMenuItem) => inLanguage(item, 'title', i18n.language);
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
