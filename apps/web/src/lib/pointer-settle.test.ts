import { describe, expect, it } from 'vitest';
import { createPointerSettle } from './pointer-settle';

function setup() {
  const target = new EventTarget();
  const later: Array<() => void> = [];
  const settle = createPointerSettle(target, (run) => later.push(run));
  const fire = (type: string) => target.dispatchEvent(new Event(type));
  return { settle, fire, later };
}

describe('createPointerSettle', () => {
  it('runs at once when no pointer is pressed', () => {
    const { settle } = setup();
    const runs: string[] = [];
    settle(() => runs.push('blur'));
    expect(runs).toEqual(['blur']);
  });

  it('waits for the release, and then for the click that follows it', () => {
    const { settle, fire, later } = setup();
    const runs: string[] = [];
    fire('pointerdown');
    settle(() => runs.push('blur'));
    expect(runs).toEqual([]);

    fire('pointerup');
    expect(runs).toEqual([]);
    later.forEach((run) => run());
    expect(runs).toEqual(['blur']);
  });

  it('does not hold work back after a cancelled press or once the keyboard is used', () => {
    const { settle, fire, later } = setup();
    const runs: string[] = [];
    fire('pointerdown');
    settle(() => runs.push('first'));
    fire('pointercancel');
    later.splice(0).forEach((run) => run());

    fire('pointerdown');
    fire('keydown');
    settle(() => runs.push('second'));
    expect(runs).toEqual(['first', 'second']);
  });
});
