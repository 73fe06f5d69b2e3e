import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import list from '../../../app/ui/list.module.css';
import { useTranslation } from '../../../lib/i18n';
import classes from '../pages/dashboard.module.css';

type TListingProps = {
  id: string;
  title: string;
  headers: string[];
  /** Nothing to list: 'No data found' in place of the table. */
  empty: boolean;
  /** Across both columns on a wide screen. */
  wide?: boolean;
  /** The table's rows. */
  children: ReactNode;
};

/** One of the dashboard's lists: its heading, then 'No data found' or its table. */
export function Listing({ id, title, headers, empty, wide, children }: TListingProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className={wide ? classes.wide : undefined}>
      <h2 id={id}>{title}</h2>
      {empty ? (
        <p className={list.empty}>{t('common.noData')}</p>
      ) : (
        <div className={list.tableWrap}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {headers.map((header) => (
                  <Table.Th key={header}>{header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
