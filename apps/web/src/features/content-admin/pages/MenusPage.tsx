import { inLanguage, MENU_TYPE_ID, ZMenuItemFormSchema, type TAdminMenuItem } from '@app/shared';
import { Button, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { createContext, use, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { applyServerErrors, useFieldError, useSchemaForm } from '../../../lib/forms';
import { useSearchParams } from 'react-router';
import list from '../../../app/ui/list.module.css';
import { Page } from '../../../app/ui/Page';
import pageClasses from '../../../app/ui/page.module.css';
import { ConfirmDeleteStep, useResourceDialogs } from '../../../app/ui/ResourceDialogs';
import { ResourceTable } from '../../../app/ui/ResourceTable';
import { useAddMenuItem, useDeleteMenuItem, useMenuItems, useSaveMenuItem } from '../api';
import { ContentTabs } from '../ContentTabs';
import classes from './menus.module.css';

/** An item of the menu as the table shows it: its depth in the tree (0 at the top level, 1 under one). */
type TMenuRow = TAdminMenuItem & { depth: number };

/** The form of one row, edited in place: its cells are its fields, its Save button sends it. */
function useMenuRowForm(item: TAdminMenuItem) {
  const save = useSaveMenuItem(item.id);
  const form = useSchemaForm(ZMenuItemFormSchema, {
    parentId: item.parentId === null ? '' : String(item.parentId),
    sortOrder: item.sortOrder,
    isActive: item.isActive,
    titleEn: item.titleEn,
    titleAr: item.titleAr,
    url: item.url ?? '',
  });
  // A row of the table, not a form of its own: its button saves it.
  const onSave = form.handleSubmit((input) => save.mutate(input, { onError: (error) => applyServerErrors(error, form) }));
  // Read here, where the form lives, so that a new message renders the row again (react-hook-form's formState is a proxy).
  const { errors } = form.formState;
  return { form, errors, saving: save.isPending, onSave, label: item.titleEn || String(item.id) };
}

const MenuRowContext = createContext<ReturnType<typeof useMenuRowForm> | null>(null);

/** Holds a row's form for its cells and its actions. */
function MenuRowScope({ row, children }: { row: TMenuRow; children: ReactNode }) {
  return <MenuRowContext value={useMenuRowForm(row)}>{children}</MenuRowContext>;
}

function useMenuRow() {
  const row = use(MenuRowContext);
  if (!row) throw new Error("A menu row's cells are rendered inside its MenuRowScope");
  return row;
}

/** The label each field shows on a phone, where the table's column headers are hidden: the header's words. */
const FIELD_LABEL_KEYS = { titleEn: 'contentAdmin.title', titleAr: 'contentAdmin.titleAr', url: 'contentAdmin.link' } as const;

/**
 * One of a row's fields, named after the row for screen readers ('Title of Home'). On a phone it also
 * shows its column's header as a label above it (the name stays the row's: aria-label comes first).
 */
function MenuField({ name }: { name: 'titleEn' | 'titleAr' | 'url' }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const { form, errors, label } = useMenuRow();
  const shared = { label: t(FIELD_LABEL_KEYS[name]), classNames: { label: classes.fieldLabel }, ...form.register(name), error: fieldError(errors[name]) };
  if (name === 'titleAr') return <TextInput aria-label={t('contentAdmin.menuTitleArOf', { name: label })} lang="ar" dir="rtl" {...shared} />;
  if (name === 'url') return <TextInput aria-label={t('contentAdmin.menuUrlOf', { name: label })} dir="ltr" {...shared} />;
  return <TextInput aria-label={t('contentAdmin.menuTitleOf', { name: label })} {...shared} />;
}

/** Save and Delete for one row. */
function MenuRowActions({ onDelete }: { onDelete: () => void }) {
  const { t } = useTranslation();
  const { saving, onSave, label } = useMenuRow();
  return (
    <div className={pageClasses.rowActions}>
      <Button variant="outline" loading={saving} aria-label={t('contentAdmin.saveItem', { name: label })} onClick={onSave}>
        {t('lookups.save')}
      </Button>
      <Button variant="outline" color="red.9" aria-label={t('lookups.deleteLabel', { name: label })} onClick={onDelete}>
        {t('lookups.delete')}
      </Button>
    </div>
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
    add.mutate(input, { onSuccess: () => form.reset(EMPTY_ITEM), onError: (error) => applyServerErrors(error, form) }),
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

/** The main menu (8) and the footer (10) as a tree: each item's titles in both languages and its link, edited in place. */
export default function MenusPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const typeId = Number(params.get('type')) === MENU_TYPE_ID.footer ? MENU_TYPE_ID.footer : MENU_TYPE_ID.main;
  const items = useMenuItems(typeId);
  const remove = useDeleteMenuItem();
  const dialogs = useResourceDialogs<TMenuRow>();
  const roots = items.data?.filter((item) => item.parentId === null) ?? [];
  // The tree in reading order: each top-level item, then the items under it.
  const rows = items.data
    ? roots.flatMap((root): TMenuRow[] => [
        { ...root, depth: 0 },
        ...(items.data ?? []).filter((item) => item.parentId === root.id).map((child) => ({ ...child, depth: 1 })),
      ])
    : undefined;
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
      {/* Keyed by the menu: the rows' forms start again from the other menu's items. A table, or one block per item on a phone. */}
      <div className={classes.tree}>
        <ResourceTable
          key={typeId}
          query={{ data: rows, isPending: items.isPending }}
          rowScope={MenuRowScope}
          columns={[
            {
              header: t('contentAdmin.title'),
              cell: () => <MenuField name="titleEn" />,
              cellProps: (row) => ({ className: classes.titleCell, mod: { depth: row.depth } }),
            },
            { header: t('contentAdmin.titleAr'), cell: () => <MenuField name="titleAr" /> },
            { header: t('contentAdmin.link'), cell: () => <MenuField name="url" /> },
          ]}
          rowActions={(row) => <MenuRowActions onDelete={() => dialogs.askDelete(row)} />}
        />
      </div>
      {items.data && <NewMenuItem key={typeId} typeId={typeId} roots={roots} />}
      <ConfirmDeleteStep
        dialogs={dialogs}
        remove={remove}
        title={t('contentAdmin.deleteMenuItemTitle')}
        text={(item) => t('contentAdmin.deleteMenuItemText', { name: inLanguage(item, 'title', i18n.language) })}
      />
    </Page>
  );
}
