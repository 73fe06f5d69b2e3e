import type { TLocale } from '@app/shared';
import { COLOR, CvWriter, PAGE } from './render.js';
import type { TDirection } from './text.js';

/**
 * The standard employment contract as an A4 PDF, drawn with the CV's writer (its fonts, bidi runs
 * and ligature fix, docs/decisions/016): each clause in English on the left and in Arabic on the
 * right, so both parties read the same clause side by side; the signatures at the end.
 */

/** One clause in one language: its heading and its paragraphs. */
export type TContractClause = { title: string; paragraphs: string[] };

/** The contract in one language, every text already written in it: English on the left, Arabic on the right. */
export type TContractSide = {
  locale: TLocale;
  direction: TDirection;
  agency: string;
  title: string;
  reference: string;
  clauses: TContractClause[];
  signatures: { title: string; employer: string; worker: string; name: string; signature: string; date: string; employerName: string; workerName: string };
};

type TCursor = { page: number; y: number };

const WIDTH = PAGE.width - 2 * PAGE.margin;
const GUTTER = 24;
const COLUMN = (WIDTH - GUTTER) / 2;
const TEXT_SIZE = 9.5;

/** The column of a side: English from the left margin, Arabic against the right one. */
const columnX = (side: TContractSide, width = COLUMN, from = PAGE.margin, within = WIDTH) => (side.direction === 'rtl' ? from + within - width : from);

/** Whichever of two cursors is further down the document. */
const lower = (one: TCursor, other: TCursor): TCursor => (one.page > other.page || (one.page === other.page && one.y >= other.y) ? one : other);

/** The agency's band: its mark, the title and the order in each language. */
function band(writer: CvWriter, sides: TContractSide[], cursor: TCursor): TCursor {
  const height = 62;
  writer.doc.rect(PAGE.margin, cursor.y, WIDTH, height).fill(COLOR.band);
  writer.logo(PAGE.margin + (WIDTH - 36) / 2, cursor.y + 13, 36);
  const width = (WIDTH - 36 - 40) / 2;
  for (const side of sides) {
    const x = columnX(side, width, PAGE.margin + 10, WIDTH - 20);
    const title = writer.wrap(side.title, 'bold', 11.5, width);
    title.forEach((line, index) =>
      writer.line(line, x, cursor.y + 8 + index * 15, width, { font: 'bold', size: 11.5, color: COLOR.brand, direction: side.direction }),
    );
    writer.line(side.reference, x, cursor.y + 12 + title.length * 15, width, { font: 'regular', size: 8.5, color: COLOR.muted, direction: side.direction });
  }
  return { ...cursor, y: cursor.y + height + 8 };
}

/** One side's clause in its column; answers the cursor below it. */
function clause(writer: CvWriter, side: TContractSide, index: number, start: TCursor): TCursor {
  const { title, paragraphs } = side.clauses[index]!;
  const x = columnX(side);
  const at = writer.ensure(start, 40);
  writer.line(title, x, at.y, COLUMN, { font: 'bold', size: 10.5, color: COLOR.brand, direction: side.direction });
  let cursor = { ...at, y: at.y + 17 };
  for (const paragraph of paragraphs) {
    cursor = writer.paragraph(cursor, paragraph, x, COLUMN, { font: 'regular', size: TEXT_SIZE, color: COLOR.text, direction: side.direction, gap: 2 });
  }
  return cursor;
}

/** A party's box: who signs, their name, and lines for the signature and the day, in both languages. */
function signatureBox(writer: CvWriter, sides: TContractSide[], party: 'employer' | 'worker', x: number, width: number, top: TCursor) {
  const { doc } = writer;
  writer.at(top);
  doc.roundedRect(x, top.y, width, 104, 4).lineWidth(0.8).strokeColor(COLOR.rule).stroke();
  const half = (width - 30) / 2;
  for (const side of sides) {
    const labels = side.signatures;
    const left = columnX(side, half, x + 10, width - 20);
    const text = { size: 9, color: COLOR.text, direction: side.direction };
    const name = writer.wrap(`${labels.name}: ${party === 'employer' ? labels.employerName : labels.workerName}`, 'regular', 9, half)[0] ?? '';
    writer.line(labels[party], left, top.y + 8, half, { ...text, font: 'bold', color: COLOR.brand });
    writer.line(name, left, top.y + 28, half, { ...text, font: 'regular' });
    writer.line(`${labels.signature}:`, left, top.y + 52, half, { ...text, font: 'regular' });
    writer.line(`${labels.date}:`, left, top.y + 78, half, { ...text, font: 'regular' });
  }
  // Lines to write on, under the labels, across the box.
  for (const y of [top.y + 66, top.y + 92]) writer.rule({ ...top, y }, x + 10, width - 20, COLOR.muted);
}

function signatures(writer: CvWriter, sides: TContractSide[], start: TCursor): TCursor {
  const at = writer.ensure({ ...start, y: start.y + 6 }, 140);
  for (const side of sides) {
    writer.line(side.signatures.title, columnX(side), at.y, COLUMN, { font: 'bold', size: 10.5, color: COLOR.brand, direction: side.direction });
  }
  const top = { ...at, y: at.y + 20 };
  signatureBox(writer, sides, 'employer', PAGE.margin, COLUMN, top);
  signatureBox(writer, sides, 'worker', PAGE.margin + WIDTH - COLUMN, COLUMN, top);
  return { ...top, y: top.y + 110 };
}

/** The contract's PDF: English (`sides[0]`) on the left, Arabic (`sides[1]`) on the right. */
export function renderContract(sides: [TContractSide, TContractSide]): Promise<Buffer> {
  const writer = new CvWriter();
  writer.doc.info.Title = 'Employment contract';
  writer.doc.addPage();
  let cursor = band(writer, sides, { page: 0, y: PAGE.margin });
  for (const side of sides.filter((one) => one.agency)) {
    writer.line(side.agency, columnX(side), cursor.y, COLUMN, { font: 'regular', size: 9, color: COLOR.muted, direction: side.direction });
  }
  cursor = { ...cursor, y: cursor.y + 18 };
  sides[0].clauses.forEach((_clause, index) => {
    // Both columns start level, so a clause reads beside its translation, and the next starts below the longer.
    const start = writer.ensure(cursor, 40);
    cursor = lower(clause(writer, sides[0], index, start), clause(writer, sides[1], index, start));
    cursor = { ...cursor, y: cursor.y + 6 };
  });
  signatures(writer, sides, cursor);
  return writer.finish();
}
