import './public-styles';
import type { TPage } from '@app/shared';
import { Loader, Table, type TableTdProps } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useClampedPage, type TListController, type TPagedList } from '../../lib/list-controller';
import { ListFooter } from './ListFooter';
import list from './list.module.css';
import { HeaderCell } from './SortableTh';

/** What a list page needs of its query: a page of rows (or every row, for short lists) and whether it is still coming. */
export type TListQuery<T> = { data: TPage<T> | T[] | undefined; isPending: boolean; isPlaceholderData?: boolean };

type TResourceListProps<T> = {
  query: TListQuery<T>;
  /** Paged lists only: the page shown and how to move (the pager, and back a page when the last one empties). */
  list?: TPagedList;
  /** Names the pager for screen readers ('Pages of clients'). */
  pagerLabel?: string;
  /** What an empty list says, when 'No data found' says too little. */
  emptyText?: string;
  children: (items: T[]) => ReactNode;
};

const asPage = <T,>(data: TListQuery<T>['data']): TPage<T> | undefined => (data && !Array.isArray(data) ? data : undefined);

/** A list's states around its rows: loading, 'No data found', the rows, then 'Showing x of y' with PREV and NEXT. */
export function ResourceList<T>({ query, list: controller, pagerLabel = '', emptyText, children }: TResourceListProps<T>) {
  const { t } = useTranslation();
  const page = asPage(query.data);
  useClampedPage(controller ?? NOT_PAGED, page, query.isPlaceholderData);
  const items = Array.isArray(query.data) ? query.data : page?.items;
  return (
    <>
      {query.isPending && <Loader role="status" aria-label={t('app.loading')} mx="auto" display="block" />}
      {items?.length === 0 && <p className={list.empty}>{emptyText ?? t('common.noData')}</p>}
      {items && items.length > 0 && children(items)}
      {controller && <ListFooter page={page} label={pagerLabel} onPage={controller.goTo} />}
    </>
  );
}

const NOT_PAGED = { pageNumber: 1, clampTo: () => undefined };

export type TColumn<T> = {
  header: string;
  /** Given, the header sorts the list by this key. */
  sortKey?: string;
  cell: (row: T) => ReactNode;
  /**
   * Attributes of the cell, e.g. `{ dir: 'ltr' }` for codes or `{ lang: 'ar', dir: 'rtl' }` for Arabic text;
   * or the row's own (a tree's indent by depth).
   */
  cellProps?: TableTdProps | ((row: T) => TableTdProps);
};

type TResourceTableProps<T> = Omit<TResourceListProps<T>, 'children' | 'list'> & {
  list?: TPagedList & Partial<Pick<TListController, 'sort' | 'sortBy'>>;
  columns: Array<TColumn<T> | false>;
  /** The last column, headed 'Actions': edit, delete, view… for one row. */
  rowActions?: (row: T) => ReactNode;
  /**
   * A component around each row, for rows edited in place (each row a form of its own): it holds
   * what the row's cells and actions share, such as the row's form, and gives it to them (a context).
   */
  rowScope?: ComponentType<{ row: T; children: ReactNode }>;
};

/** A row without a scope of its own. */
function NoScope({ children }: { children: ReactNode }) {
  return children;
}

/** A back-office list as a table: headers that sort, its rows, row actions and the list's states and pager. */
/** Rows are told apart by their id. */
export function ResourceTable<T extends { id: number }>({ columns, rowActions, rowScope: RowScope = NoScope, ...listProps }: TResourceTableProps<T>) {
  const { t } = useTranslation();
  const shown = columns.filter((column): column is TColumn<T> => column !== false);
  const { sort, sortBy } = listProps.list ?? {};
  return (
    <ResourceList {...listProps}>
      {(rows) => (
        <div className={list.tableWrap}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                {shown.map((column) => (
                  <HeaderCell
                    key={column.header}
                    label={column.header}
                    sortKey={column.sortKey ?? ''}
                    sort={sort}
                    onSort={column.sortKey ? sortBy : undefined}
                  />
                ))}
                {rowActions && <Table.Th>{t('lookups.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <RowScope key={row.id} row={row}>
                  <Table.Tr>
                    {shown.map((column) => (
                      <Table.Td key={column.header} {...(typeof column.cellProps === 'function' ? column.cellProps(row) : column.cellProps)}>
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                    {rowActions && <Table.Td>{rowActions(row)}</Table.Td>}
                  </Table.Tr>
                </RowScope>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </ResourceList>
  );
}
