import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { namedGlyphs } from './render.js';

type TGlyph = { id: number; codePoints: number[] };
type TFont = {
  layout: (text: string) => { glyphs: TGlyph[] };
  getGlyph: (id: number, codePoints?: number[]) => TGlyph;
  glyphForCodePoint: (codePoint: number) => TGlyph;
  _cmapProcessor: { lookup: (codePoint: number) => number };
};

/** A font parsed afresh, as the process's first PDF finds it. */
const freshFont = () =>
  (
    new PDFDocument({ font: fileURLToPath(new URL('./fonts/IBMPlexSansArabic-Regular.ttf', import.meta.url)), autoFirstPage: false }) as unknown as {
      _font: { font: TFont };
    }
  )._font.font;

describe("a PDF's text keeps every letter", () => {
  it('gives a glyph first made without characters the letter a later text lays out with it', () => {
    const plain = freshFont();
    // The glyph's number from the character map, without making the glyph.
    const id = plain._cmapProcessor.lookup(0x633);
    plain.getGlyph(id);
    expect(plain.layout('س').glyphs[0]!.codePoints, 'fontkit alone keeps the glyph without its letter').toEqual([]);

    const named = namedGlyphs(freshFont());
    named.getGlyph(id);
    expect(named.layout('س').glyphs[0]!.codePoints).toEqual([0x633]);
  });
});
