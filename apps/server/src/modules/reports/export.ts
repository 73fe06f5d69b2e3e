import { formatRate, reportTable, translate, type TLocale, type TReportCell, type TReports, type TReportTableId } from '@app/shared';
import { csvCell } from '../cms/answers-csv.js';

const tableIn = (reports: TReports, id: TReportTableId, locale: TLocale) => reportTable(reports, id, (key, params) => translate(locale, key, params), locale);

/** An amount in fils as dirhams, the number itself so a spreadsheet sums it. */
const aed = (fils: number) => fils / 100;

/** A cell as CSV writes it: numbers bare (amounts with 2 decimals), text quoted and never a formula. */
function csvValue(cell: TReportCell): string {
  switch (cell.kind) {
    case 'text':
      return csvCell(cell.value);
    case 'count':
      return String(cell.value);
    case 'money':
      return aed(cell.fils).toFixed(2);
    case 'rate':
      return csvCell(formatRate(cell.value));
  }
}

/** One report as CSV: UTF-8 with a BOM (so Excel reads the Arabic), RFC 4180 quoting, CRLF; the header, its rows and the total row. */
export function reportCsv(reports: TReports, id: TReportTableId, locale: TLocale): string {
  const table = tableIn(reports, id, locale);
  const lines = [table.columns.map(csvCell), ...[...table.rows, table.total].map((row) => row.map((cell) => csvValue(cell)))];
  return `\uFEFF${lines.map((cells) => `${cells.join(',')}\r\n`).join('')}`;
}

type TXlsxCell = { value?: string | number; type?: typeof String | typeof Number; format?: string; fontWeight?: 'bold' };

/** A cell as the workbook holds it: text as text (a spreadsheet never runs it), amounts and rates as numbers with their format. */
function xlsxValue(cell: TReportCell): TXlsxCell {
  switch (cell.kind) {
    case 'text':
      return { value: cell.value, type: String };
    case 'count':
      return { value: cell.value, type: Number };
    case 'money':
      return { value: aed(cell.fils), type: Number, format: '#,##0.00' };
    case 'rate':
      return cell.value === null ? {} : { value: cell.value, type: Number, format: '0.0%' };
  }
}

/** A sheet's name: at most 31 characters, none of those Excel refuses. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/** One report as an Excel workbook: one sheet, the header and total in bold, right to left in Arabic. */
export async function reportXlsx(reports: TReports, id: TReportTableId, locale: TLocale): Promise<Buffer> {
  const table = tableIn(reports, id, locale);
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const bold = (cell: TXlsxCell): TXlsxCell => ({ ...cell, fontWeight: 'bold' });
  const data = [
    table.columns.map((column) => bold({ value: column, type: String })),
    ...table.rows.map((row) => row.map(xlsxValue)),
    table.total.map((cell) => bold(xlsxValue(cell))),
  ];
  return writeXlsxFile(data, {
    sheet: sheetName(table.title),
    columns: table.columns.map((_, index) => ({ width: index === 0 ? 28 : 20 })),
    stickyRowsCount: 1,
    rightToLeft: locale === 'ar',
  }).toBuffer();
}
