import { createWorkerPool, WorkerTaskError } from '../../workers/pool.js';
import type { TContractSide } from './contract-pdf.js';
import type { TCvContent } from './presenter.js';

/** What the thread draws: CVs with their photos, or the employment contract in its two languages. */
export type TDrawingTask =
  { kind: 'cv'; contents: TCvContent[]; photos: Array<Uint8Array | null> } | { kind: 'contract'; sides: [TContractSide, TContractSide] };

/**
 * CVs and contracts are drawn by one thread beside the server's (the machine has two cores): pdfkit's work and
 * the heap it fills stay off the event loop, so the catalogue and `/api/health` answer in their
 * usual time while visitors download CVs. Eight more wait their turn; past them a visitor is asked
 * to try again in a few seconds (503, Retry-After). The thread's heap has a ceiling and the thread
 * ends after a minute without work, giving its memory back.
 */
export const CV_DRAWING = { threads: 1, queueLimit: 8, timeoutMs: 30_000, idleMs: 60_000, heapMb: 64 } as const;

export type TPdfDrawing = {
  render(contents: TCvContent[], photos: Array<Buffer | null>): Promise<Buffer>;
  contract(sides: [TContractSide, TContractSide]): Promise<Buffer>;
  close(): Promise<void>;
};

export function createPdfDrawing(limits: Partial<typeof CV_DRAWING> = {}): TPdfDrawing {
  const settings = { ...CV_DRAWING, ...limits };
  const pool = createWorkerPool<TDrawingTask, Uint8Array>({
    source: new URL('./render-worker.ts', import.meta.url),
    built: 'cv-render-worker',
    size: settings.threads,
    queueLimit: settings.queueLimit,
    busyKey: 'cv.busy',
    timeoutMs: settings.timeoutMs,
    idleMs: settings.idleMs,
    resourceLimits: { maxOldGenerationSizeMb: settings.heapMb, maxYoungGenerationSizeMb: 4 },
  });
  const draw = async (task: TDrawingTask) => {
    try {
      const pdf = await pool.run(task);
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } catch (error) {
      if (error instanceof WorkerTaskError) throw new Error(`The ${task.kind === 'cv' ? 'CV' : 'contract'} could not be drawn (${error.reason})`);
      throw error;
    }
  };
  return {
    render: (contents, photos) => draw({ kind: 'cv', contents, photos }),
    contract: (sides) => draw({ kind: 'contract', sides }),
    close: () => pool.close(),
  };
}
