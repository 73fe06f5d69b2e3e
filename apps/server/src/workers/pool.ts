import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { AppError } from '../http/app-error.js';

/**
 * Work that could hold the event loop (drawing a PDF, reading a spreadsheet) runs in worker threads:
 * each thread has its own heap with a ceiling, a task past its time is stopped by ending its thread,
 * and a queue with a cap refuses (503, Retry-After) what would only wait. `/api/health` and every
 * other request keep answering meanwhile (issue 31, decision 027).
 */

/** A refusal that tells the client when to try again (sent as Retry-After by the error handler). */
export class RetryLaterError extends AppError {
  constructor(
    messageKey: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, messageKey, { seconds: retryAfterSeconds });
  }
}

/** Why a task did not finish: its thread passed its memory ceiling or its time, or ended otherwise. */
export class WorkerTaskError extends Error {
  constructor(readonly reason: 'memory' | 'time' | 'crash') {
    super(`worker task failed: ${reason}`);
  }
}

export type TWorkerPoolOptions = {
  /** The worker module beside the caller in the sources (`new URL('./x-worker.ts', import.meta.url)`). */
  source: URL;
  /** Its name in the built server: build.mjs bundles it to dist/<built>.js. */
  built: string;
  /** Threads at most. */
  size: number;
  /** Tasks waiting for a thread at most; one more is refused with `busyKey`. */
  queueLimit: number;
  busyKey: string;
  /** A task still running after this long ends its thread. */
  timeoutMs: number;
  resourceLimits: ResourceLimits;
  /** An idle thread ends after this long (0: after each task, so no state outlives a hostile input). */
  idleMs: number;
};

export type TWorkerPool<I, O> = { run(input: I): Promise<O>; close(): Promise<void>; readonly stats: { threads: number; queued: number } };

type TReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { statusCode?: number; messageKey?: string; params?: Record<string, string | number>; message: string } };

/** Where the worker module is: beside the caller in the sources (run through tsx), or dist/<built>.js once built. */
function workerScript(source: URL, built: string): { code: string | URL; eval: boolean } {
  if (source.pathname.endsWith('.ts') && existsSync(fileURLToPath(source))) {
    // Sources (tsx, Vitest): the thread registers tsx before loading the TypeScript module.
    const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); })`;
    return { code, eval: true };
  }
  // The built server: every chunk is in dist/, beside the workers' own files.
  return { code: new URL(`./${built}.js`, import.meta.url), eval: false };
}

type TSlot = { worker: Worker; busy: boolean; idleTimer?: NodeJS.Timeout };
type TTask = { input: unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void };

export function createWorkerPool<I, O>(options: TWorkerPoolOptions): TWorkerPool<I, O> {
  const script = workerScript(options.source, options.built);
  const slots = new Set<TSlot>();
  const queue: TTask[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): TSlot => {
    const worker = new Worker(script.code, { eval: script.eval, resourceLimits: options.resourceLimits, stdout: false, stderr: false });
    const slot: TSlot = { worker, busy: false };
    slots.add(slot);
    worker.unref();
    return slot;
  };

  const release = (slot: TSlot) => {
    slot.busy = false;
    if (options.idleMs === 0 || closed) {
      slots.delete(slot);
      void slot.worker.terminate();
    } else {
      slot.idleTimer = setTimeout(() => {
        slots.delete(slot);
        void slot.worker.terminate();
      }, options.idleMs);
      slot.idleTimer.unref();
    }
    pump();
  };

  const start = (slot: TSlot, task: TTask) => {
    clearTimeout(slot.idleTimer);
    slot.busy = true;
    slot.worker.ref();
    const id = nextId++;
    let settled = false;
    const finish = (outcome: () => void, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      slot.worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      slot.worker.unref();
      outcome();
      if (keep) release(slot);
      else {
        slots.delete(slot);
        void slot.worker.terminate();
        pump();
      }
    };
    const onMessage = (reply: TReply) => {
      if (reply.id !== id) return;
      if (reply.ok) finish(() => task.resolve(reply.value), true);
      else {
        const { error } = reply;
        finish(
          () =>
            task.reject(error.messageKey && error.statusCode ? new AppError(error.statusCode, error.messageKey, error.params ?? {}) : new Error(error.message)),
          true,
        );
      }
    };
    const onError = (error: Error & { code?: string }) =>
      finish(() => task.reject(new WorkerTaskError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash')), false);
    const onExit = () => finish(() => task.reject(new WorkerTaskError('crash')), false);
    const timer = setTimeout(() => finish(() => task.reject(new WorkerTaskError('time')), false), options.timeoutMs);
    slot.worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    slot.worker.postMessage({ id, input: task.input });
  };

  function pump() {
    while (queue.length > 0) {
      let slot = [...slots].find((candidate) => !candidate.busy);
      if (!slot && slots.size < options.size) slot = spawn();
      if (!slot) return;
      start(slot, queue.shift()!);
    }
  }

  return {
    run(input) {
      if (closed) return Promise.reject(new WorkerTaskError('crash'));
      const idle = [...slots].some((slot) => !slot.busy) || slots.size < options.size;
      if (!idle && queue.length >= options.queueLimit) {
        // About one task's time per waiting task ahead, in whole seconds.
        return Promise.reject(
          new RetryLaterError(options.busyKey, Math.max(1, Math.ceil(((queue.length + 1) * Math.min(options.timeoutMs, 2000)) / 1000 / options.size))),
        );
      }
      return new Promise<O>((resolve, reject) => {
        queue.push({ input, resolve: resolve as (value: unknown) => void, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new WorkerTaskError('crash'));
      await Promise.all([...slots].map((slot) => (clearTimeout(slot.idleTimer), slot.worker.terminate())));
      slots.clear();
    },
    get stats() {
      return { threads: slots.size, queued: queue.length };
    },
  };
}
