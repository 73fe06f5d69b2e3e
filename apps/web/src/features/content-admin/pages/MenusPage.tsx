import '@mantine/core/styles/Table.css';
import { MENU_TYPE_ID, type TAdminMenuItem } from '@app/shared';
import { Button, Loader, SegmentedControl, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from 'react-router';
import list from '../../../app/ui/list.module.css';
import { Page } from '../../../app/ui/Page';
import { ApiError } from '../../../lib/api-client';
import { useMenuItems, useSaveMenuItem } from '../api';
import { ContentTabs } from '../ContentTabs';

function MenuRow({ item, depth }: { item: TAdminMenuItem; depth: number }) {
  const { t } = useTranslation();
  const save = useSaveMenuItem(item.id);
  const [values, setValues] = useState({ titleEn: item.titleEn, titleAr: item.titleAr, url: item.url ?? '' });
  const errors = save.error instanceof ApiError ? save.error.errors : {};
  const label = item.titleEn || String(item.id);
  return (
    <Table.Tr>
      <Table.Td style={{ paddingInlineStart: `${1 + depth * 1.5}rem` }}>
        <TextInput aria-label={t('contentAdmin.menuTitleOf', { name: label })} value={values.titleEn} error={errors.titleEn} onChange={(event) => setValues({ ...values, titleEn: event.currentTarget.value })} />
      </Table.Td>
      <Table.Td>
        <TextInput aria-label={t('contentAdmin.menuTitleArOf', { name: label })} lang="ar" dir="rtl" value={values.titleAr} error={errors.titleAr} onChange={(event) => setValues({ ...values, titleAr: event.currentTarget.value })} />
      </Table.Td>
      <Table.Td>
        <TextInput aria-label={t('contentAdmin.menuUrlOf', { name: label })} dir="ltr" value={values.url} error={errors.url} onChange={(event) => setValues({ ...values, url: event.currentTarget.value })} />
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
      </Table.Td>
    </Table.Tr>
  );
}

/** The main menu (8) and the footer (10) as a tree: each item's titles in both languages and its link. */
export default function MenusPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const typeId = Number(params.get('type')) === MENU_TYPE_ID.footer ? MENU_TYPE_ID.footer : MENU_TYPE_ID.main;
  const items = useMenuItems(typeId);
  const roots = items.data?.filter((item) => item.parentId === null) ?? [];
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
                <MenuRow key={`${typeId}-${root.id}`} item={root} depth={0} />,
                ...(items.data ?? []).filter((item) => item.parentId === root.id).map((child) => <MenuRow key={`${typeId}-${child.id}`} item={child} depth={1} />),
              ])}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Page>
  );
}
