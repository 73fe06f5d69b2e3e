import { serveTasks } from '../../workers/serve.js';
import type { TCvContent } from './presenter.js';
import { renderCvs } from './render.js';

/** The CV drawing thread (render-pool.ts): contents and photos in, the PDF's bytes out. */
serveTasks(async ({ contents, photos }: { contents: TCvContent[]; photos: Array<Uint8Array | null> }) => {
  const pdf = await renderCvs(
    contents,
    photos.map((photo) => (photo ? Buffer.from(photo.buffer, photo.byteOffset, photo.byteLength) : null)),
  );
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
});
