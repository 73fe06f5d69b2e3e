import { describe, expect, it } from 'vitest';
import { hashPassword, limitConcurrency, verifyPassword } from './credentials.js';

describe('limitConcurrency', () => {
  it('runs no more than the limit at once, every task in its turn, and a failure frees its place', async () => {
    const limited = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const finished: number[] = [];
    const task = (id: number) =>
      limited(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (id === 1) throw new Error('task 1 failed');
        finished.push(id);
        return id;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(task));
    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(finished.sort()).toEqual([0, 2, 3, 4]);
  });
});

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one, many at once', async () => {
    const stored = await hashPassword('correct horse battery');
    const checks = await Promise.all([...Array(6)].map((_, index) => verifyPassword(stored, index % 2 ? 'wrong' : 'correct horse battery')));
    expect(checks).toEqual([true, false, true, false, true, false]);
    expect(await verifyPassword(undefined, 'anything')).toBe(false);
  });
});
