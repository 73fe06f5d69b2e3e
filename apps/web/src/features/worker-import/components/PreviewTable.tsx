import { Table } from '@mantine/core';
import type { TWorkerImportIssue, TWorkerImportRow } from '@app/shared';
import { useTranslation, type TMessageKey } from '../../../lib/i18n';
import stacked from '../../../app/ui/stacked-table.module.css';
import classes from '../worker-import.module.css';

/** The columns the preview shows of each row: enough to tell the workers apart; every error is listed whatever its column. */
const SHOWN = ['name', 'passportNumber', 'nationality', 'position', 'dateOfBirth', 'salaryAed'] as const;

export const columnLabel = (column: string) => `workerImport.columns.${column}` as TMessageKey;

/** An error as staff read it: the column's name, then the message in the page's language. */
export function useIssueText() {
  const { t } = useTranslation();
  return (issue: TWorkerImportIssue) => {
    const message = t(issue.key as TMessageKey, issue.params);
    return issue.column ? `${t(columnLabel(issue.column))}: ${message}` : message;
  };
}

/** Each row of the file with its number in the sheet and its errors; rows with errors stand out. Cards on a phone. */
export function PreviewTable({ rows }: { rows: TWorkerImportRow[] }) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  return (
    <div className={`${classes.tableWrap} ${stacked.stackOnPhone}`}>
      <Table verticalSpacing="xs" aria-label={t('workerImport.previewTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('workerImport.row')}</Table.Th>
            {SHOWN.map((column) => (
              <Table.Th scope="col" key={column}>
                {t(columnLabel(column))}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('workerImport.problems')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} className={row.errors.length > 0 ? classes.failing : undefined}>
              <Table.Td data-label={t('workerImport.row')}>
                <span dir="ltr">{row.row}</span>
              </Table.Td>
              {SHOWN.map((column) => (
                <Table.Td key={column} data-label={t(columnLabel(column))}>
                  <span dir={column === 'name' || column === 'nationality' || column === 'position' ? 'auto' : 'ltr'}>{row.values[column] ?? ''}</span>
                </Table.Td>
              ))}
              <Table.Td data-label={t('workerImport.problems')}>
                {row.errors.length === 0 ? (
                  <span className={classes.fine}>{t('workerImport.rowFine')}</span>
                ) : (
                  <ul className={classes.errors}>
                    {row.errors.map((issue, index) => (
                      <li key={index}>{issueText(issue)}</li>
                    ))}
                  </ul>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
