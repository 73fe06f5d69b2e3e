import type { FastifyReply } from 'fastify';
import { formatDays, formatRate, type TLocale, type TReportCell, type TReportTable } from '@app/shared';
import type { TCtx } from '../../http/context.js';
import { recordAudit } from '../audit/record.js';
import { csvCell } from '../cms/answers-csv.js';

/** A table of any report (/Reports, the visa process's), as the exports take it. */
type TTable = TReportTable<string>;
type TFormat = 'csv' | 'xlsx';

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
    case 'days':
      return cell.value === null ? '' : formatDays(cell.value);
  }
}

/** One report as CSV: UTF-8 with a BOM (so Excel reads the Arabic), RFC 4180 quoting, CRLF; the header, its rows and the total row. */
export function tableCsv(table: TTable): string {
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
    case 'days':
      return cell.value === null ? {} : { value: Number(formatDays(cell.value)), type: Number, format: '0.0' };
  }
}

/** A sheet's name: at most 31 characters, none of those Excel refuses. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/** One report as an Excel workbook: one sheet, the header and total in bold, right to left in Arabic. */
export async function tableXlsx(table: TTable, locale: TLocale): Promise<Buffer> {
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

const CONTENT_TYPES: Record<TFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** 'revenueByMonth' over October 2026: revenue-by-month_2026-10-01_2026-10-31. */
const fileNameOf = (id: string, range: { from: string; to: string }, format: TFormat) =>
  `${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}_${range.from}_${range.to}.${format}`;

/** Sends one table as a download in the reader's language, never cached. */
export async function sendTable(reply: FastifyReply, table: TTable, format: TFormat, range: { from: string; to: string }, locale: TLocale) {
  const file = format === 'csv' ? tableCsv(table) : await tableXlsx(table, locale);
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileNameOf(table.id, range, format)}"`)
    .header('cache-control', 'no-store')
    .send(file);
}

/** Data leaving the system: the table, its range and filters, and the format go to the audit trail. */
export async function recordExport(ctx: TCtx, id: string, filters: Record<string, string | number | undefined>, format: TFormat) {
  const given = Object.entries({ ...filters, format }).filter(([, value]) => value !== undefined);
  await recordAudit(ctx.db, ctx.audit, {
    action: 'export',
    entity: 'report',
    entityId: id,
    changes: Object.fromEntries(given.map(([name, value]) => [name, [null, value]])),
  });
}
