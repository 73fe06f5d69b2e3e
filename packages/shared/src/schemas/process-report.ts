import { z } from './zod.js';
import { PACKAGES } from '../constants.js';
import { inLanguage } from '../i18n/bilingual.js';
import type { TLocale } from '../language.js';
import { ZIsoDateSchema, ZUrlIdSchema } from './common.js';
import { PROCESS_STEP_KINDS } from './processes.js';
import { withReportRange, type TReportCell, type TReportTable } from './reports.js';

/**
 * The visa process's report (issue 34, docs/decisions/035): how long each step takes by the worker's
 * nationality and the package, and how many processes ran late.
 */
export const PROCESS_REPORT_TABLES = ['stepDurations', 'lateProcesses'] as const;
export type TProcessReportTableId = (typeof PROCESS_REPORT_TABLES)[number];

const filters = {
  from: ZIsoDateSchema,
  to: ZIsoDateSchema,
  package: z.enum(PACKAGES, { error: 'processReport.packageUnknown' }).optional(),
  /** The worker's nationality: her country. */
  countryId: ZUrlIdSchema.optional(),
};

export const ZProcessReportQuerySchema = withReportRange(z.strictObject(filters));
export type TProcessReportQuery = z.infer<typeof ZProcessReportQuerySchema>;

export const ZProcessReportExportQuerySchema = withReportRange(
  z.strictObject({ table: z.enum(PROCESS_REPORT_TABLES, { error: 'reports.tableUnknown' }), ...filters }),
);
export type TProcessReportExportQuery = z.infer<typeof ZProcessReportExportQuerySchema>;

const count = z.number().int();
const nationality = { countryId: z.number().int(), country: z.string(), countryAr: z.string() };

export const ZProcessReportSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  /**
   * Steps done in the range, by kind (a step of kind `other` by its own name), nationality and
   * package: how many, and their median and 90th percentile in days.
   */
  stepDurations: z.array(
    z.object({
      kind: z.enum(PROCESS_STEP_KINDS),
      /** A step staff added (kind `other`): its own name; null for the others, named by their kind. */
      custom: z.object({ name: z.string(), nameAr: z.string() }).nullable(),
      ...nationality,
      package: z.enum(PACKAGES),
      steps: count,
      medianDays: z.number(),
      p90Days: z.number(),
    }),
  ),
  /** Every step done in the range, whatever its kind: null figures when there is none. */
  allSteps: z.object({ steps: count, medianDays: z.number().nullable(), p90Days: z.number().nullable() }),
  /** Processes started in the range and not canceled, by nationality and package, and those of them that ran late. */
  lateProcesses: z.array(z.object({ ...nationality, package: z.enum(PACKAGES), processes: count, late: count })),
});
export type TProcessReport = z.infer<typeof ZProcessReportSchema>;

type TTranslate = (key: string, params?: Record<string, string | number>) => string;
type TBuilder = (report: TProcessReport, t: TTranslate, locale: TLocale) => Omit<TReportTable, 'id' | 'title' | 'note'>;

const text = (value: string): TReportCell => ({ kind: 'text', value });
const counted = (value: number): TReportCell => ({ kind: 'count', value });
const days = (value: number | null): TReportCell => ({ kind: 'days', value });

type TDurationRow = TProcessReport['stepDurations'][number];

/** A step's name: its kind's, or its own for a step staff added (kind `other`). */
const stepName = (row: TDurationRow, t: TTranslate, locale: TLocale) =>
  row.custom === null ? t(`processes.stepKind.${row.kind}`) : inLanguage(row.custom, 'name', locale);

const BUILDERS: Record<TProcessReportTableId, TBuilder> = {
  stepDurations: ({ stepDurations, allSteps }, t, locale) => ({
    columns: ['step', 'nationality', 'package', 'steps', 'median', 'p90'].map((column) => t(`processReport.column.${column}`)),
    rows: stepDurations.map((row) => [
      text(stepName(row, t, locale)),
      text(inLanguage(row, 'country', locale)),
      text(t(`packageKind.${row.package}`)),
      counted(row.steps),
      days(row.medianDays),
      days(row.p90Days),
    ]),
    total: [text(t('processReport.allSteps')), text(''), text(''), counted(allSteps.steps), days(allSteps.medianDays), days(allSteps.p90Days)],
  }),
  lateProcesses: ({ lateProcesses }, t, locale) => {
    const processes = lateProcesses.reduce((total, row) => total + row.processes, 0);
    const late = lateProcesses.reduce((total, row) => total + row.late, 0);
    const share = (part: number, whole: number): TReportCell => ({ kind: 'rate', value: whole === 0 ? null : part / whole });
    return {
      columns: ['nationality', 'package', 'processes', 'late', 'share'].map((column) => t(`processReport.column.${column}`)),
      rows: lateProcesses.map((row) => [
        text(inLanguage(row, 'country', locale)),
        text(t(`packageKind.${row.package}`)),
        counted(row.processes),
        counted(row.late),
        share(row.late, row.processes),
      ]),
      total: [text(t('reports.total')), text(''), counted(processes), counted(late), share(late, processes)],
    };
  },
};

/** One table of the process report, headers and names in the reader's language: the page and the exports read the same. */
export function processReportTable(report: TProcessReport, id: TProcessReportTableId, t: TTranslate, locale: TLocale): TReportTable<TProcessReportTableId> {
  return { id, title: t(`processReport.title.${id}`), ...BUILDERS[id](report, t, locale), note: t(`processReport.note.${id}`) };
}
