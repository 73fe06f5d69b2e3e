import bidiFactory from 'bidi-js';

/**
 * Right-to-left text for pdfkit (docs/decisions/016). pdfkit shapes Arabic through fontkit, which
 * lays out a run of Arabic right to left, but it has no bidi algorithm: a line mixing Arabic with
 * Latin words or digits comes out in the wrong order. Here a line is cut into runs by the Unicode
 * Bidirectional Algorithm (bidi-js), the runs put in visual order (rule L2), and each run drawn on
 * its own: fontkit shapes it and, for Arabic, orders its letters.
 */
const bidi = bidiFactory();

export type TDirection = 'ltr' | 'rtl';
/** A piece of a line in the order it is drawn, left to right, as fontkit is to be given it. */
export type TVisualRun = { text: string; rtl: boolean };

const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const RTL_CHARACTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

const hasRtl = (text: string) => RTL_CHARACTER.test(text);
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, '');

/** Reverses the order of the runs at each level from the highest down to 1 (UAX #9, L2). */
function reorder<T extends { level: number }>(runs: T[]): T[] {
  let visual = runs;
  const highest = Math.max(0, ...runs.map((run) => run.level));
  for (let level = highest; level >= 1; level--) {
    const next: T[] = [];
    for (let i = 0; i < visual.length;) {
      if (visual[i]!.level < level) {
        next.push(visual[i++]!);
        continue;
      }
      let end = i;
      while (end < visual.length && visual[end]!.level >= level) end++;
      next.push(...visual.slice(i, end).reverse());
      i = end;
    }
    visual = next;
  }
  return visual;
}

/** One line of text (no line breaks) as runs in visual order, in a paragraph of the given direction. */
export function visualRuns(line: string, direction: TDirection): TVisualRun[] {
  if (direction === 'ltr' && !hasRtl(line)) return [{ text: withoutBidiControls(line), rtl: false }];
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const runs: Array<{ text: string; level: number }> = [];
  let start = 0;
  for (let i = 1; i <= line.length; i++) {
    if (i === line.length || levels[i] !== levels[start]) {
      runs.push({ text: line.slice(start, i), level: levels[start]! });
      start = i;
    }
  }
  return reorder(runs).flatMap(({ text: logical, level }) => {
    // Marks and isolates have done their work in the levels; fonts have no glyph for them.
    const text = withoutBidiControls(logical);
    if (!text) return [];
    const rtl = level % 2 === 1;
    if (rtl) return { text: [...text].map((char) => bidi.getMirroredCharacter(char) ?? char).join(''), rtl };
    // fontkit lays out any run holding Arabic-script characters right to left: a left-to-right
    // run of them (Arabic-Indic digits, ١٬٥٠٠) is handed over reversed, so it is drawn in order.
    return { text: ARABIC_SCRIPT.test(text) ? [...text].reverse().join('') : text, rtl };
  });
}

/** Arabic-Indic digits (٠-٩) for Western ones, with the Arabic thousands and decimal separators between digits. */
export function arabicIndicDigits(text: string): string {
  return text
    .replace(/(?<=\d),(?=\d)/g, '\u066C')
    .replace(/(?<=\d)\.(?=\d)/g, '\u066B')
    .replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}

/**
 * The code points a ligature's glyph stands for, as a PDF reader is to be told them. Readers
 * (poppler's pdftotext, browsers' viewers) read a right-to-left line backwards, glyph by glyph and
 * character by character, so a ligature that stands for several Arabic letters (لا, بر, ين) must
 * name them in visual order to come back in the order they were typed.
 */
export function ligatureCodePointsForReaders(codePoints: number[]): number[] {
  return codePoints.length > 1 && codePoints.every((point) => ARABIC_SCRIPT.test(String.fromCodePoint(point))) ? [...codePoints].reverse() : codePoints;
}
