type TListenTarget = Pick<EventTarget, 'addEventListener'>;

/**
 * Runs work once the pointer that is pressed right now has been released.
 *
 * A field validated on blur grows a message under it. When the blur comes from pressing the
 * submit button, that message pushes the button down between press and release, the release lands
 * elsewhere and the click is lost. Deferring the blur's validation to after the release keeps the
 * click; the submit validates every field anyway.
 */
export function createPointerSettle(target: TListenTarget, later: (run: () => void) => void = (run) => setTimeout(run, 0)) {
  let pressed = false;
  let pending: Array<() => void> = [];
  const release = () => {
    pressed = false;
    const queued = pending;
    pending = [];
    if (queued.length > 0) later(() => queued.forEach((run) => run()));
  };
  target.addEventListener('pointerdown', () => (pressed = true), { capture: true });
  for (const type of ['pointerup', 'pointercancel', 'keydown']) target.addEventListener(type, release, { capture: true });

  return (run: () => void): void => {
    if (pressed) pending.push(run);
    else run();
  };
}
