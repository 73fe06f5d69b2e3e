import {
  formatUaeDate,
  formatUaePhone,
  isDisbursementLine,
  statementKindKey,
  translate,
  type TStatement,
  type TStatementLanguage,
  type TStatementLine,
} from '@app/shared';
import { COLOR, CvWriter, PAGE } from '../cv/render.js';
import type { TDirection } from '../cv/text.js';

/**
 * The statement of account as an A4 PDF in one language (decision 026), drawn with the CV's writer:
 * its fonts (IBM Plex Sans Arabic), bidi runs and ligature fix (docs/decisions/016). In Arabic the
 * page reads right to left: the columns run from the right, numbers stay left to right inside.
 */

const WIDTH = PAGE.width - 2 * PAGE.margin;
const ROW = 26;
const SIZE = 8.5;

/** Amounts as the table writes them: 13,125.00, Western digits in both languages (as the site writes them). */
const amount = (value: number) => {
  const [whole, fils] = Math.abs(value).toFixed(2).split('.') as [string, string];
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fils}`;
};

/** Left to right inside any line: document numbers, amounts, e-mails. */
const ltr = (text: string) => `\u2066${text}\u2069`;

type TColumn = { key: string; width: number; numeric?: boolean; cell: (line: TStatementLine, t: TTranslate, lang: TStatementLanguage) => [string, string?] };
type TTranslate = (key: string, params?: Record<string, string | number>) => string;

const COLUMNS: TColumn[] = [
  { key: 'date', width: 84, cell: (line, _t, lang) => [formatUaeDate(line.date, lang)] },
  { key: 'document', width: 104, cell: (line, t) => [t(statementKindKey(line.kind, true)), ltr(line.documentNumber)] },
  { key: 'order', width: 68, cell: (line) => [ltr(line.orderNumber)] },
  // A government fee's reference is its description, in the staff's words: not forced left to right.
  { key: 'reference', width: 82, cell: (line) => [line.reference && !isDisbursementLine(line.kind) ? ltr(line.reference) : line.reference] },
  { key: 'debit', width: 60, numeric: true, cell: (line) => [line.debitAed ? ltr(amount(line.debitAed)) : ''] },
  { key: 'credit', width: 60, numeric: true, cell: (line) => [line.creditAed ? ltr(amount(line.creditAed)) : ''] },
  { key: 'balance', width: WIDTH - 84 - 104 - 68 - 82 - 60 - 60, numeric: true, cell: (line) => [ltr(amount(line.balanceAed))] },
];

/** Each column's left edge: from the left in English, from the right in Arabic. */
function columnXs(direction: TDirection): number[] {
  const xs: number[] = [];
  let offset = 0;
  for (const column of COLUMNS) {
    xs.push(direction === 'rtl' ? PAGE.margin + WIDTH - offset - column.width : PAGE.margin + offset);
    offset += column.width;
  }
  return xs;
}

type TCursor = { page: number; y: number };

export async function renderStatement(statement: TStatement, lang: TStatementLanguage): Promise<Buffer> {
  const t: TTranslate = (key, params) => translate(lang, key, params);
  const direction: TDirection = lang === 'ar' ? 'rtl' : 'ltr';
  const writer = new CvWriter();
  const { doc } = writer;
  const xs = columnXs(direction);
  const line = (text: string, x: number, y: number, width: number, options: { bold?: boolean; size?: number; color?: string; align?: TDirection }) =>
    writer.line(text, x, y, width, {
      font: options.bold ? 'bold' : 'regular',
      size: options.size ?? SIZE,
      color: options.color ?? COLOR.text,
      direction: options.align ?? direction,
    });
  // Numbers sit against the column's end that faces the reader's next column: the right in both languages reads well for figures.
  const cellAlign = (column: TColumn): TDirection => (column.numeric ? 'rtl' : direction);

  doc.addPage();
  let cursor: TCursor = { page: 0, y: PAGE.margin };

  // The agency's band: its mark, legal name and the title.
  const band = 58;
  doc.rect(PAGE.margin, cursor.y, WIDTH, band).fill(COLOR.band);
  const logoX = direction === 'rtl' ? PAGE.margin + WIDTH - 50 : PAGE.margin + 10;
  writer.logo(logoX, cursor.y + 9, 40);
  const textX = direction === 'rtl' ? PAGE.margin + 10 : PAGE.margin + 60;
  const sellerName = lang === 'ar' ? statement.seller.legalNameAr || statement.seller.legalName : statement.seller.legalName;
  line(sellerName, textX, cursor.y + 11, WIDTH - 70, { bold: true, size: 14, color: COLOR.brand });
  line(t('statement.title'), textX, cursor.y + 33, WIDTH - 70, { size: 11, color: COLOR.muted });
  cursor = { ...cursor, y: cursor.y + band + 12 };

  // Who and when: the agency's address and TRN, the client, the day it was drawn up.
  const half = (WIDTH - 20) / 2;
  const startX = direction === 'rtl' ? PAGE.margin + WIDTH - half : PAGE.margin;
  const endX = direction === 'rtl' ? PAGE.margin : PAGE.margin + WIDTH - half;
  const sellerAddress = lang === 'ar' ? statement.seller.addressAr || statement.seller.address : statement.seller.address;
  const clientName = lang === 'ar' ? statement.client.nameAr : statement.client.name;
  const facts: Array<[number, string, boolean?]> = [
    [startX, t('statement.client'), true],
    [startX, clientName],
    [startX, ltr(statement.client.email)],
    [startX, ltr(formatUaePhone(statement.client.phoneNumber))],
  ];
  const agency: Array<[number, string, boolean?]> = [
    [endX, t('statement.asOf', { date: formatUaeDate(statement.asOf, lang) }), true],
    [endX, sellerAddress],
    [endX, statement.seller.trn ? `${t('statement.trn')}: ${ltr(statement.seller.trn)}` : ''],
  ];
  let factsBottom = cursor.y;
  for (const group of [facts, agency]) {
    let y = cursor.y;
    for (const [x, text, bold] of group) {
      if (!text) continue;
      for (const wrapped of writer.wrap(text, bold ? 'bold' : 'regular', 9.5, half).slice(0, 2)) {
        line(wrapped, x, y, half, { bold, size: 9.5, color: bold ? COLOR.brand : COLOR.text });
        y += 13;
      }
    }
    factsBottom = Math.max(factsBottom, y);
  }
  cursor = { ...cursor, y: factsBottom + 10 };

  const header = (at: TCursor): TCursor => {
    doc.rect(PAGE.margin, at.y, WIDTH, 20).fill(COLOR.brand);
    COLUMNS.forEach((column, index) => {
      const label = column.numeric ? `${t(`statement.column.${column.key}`)} ${t('statement.inAed')}` : t(`statement.column.${column.key}`);
      line(label, xs[index]! + 4, at.y + 6, column.width - 8, { bold: true, size: 8, color: '#ffffff', align: cellAlign(column) });
    });
    return { ...at, y: at.y + 24 };
  };

  cursor = header(cursor);
  if (statement.lines.length === 0) {
    line(t('statement.empty'), PAGE.margin, cursor.y + 4, WIDTH, { color: COLOR.muted });
    cursor = { ...cursor, y: cursor.y + ROW };
  }
  statement.lines.forEach((entry, row) => {
    const before = cursor.page;
    cursor = writer.ensure(cursor, ROW);
    if (cursor.page !== before) cursor = header(cursor);
    if (row % 2 === 1) doc.rect(PAGE.margin, cursor.y - 3, WIDTH, ROW).fill('#f7fafb');
    COLUMNS.forEach((column, index) => {
      const [first, second] = column.cell(entry, t, lang);
      const fitted = writer.wrap(first, 'regular', SIZE, column.width - 8)[0] ?? '';
      line(fitted, xs[index]! + 4, cursor.y, column.width - 8, { size: SIZE, align: cellAlign(column) });
      if (second) line(second, xs[index]! + 4, cursor.y + 11, column.width - 8, { size: 7.5, color: COLOR.muted, align: cellAlign(column) });
    });
    cursor = { ...cursor, y: cursor.y + ROW };
  });

  // The totals and what the balance means.
  cursor = writer.ensure(cursor, 60);
  writer.rule(cursor, PAGE.margin, WIDTH, COLOR.brand);
  const totals = [
    ['totals', ''],
    ['debit', ltr(amount(statement.totals.debitAed))],
    ['credit', ltr(amount(statement.totals.creditAed))],
    ['balance', ltr(amount(statement.totals.balanceAed))],
  ] as const;
  // The label spans the first two columns: from the left in English, from the right in Arabic.
  line(t('statement.totals'), Math.min(xs[0]!, xs[1]!) + 4, cursor.y + 6, COLUMNS[0]!.width + COLUMNS[1]!.width - 8, { bold: true });
  totals.slice(1).forEach(([key, value]) => {
    const index = COLUMNS.findIndex((column) => column.key === key);
    line(value, xs[index]! + 4, cursor.y + 6, COLUMNS[index]!.width - 8, { bold: true, align: 'rtl' });
  });
  cursor = { ...cursor, y: cursor.y + 26 };
  line(balanceSentence(statement, t, lang), PAGE.margin, cursor.y, WIDTH, { bold: true, size: 10.5, color: COLOR.brand });
  cursor = { ...cursor, y: cursor.y + 18 };
  const notes = statement.lines.some((entry) => isDisbursementLine(entry.kind))
    ? [t('statement.note'), t('processFees.statement.note')]
    : [t('statement.note')];
  for (const wrapped of notes.flatMap((note) => writer.wrap(note, 'regular', 8.5, WIDTH))) {
    cursor = writer.ensure(cursor, 12);
    line(wrapped, PAGE.margin, cursor.y, WIDTH, { color: COLOR.muted });
    cursor = { ...cursor, y: cursor.y + 12 };
  }
  return writer.finish();
}

/** "Balance owed to the agency: AED 1,000", "... to the client", or settled. */
export function balanceSentence(statement: TStatement, t: TTranslate, lang: TStatementLanguage): string {
  const balance = statement.totals.balanceAed;
  const money = lang === 'ar' ? `${ltr(amount(Math.abs(balance)))} ${t('statement.aed')}` : `${t('statement.aed')} ${ltr(amount(Math.abs(balance)))}`;
  if (balance > 0) return t('statement.owedToAgency', { amount: money });
  if (balance < 0) return t('statement.owedToClient', { amount: money });
  return t('statement.settled');
}
