import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import type { TCvContent, TCvSide } from './presenter.js';
import { ligatureCodePointsForReaders, withoutBidiControls, visualRuns, type TDirection } from './text.js';

/**
 * The CV as an A4 PDF drawn with pdfkit (docs/decisions/016): IBM Plex Sans Arabic (Arabic and
 * Latin in one family, embedded as a subset), text laid out by text.ts for right-to-left lines.
 * One language is one column beside the photo; both languages are two columns side by side,
 * English on the left and Arabic on the right, under the photo.
 */

/** The fonts beside this file in the sources, in dist/cv-fonts in the built server. */
function fontFile(name: string): string {
  const candidates = [`./fonts/${name}`, `./cv-fonts/${name}`].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`The CV font ${name} is missing (looked in ${candidates.join(', ')})`);
  return found;
}

type TGlyph = { id: number; codePoints: number[] };
type TFontkitFont = { layout: (...args: never[]) => unknown; getGlyph: (id: number, codePoints?: number[]) => TGlyph };
type TEmbeddedFont = { font: TFontkitFont; unicode?: number[][] };
type TDocInternals = { _font: TEmbeddedFont; _fontFamilies: Record<string, TEmbeddedFont> };

/**
 * Each font parsed once for the process: pdfkit takes a parsed font as well as a file, and the
 * tables fontkit reads for shaping (GSUB, GPOS) and its glyphs stay parsed between CVs.
 */
let parsedFonts: { regular: TFontkitFont; bold: TFontkitFont } | undefined;
function fonts() {
  if (!parsedFonts) {
    const parse = (file: string) => (new PDFDocument({ font: fontFile(file), autoFirstPage: false }) as unknown as TDocInternals)._font.font;
    parsedFonts = { regular: namedGlyphs(parse('IBMPlexSansArabic-Regular.ttf')), bold: namedGlyphs(parse('IBMPlexSansArabic-Bold.ttf')) };
  }
  return parsedFonts;
}

/**
 * fontkit keeps each glyph with the characters it was first made for. A glyph first made as a part
 * of another (the base of a letter with dots, drawn as a composite when a PDF's subset is written)
 * is kept with none, and every later PDF of the process then wrote it with no text behind it: its
 * letter was missing when the PDF was searched, copied or read aloud. A glyph that a text's layout
 * meets gets that text's characters when it has none.
 */
export function namedGlyphs<T extends TFontkitFont>(font: T): T {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
  return font;
}

export const PAGE = { width: 595.28, height: 841.89, margin: 36 };
/**
 * Text widths already measured, by font, size and text: a width is a number the same in every
 * document, while shaping a word to measure it is most of a PDF's time (a contract's clauses are the
 * same words every time). Emptied when full.
 */
const measuredWidths = new Map<string, number>();
const MEASURED_WIDTHS_KEPT = 20_000;

const FOOTER_HEIGHT = 46;
const BOTTOM = PAGE.height - PAGE.margin - FOOTER_HEIGHT;
export const COLOR = { brand: '#0b4f5c', accent: '#f2c14e', text: '#1f2933', muted: '#52606d', rule: '#d9e2ec', band: '#eef4f6' };

type TFontName = 'regular' | 'bold';
type TCursor = { page: number; y: number };

/**
 * Draws on a document whose pages are kept until the end, so two columns can each run over onto the
 * next page. The statement of account (modules/statement/pdf.ts) draws with it too: the same fonts,
 * bidi runs and ligature fix, so every PDF the agency sends reads back the same way.
 */
export class CvWriter {
  readonly doc: PDFKit.PDFDocument;
  private firstPage = 0;

  constructor() {
    const { regular, bold } = fonts();
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      bufferPages: true,
      autoFirstPage: false,
      // Same bytes for the same CV: no creation date in the file.
      info: { Title: 'CV', Producer: 'pdfkit', Creator: '' },
      font: null as unknown as string,
    });
    this.doc.registerFont('regular', regular as unknown as PDFKit.Mixins.PDFFontSource);
    this.doc.registerFont('bold', bold as unknown as PDFKit.Mixins.PDFFontSource);
  }

  /** A worker starts on a page of her own. */
  startWorker(): TCursor {
    this.doc.addPage();
    this.firstPage = this.doc.bufferedPageRange().count - 1;
    return { page: this.firstPage, y: PAGE.margin };
  }

  get workerFirstPage() {
    return this.firstPage;
  }

  /** The cursor moved to the next page when `height` does not fit on this one. */
  ensure(cursor: TCursor, height: number): TCursor {
    if (cursor.y + height <= BOTTOM) return this.at(cursor);
    const page = cursor.page + 1;
    while (this.doc.bufferedPageRange().count <= page) this.doc.addPage();
    return this.at({ page, y: PAGE.margin });
  }

  at(cursor: TCursor): TCursor {
    this.doc.switchToPage(cursor.page);
    return cursor;
  }

  width(text: string, font: TFontName, size: number): number {
    const key = `${font} ${size} ${text}`;
    const known = measuredWidths.get(key);
    if (known !== undefined) return known;
    const measured = this.doc.font(font).fontSize(size).widthOfString(withoutBidiControls(text), { features: [] });
    if (measuredWidths.size >= MEASURED_WIDTHS_KEPT) measuredWidths.clear();
    measuredWidths.set(key, measured);
    return measured;
  }

  /** Words wrapped to lines no wider than `width`, in the order they are read. */
  wrap(text: string, font: TFontName, size: number, width: number): string[] {
    return this.wrapItems(text.split(/\s+/).filter(Boolean), ' ', font, size, width);
  }

  /** Items joined by `separator`, broken into lines no wider than `width` only between items. */
  wrapItems(items: string[], separator: string, font: TFontName, size: number, width: number): string[] {
    // Each item is shaped once and the line's width added up: shaping (fontkit's GSUB and GPOS,
    // Arabic most of all) is most of a PDF's time, and a line measured again at every item was
    // quadratic. Nothing joins or kerns across a separator's spaces, so the sum is the line's width.
    const gap = this.width(separator, font, size);
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const item of items) {
      const itemWidth = this.width(item, font, size);
      if (line && lineWidth + gap + itemWidth > width) {
        lines.push(line);
        line = '';
      }
      lineWidth = line ? lineWidth + gap + itemWidth : itemWidth;
      line = line ? `${line}${separator}${item}` : item;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** One line, its runs in visual order, set against the start of its direction. */
  line(text: string, x: number, y: number, width: number, options: { font: TFontName; size: number; color: string; direction: TDirection }) {
    const { doc } = this;
    doc.font(options.font).fontSize(options.size).fillColor(options.color);
    const runs = visualRuns(text, options.direction);
    const widths = runs.map((run) => this.width(run.text, options.font, options.size));
    const total = widths.reduce((sum, runWidth) => sum + runWidth, 0);
    let left = options.direction === 'rtl' ? x + width - total : x;
    runs.forEach((run, index) => {
      doc.text(run.text, left, y, { lineBreak: false, features: [] });
      left += widths[index]!;
    });
  }

  /** A wrapped paragraph; answers the cursor below it. */
  paragraph(
    cursor: TCursor,
    text: string,
    x: number,
    width: number,
    options: { font: TFontName; size: number; color: string; direction: TDirection; gap?: number },
  ): TCursor {
    const lineHeight = options.size * 1.45;
    let at = cursor;
    for (const line of this.wrap(text, options.font, options.size, width)) {
      at = this.ensure(at, lineHeight);
      this.line(line, x, at.y, width, options);
      at = { ...at, y: at.y + lineHeight };
    }
    return { ...at, y: at.y + (options.gap ?? 0) };
  }

  rule(cursor: TCursor, x: number, width: number, color = COLOR.rule) {
    this.at(cursor);
    this.doc
      .moveTo(x, cursor.y)
      .lineTo(x + width, cursor.y)
      .lineWidth(0.8)
      .strokeColor(color)
      .stroke();
  }

  /** The site's house-and-heart mark (apps/web/public/favicon.svg), `size` points wide. */
  logo(x: number, y: number, size: number) {
    const { doc } = this;
    doc
      .save()
      .translate(x, y)
      .scale(size / 64);
    doc.roundedRect(0, 0, 64, 64, 14).fill(COLOR.brand);
    doc.path('M14 31 32 16l18 15M19 28v18a3 3 0 0 0 3 3h20a3 3 0 0 0 3-3V28').lineWidth(4.5).lineCap('round').lineJoin('round').stroke('#ffffff');
    doc.path('M32 44.5c-5.5-3.6-8-6.3-8-9.2a4.3 4.3 0 0 1 8-2.2 4.3 4.3 0 0 1 8 2.2c0 2.9-2.5 5.6-8 9.2Z').fill(COLOR.accent);
    doc.restore();
  }

  /** Ligatures named in the order readers give their letters back (text.ts), then the file. */
  finish(): Promise<Buffer> {
    const { doc } = this;
    // A font is there under its alias and its PostScript name: each is rewritten once.
    for (const font of new Set(Object.values((doc as unknown as TDocInternals)._fontFamilies))) {
      if (font.unicode) font.unicode = font.unicode.map((points) => (points ? ligatureCodePointsForReaders(points) : points));
    }
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    doc.end();
    return done;
  }
}

const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const PHOTO = { width: 132, height: 160 };

/** The agency's band: logo, its name in each language of the CV, and the title. */
function header(writer: CvWriter, content: TCvContent, cursor: TCursor): TCursor {
  const { doc } = writer;
  const top = cursor.y;
  const height = 58;
  doc.rect(PAGE.margin, top, CONTENT_WIDTH, height).fill(COLOR.band);
  const [first, second] = content.sides as [TCvSide, TCvSide | undefined];
  const rtlOnly = !second && first.direction === 'rtl';
  const logoSize = 40;
  const logoX = rtlOnly ? PAGE.margin + CONTENT_WIDTH - 10 - logoSize : PAGE.margin + 10;
  writer.logo(logoX, top + 9, logoSize);
  const textX = rtlOnly ? PAGE.margin + 10 : logoX + logoSize + 10;
  const textWidth = CONTENT_WIDTH - logoSize - 30;
  if (!second) {
    writer.line(first.agencyName, textX, top + 11, textWidth, { font: 'bold', size: 14, color: COLOR.brand, direction: first.direction });
    writer.line(first.title, textX, top + 33, textWidth, { font: 'regular', size: 10.5, color: COLOR.muted, direction: first.direction });
  } else {
    const half = (textWidth - 10) / 2;
    writer.line(first.agencyName, textX, top + 11, half, { font: 'bold', size: 13, color: COLOR.brand, direction: 'ltr' });
    writer.line(first.title, textX, top + 33, half, { font: 'regular', size: 10.5, color: COLOR.muted, direction: 'ltr' });
    const arabicX = PAGE.margin + CONTENT_WIDTH - 10 - half;
    writer.line(second.agencyName, arabicX, top + 11, half, { font: 'bold', size: 13, color: COLOR.brand, direction: 'rtl' });
    writer.line(second.title, arabicX, top + 33, half, { font: 'regular', size: 10.5, color: COLOR.muted, direction: 'rtl' });
  }
  return { ...cursor, y: top + height + 16 };
}

function photo(writer: CvWriter, image: Buffer | null, x: number, y: number) {
  const { doc } = writer;
  doc.roundedRect(x, y, PHOTO.width, PHOTO.height, 6).lineWidth(0.8).strokeColor(COLOR.rule).stroke();
  if (!image) return;
  doc.save().roundedRect(x, y, PHOTO.width, PHOTO.height, 6).clip();
  doc.image(image, x, y, { cover: [PHOTO.width, PHOTO.height], align: 'center', valign: 'center' });
  doc.restore();
}

/** The code as it is searched for: Latin letters and digits, left to right in both languages. */
function codeLine(writer: CvWriter, side: TCvSide, code: string, x: number, y: number, width: number) {
  writer.line(`${side.codeLabel}: \u2066${code}\u2069`, x, y, width, { font: 'regular', size: 11, color: COLOR.muted, direction: side.direction });
}

/** Her name, code, position, salary and availability beside the photo (each cut to one line). */
function headline(writer: CvWriter, side: TCvSide, code: string, x: number, top: number, width: number, nameSize: number) {
  const direction = side.direction;
  const fit = (text: string, font: 'regular' | 'bold', size: number) => writer.wrap(text, font, size, width)[0] ?? '';
  writer.line(fit(side.name, 'bold', nameSize), x, top + 6, width, { font: 'bold', size: nameSize, color: COLOR.text, direction });
  codeLine(writer, side, code, x, top + 14 + nameSize * 1.3, width);
  writer.line(fit(side.position, 'regular', 13), x, top + 62, width, { font: 'regular', size: 13, color: COLOR.brand, direction });
  writer.line(fit(side.salary, 'regular', 11), x, top + 90, width, { font: 'regular', size: 11, color: COLOR.text, direction });
  writer.line(fit(side.availability, 'bold', 11), x, top + 110, width, { font: 'bold', size: 11, color: COLOR.text, direction });
}

function sectionTitle(writer: CvWriter, cursor: TCursor, title: string, x: number, width: number, direction: TDirection): TCursor {
  const at = writer.ensure(cursor, 40);
  writer.line(title, x, at.y, width, { font: 'bold', size: 12, color: COLOR.brand, direction });
  writer.rule({ ...at, y: at.y + 18 }, x, width);
  return { ...at, y: at.y + 25 };
}

/** A language's facts, skills and past jobs in a column; answers the cursor below it. */
function details(writer: CvWriter, side: TCvSide, start: TCursor, x: number, width: number): TCursor {
  const direction = side.direction;
  const labelWidth = Math.min(120, width * 0.38);
  const valueWidth = width - labelWidth - 8;
  let cursor = sectionTitle(writer, start, side.personalTitle, x, width, direction);
  for (const fact of side.facts) {
    const lines = writer.wrap(fact.value, 'regular', 10.5, valueWidth);
    const height = Math.max(1, lines.length) * 15 + 3;
    cursor = writer.ensure(cursor, height);
    const labelX = direction === 'rtl' ? x + width - labelWidth : x;
    const valueX = direction === 'rtl' ? x : x + labelWidth + 8;
    writer.line(fact.label, labelX, cursor.y, labelWidth, { font: 'bold', size: 10.5, color: COLOR.muted, direction });
    lines.forEach((line, index) => writer.line(line, valueX, cursor.y + index * 15, valueWidth, { font: 'regular', size: 10.5, color: COLOR.text, direction }));
    cursor = { ...cursor, y: cursor.y + height };
  }
  cursor = sectionTitle(writer, { ...cursor, y: cursor.y + 10 }, side.skillsTitle, x, width, direction);
  cursor = writer.paragraph(cursor, side.skills, x, width, { font: 'regular', size: 10.5, color: COLOR.text, direction, gap: 10 });
  cursor = sectionTitle(writer, cursor, side.experiencesTitle, x, width, direction);
  if (side.experiences.length === 0) cursor = writer.paragraph(cursor, '—', x, width, { font: 'regular', size: 10.5, color: COLOR.text, direction });
  for (const experience of side.experiences) {
    cursor = writer.paragraph(cursor, `• ${experience}`, x, width, { font: 'regular', size: 10.5, color: COLOR.text, direction, gap: 2 });
  }
  return cursor;
}

/** The agency's contact at the foot of each of the worker's pages. */
function footers(writer: CvWriter, content: TCvContent, fromPage: number) {
  const { doc } = writer;
  const { count } = doc.bufferedPageRange();
  const sides = content.sides;
  for (let page = fromPage; page < count; page++) {
    writer.at({ page, y: 0 });
    const top = PAGE.height - PAGE.margin - FOOTER_HEIGHT + 12;
    writer.rule({ page, y: top }, PAGE.margin, CONTENT_WIDTH, COLOR.brand);
    const width = sides.length === 2 ? (CONTENT_WIDTH - 20) / 2 : CONTENT_WIDTH;
    sides.forEach((side, index) => {
      const x = index === 1 ? PAGE.margin + CONTENT_WIDTH - width : PAGE.margin;
      // Numbers stay left to right inside an Arabic line (first-strong isolates).
      const items = side.contact.map(({ label, value }) => (label ? `${label}: \u2066${value}\u2069` : `\u2066${value}\u2069`));
      const lines = writer.wrapItems(items, '  ·  ', 'regular', 9, width).slice(0, 2);
      writer.line(side.contactTitle, x, top + 6, width, { font: 'bold', size: 9, color: COLOR.brand, direction: side.direction });
      lines.forEach((line, lineIndex) =>
        writer.line(line, x, top + 18 + lineIndex * 12, width, { font: 'regular', size: 9, color: COLOR.muted, direction: side.direction }),
      );
    });
  }
}

/** One worker's pages. */
function drawWorker(writer: CvWriter, content: TCvContent, image: Buffer | null) {
  let cursor = header(writer, content, writer.startWorker());
  const first = writer.workerFirstPage;
  const [side, second] = content.sides as [TCvSide, TCvSide | undefined];
  if (!second) {
    const rtl = side.direction === 'rtl';
    const photoX = rtl ? PAGE.margin + CONTENT_WIDTH - PHOTO.width : PAGE.margin;
    photo(writer, image, photoX, cursor.y);
    const textX = rtl ? PAGE.margin : PAGE.margin + PHOTO.width + 18;
    const textWidth = CONTENT_WIDTH - PHOTO.width - 18;
    headline(writer, side, content.code, textX, cursor.y, textWidth, 20);
    cursor = { ...cursor, y: cursor.y + PHOTO.height + 18 };
    details(writer, side, cursor, PAGE.margin, CONTENT_WIDTH);
  } else {
    photo(writer, image, PAGE.margin + (CONTENT_WIDTH - PHOTO.width) / 2, cursor.y);
    const columnWidth = (CONTENT_WIDTH - 24) / 2;
    const left = PAGE.margin;
    const right = PAGE.margin + CONTENT_WIDTH - columnWidth;
    const nameWidth = (CONTENT_WIDTH - PHOTO.width) / 2 - 14;
    headline(writer, side, content.code, left, cursor.y, nameWidth, 16);
    headline(writer, second, content.code, PAGE.margin + CONTENT_WIDTH - nameWidth, cursor.y, nameWidth, 16);
    cursor = { ...cursor, y: cursor.y + PHOTO.height + 18 };
    details(writer, side, cursor, left, columnWidth);
    details(writer, second, cursor, right, columnWidth);
  }
  footers(writer, content, first);
}

/** The PDF of one or more workers' CVs, each from her first page; `photos[i]` is a JPEG or PNG of `contents[i]`'s photo, or null. */
export function renderCvs(contents: TCvContent[], photos: Array<Buffer | null>): Promise<Buffer> {
  const writer = new CvWriter();
  contents.forEach((content, index) => drawWorker(writer, content, photos[index] ?? null));
  return writer.finish();
}
