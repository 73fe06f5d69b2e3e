import type { TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TColumn } from '../../../app/ui/ResourceTable';

/** A column whose cells carry its name: on a phone each row is a card, each value under its column's name. */
export const column = <T>(header: string, cell: (row: T) => ReactNode, className?: string): TColumn<T> => ({
  header,
  cell,
  cellProps: { 'data-label': header, className } as TableTdProps,
});
