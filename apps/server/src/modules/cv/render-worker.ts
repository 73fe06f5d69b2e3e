import { serveTasks } from '../../workers/serve.js';
import { renderContract } from './contract-pdf.js';
import { renderCvs } from './render.js';
import type { TDrawingTask } from './render-pool.js';

const bytesOf = (pdf: Buffer) => new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);

/** The PDF drawing thread (render-pool.ts): CVs (contents and photos) or a contract (its two sides) in, the PDF's bytes out. */
serveTasks(async (task: TDrawingTask) => {
  if (task.kind === 'contract') return bytesOf(await renderContract(task.sides));
  const photos = task.photos.map((photo) => (photo ? Buffer.from(photo.buffer, photo.byteOffset, photo.byteLength) : null));
  return bytesOf(await renderCvs(task.contents, photos));
});
