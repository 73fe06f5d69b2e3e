import { AppError } from '../http/app-error.js';
import { serveTasks } from './serve.js';

/** A thread for pool.test.ts: echoes, refuses, spins past its time or fills its heap, as asked. */
serveTasks(async (task: { do: 'echo' | 'refuse' | 'spin' | 'fill' | 'wait'; value?: number }) => {
  if (task.do === 'refuse') throw new AppError(422, 'validation.invalid', { value: task.value ?? 0 });
  if (task.do === 'spin') for (;;);
  if (task.do === 'fill') {
    const kept: number[][] = [];
    for (;;) kept.push(new Array<number>(1_000_000).fill(kept.length + 0.5));
  }
  if (task.do === 'wait') await new Promise((resolve) => setTimeout(resolve, task.value));
  return task.value;
});
