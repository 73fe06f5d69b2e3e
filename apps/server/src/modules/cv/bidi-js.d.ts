/** The parts of bidi-js (the Unicode Bidirectional Algorithm) the CV uses; the package has no types. */
declare module 'bidi-js' {
  type TEmbeddingLevels = { levels: Uint8Array; paragraphs: Array<{ start: number; end: number; level: number }> };
  type TBidi = {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl' | 'auto'): TEmbeddingLevels;
    getMirroredCharacter(char: string): string | null;
  };
  export default function bidiFactory(): TBidi;
}
