import './public-styles';
import { readSort, nextSort } from '@app/shared';
import { Table } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import classes from './list.module.css';

type TSortableThProps = { label: string; sortKey: string; sort: string | undefined; onSort: (sort: string) => void };

/** A column header that sorts its list: up on the first click, then down; says its order to screen readers. */
export function SortableTh({ label, sortKey, sort, onSort }: TSortableThProps) {
  const order = readSort(sort);
  const active = order?.key === sortKey;
  const Icon = !active ? IconArrowsSort : order.descending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th aria-sort={active ? (order.descending ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className={classes.sortButton} onClick={() => onSort(nextSort(sort, sortKey))}>
        {label}
        <Icon size={14} stroke={2} aria-hidden="true" className={active ? undefined : classes.sortIdle} />
      </button>
    </Table.Th>
  );
}

/** A header that sorts when its list can be sorted, a plain one otherwise. */
export function HeaderCell({ label, sortKey, sort, onSort }: Omit<TSortableThProps, 'onSort'> & { onSort?: (sort: string) => void }) {
  return onSort ? <SortableTh label={label} sortKey={sortKey} sort={sort} onSort={onSort} /> : <Table.Th>{label}</Table.Th>;
}
