import { parentPort } from 'node:worker_threads';
import { AppError } from '../http/app-error.js';

/**
 * The thread's side of pool.ts: answers each task with its value (an ArrayBuffer-backed value is
 * moved, not copied), or with the refusal it threw (an AppError keeps its status and message key).
 */
export function serveTasks<I, O>(handle: (input: I) => Promise<O> | O) {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  const answer = async ({ id, input }: { id: number; input: I }) => {
    try {
      const value = await handle(input);
      const transfer =
        value instanceof Uint8Array && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength ? [value.buffer as ArrayBuffer] : [];
      port.postMessage({ id, ok: true, value }, transfer);
    } catch (error) {
      const refusal = error instanceof AppError ? { statusCode: error.statusCode, messageKey: error.messageKey, params: error.params } : {};
      port.postMessage({ id, ok: false, error: { ...refusal, message: error instanceof Error ? error.message : String(error) } });
    }
  };
  port.on('message', (task: { id: number; input: I }) => void answer(task));
}
