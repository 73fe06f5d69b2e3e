import { z } from './zod.js';
import { ORDER_STATUSES, PACKAGES } from '../constants.js';
import { addDays, addMonths } from '../uae-time.js';
import type { TLocale } from '../language.js';
import { formatMonth } from '../money-and-dates.js';
import { ZIsoDateSchema } from './common.js';
import { EMIRATE_KEYS, EMIRATES } from './client-profile.js';

/** The longest range a report covers: two years, the 'to' day included. */
export const REPORT_MAX_MONTHS = 24;

/** The last day a range starting on `from` may end on. */
export const lastDayOfLongestRange = (from: string) => addDays(addMonths(from, REPORT_MAX_MONTHS), -1);

/** A query over UAE days, both included: the start on or before the end, two years at most. */
export const withReportRange = <T extends z.ZodType<{ from: string; to: string }>>(query: T) =>
  query
    .refine((range) => range.from <= range.to, { message: 'reports.rangeBackwards', path: ['to'] })
    .refine((range) => range.to <= lastDayOfLongestRange(range.from), { message: 'reports.rangeTooLong', path: ['to'] });

/** UAE days, both included; the start on or before the end, two years at most. */
export const ZReportRangeSchema = withReportRange(z.strictObject({ from: ZIsoDateSchema, to: ZIsoDateSchema }));
export type TReportRange = z.infer<typeof ZReportRangeSchema>;

/** The tables of /Reports, each one exportable on its own. */
export const REPORT_TABLES = [
  'ordersByStatus',
  'ordersByPackage',
  'revenueByMonth',
  'placementsByNationality',
  'placementsByProfession',
  'conversion',
  'interviews',
  'vatReturn',
] as const;
export type TReportTableId = (typeof REPORT_TABLES)[number];

export const ZReportExportQuerySchema = withReportRange(
  z.strictObject({ table: z.enum(REPORT_TABLES, { error: 'reports.tableUnknown' }), from: ZIsoDateSchema, to: ZIsoDateSchema }),
);
export type TReportExportQuery = z.infer<typeof ZReportExportQuerySchema>;

const count = z.number().int();
const ZNamedCountSchema = z.object({ id: z.number().int(), name: z.string(), nameAr: z.string(), count });
const ZMonthSchema = z.string().regex(/^\d{4}-\d{2}$/);

export const ZReportsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count })),
  ordersByPackage: z.array(z.object({ package: z.enum(PACKAGES), count })),
  /** Per UAE month of the range: placements started, invoiced less credit notes (fils), received less refunds (fils). */
  revenueByMonth: z.array(z.object({ month: ZMonthSchema, placements: count, netFils: count, vatFils: count, invoicedFils: count, receivedFils: count })),
  placementsByNationality: z.array(ZNamedCountSchema),
  placementsByProfession: z.array(ZNamedCountSchema),
  conversion: z.array(z.object({ kind: z.enum(['enquiry', 'callback']), received: count, converted: count })),
  /**
   * Per UAE month of the interview's time: held (then approved, closed after it, or still waiting), no-shows,
   * and those of orders still In Progress whose outcome staff have not recorded yet (decision 021).
   */
  interviews: z.array(z.object({ month: ZMonthSchema, held: count, movedOn: count, closedAfter: count, waiting: count, noShow: count, toRecord: count })),
  /**
   * The VAT return's box 1 (form VAT201, decision 026): per emirate of the branch, in its order on the form, the
   * tax invoices issued in the range (standard-rated supplies before VAT, and the VAT) and the credit notes issued
   * in it (their value and VAT, positive here, taken off), in fils.
   */
  vatReturn: z.array(z.object({ emirate: z.enum(EMIRATE_KEYS), suppliesFils: count, vatFils: count, creditedFils: count, creditedVatFils: count })),
});
export type TReports = z.infer<typeof ZReportsSchema>;

/**
 * A table's cell: text, a count, an amount in fils, a rate (null when there is nothing to divide), or
 * a number of days with at most one decimal (a median; null when nothing was counted).
 */
export type TReportCell =
  | { kind: 'text'; value: string }
  | { kind: 'count'; value: number }
  | { kind: 'money'; fils: number }
  | { kind: 'rate'; value: number | null }
  | { kind: 'days'; value: number | null };

/** A report's table as the page and the exports show it; other reports (the visa process's) have their own ids. */
export type TReportTable<TId extends string = TReportTableId> = {
  id: TId;
  title: string;
  columns: string[];
  rows: TReportCell[][];
  total: TReportCell[];
  note: string | null;
};

type TTranslate = (key: string, params?: Record<string, string | number>) => string;

const text = (value: string): TReportCell => ({ kind: 'text', value });
const counted = (value: number): TReportCell => ({ kind: 'count', value });
const money = (fils: number): TReportCell => ({ kind: 'money', fils });
const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
const rate = (part: number, whole: number): TReportCell => ({ kind: 'rate', value: whole === 0 ? null : part / whole });

type TBuilder = (reports: TReports, t: TTranslate, locale: TLocale) => Omit<TReportTable, 'id' | 'title' | 'note'>;

const namedCounts =
  (pick: 'placementsByNationality' | 'placementsByProfession', nameColumn: string): TBuilder =>
  (reports, t, locale) => ({
    columns: [t(nameColumn), t('reports.column.placements')],
    rows: reports[pick].map((row) => [text(locale === 'ar' ? row.nameAr : row.name), counted(row.count)]),
    total: [text(t('reports.total')), counted(sum(reports[pick], (row) => row.count))],
  });

const BUILDERS: Record<TReportTableId, TBuilder> = {
  vatReturn: vatReturnTable,
  ordersByStatus: (reports, t) => ({
    columns: [t('reports.column.status'), t('reports.column.orders')],
    rows: reports.ordersByStatus.map((row) => [text(t(`orderStatus.${row.status}`)), counted(row.count)]),
    total: [text(t('reports.total')), counted(sum(reports.ordersByStatus, (row) => row.count))],
  }),
  ordersByPackage: (reports, t) => ({
    columns: [t('reports.column.package'), t('reports.column.orders')],
    rows: reports.ordersByPackage.map((row) => [text(t(`packageKind.${row.package}`)), counted(row.count)]),
    total: [text(t('reports.total')), counted(sum(reports.ordersByPackage, (row) => row.count))],
  }),
  revenueByMonth: (reports, t, locale) => {
    const rows = reports.revenueByMonth;
    return {
      columns: ['month', 'placements', 'net', 'vat', 'invoiced', 'received'].map((column) => t(`reports.column.${column}`)),
      rows: rows.map((row) => [
        text(formatMonth(row.month, locale)),
        counted(row.placements),
        money(row.netFils),
        money(row.vatFils),
        money(row.invoicedFils),
        money(row.receivedFils),
      ]),
      total: [
        text(t('reports.total')),
        counted(sum(rows, (row) => row.placements)),
        money(sum(rows, (row) => row.netFils)),
        money(sum(rows, (row) => row.vatFils)),
        money(sum(rows, (row) => row.invoicedFils)),
        money(sum(rows, (row) => row.receivedFils)),
      ],
    };
  },
  placementsByNationality: namedCounts('placementsByNationality', 'reports.column.nationality'),
  placementsByProfession: namedCounts('placementsByProfession', 'reports.column.profession'),
  conversion: (reports, t) => {
    const rows = reports.conversion;
    const received = sum(rows, (row) => row.received);
    const converted = sum(rows, (row) => row.converted);
    return {
      columns: ['kind', 'requests', 'converted', 'rate'].map((column) => t(`reports.column.${column}`)),
      rows: rows.map((row) => [text(t(`reports.kind.${row.kind}`)), counted(row.received), counted(row.converted), rate(row.converted, row.received)]),
      total: [text(t('reports.total')), counted(received), counted(converted), rate(converted, received)],
    };
  },
  interviews: (reports, t, locale) => {
    const rows = reports.interviews;
    return {
      columns: ['month', 'held', 'movedOn', 'closedAfter', 'waiting', 'noShow', 'toRecord'].map((column) => t(`reports.column.${column}`)),
      rows: rows.map((row) => [
        text(formatMonth(row.month, locale)),
        counted(row.held),
        counted(row.movedOn),
        counted(row.closedAfter),
        counted(row.waiting),
        counted(row.noShow),
        counted(row.toRecord),
      ]),
      total: [
        text(t('reports.total')),
        counted(sum(rows, (row) => row.held)),
        counted(sum(rows, (row) => row.movedOn)),
        counted(sum(rows, (row) => row.closedAfter)),
        counted(sum(rows, (row) => row.waiting)),
        counted(sum(rows, (row) => row.noShow)),
        counted(sum(rows, (row) => row.toRecord)),
      ],
    };
  },
};

/** Form VAT201's boxes 1a to 1g, one per emirate in the form's order. */
const VAT_BOXES = ['1a', '1b', '1c', '1d', '1e', '1f', '1g'] as const;

function vatReturnTable(reports: TReports, t: TTranslate, locale: TLocale): Omit<TReportTable, 'id' | 'title' | 'note'> {
  const rows = reports.vatReturn;
  const figures = (row: TReports['vatReturn'][number]) => [
    row.suppliesFils,
    row.vatFils,
    -row.creditedFils,
    -row.creditedVatFils,
    row.suppliesFils - row.creditedFils,
    row.vatFils - row.creditedVatFils,
  ];
  const totals = rows.map(figures).reduce((sums, row) => sums.map((total, index) => total + row[index]!), [0, 0, 0, 0, 0, 0]);
  return {
    columns: ['emirate', 'supplies', 'outputTax', 'credited', 'creditedVat', 'netSupplies', 'netOutputTax'].map((column) => t(`reports.column.${column}`)),
    rows: rows.map((row) => {
      const emirate = EMIRATES.find((candidate) => candidate.key === row.emirate)!;
      const box = VAT_BOXES[EMIRATES.indexOf(emirate)];
      return [text(`${box} ${locale === 'ar' ? emirate.nameAr : emirate.name}`), ...figures(row).map(money)];
    }),
    total: [text(t('reports.vatTotal')), ...totals.map(money)],
  };
}

/** Tables whose definition is said under them. */
const NOTES: Partial<Record<TReportTableId, string>> = {
  ordersByStatus: 'reports.ordersCreated',
  ordersByPackage: 'reports.ordersCreated',
  revenueByMonth: 'reports.note.revenue',
  placementsByNationality: 'reports.note.placements',
  placementsByProfession: 'reports.note.placements',
  conversion: 'reports.note.conversion',
  interviews: 'reports.note.interviews',
  vatReturn: 'reports.note.vatReturn',
};

/** One report as a table with its total row, headers and labels in the reader's language: the page and the exports read the same. */
export function reportTable(reports: TReports, id: TReportTableId, t: TTranslate, locale: TLocale): TReportTable {
  const note = NOTES[id];
  return { id, title: t(`reports.title.${id}`), ...BUILDERS[id](reports, t, locale), note: note ? t(note) : null };
}

/** A rate as a percentage with one decimal, '—' when nothing was received. */
export const formatRate = (value: number | null) => (value === null ? '—' : `${(Math.round(value * 1000) / 10).toFixed(1)}%`);

/** Days as a report shows them: at most one decimal, '—' when nothing was counted. */
export const formatDays = (value: number | null) => (value === null ? '—' : String(Math.round(value * 10) / 10));
