import { useRef, useState } from 'react';

/**
 * A step sent once however often its button is pressed: a press while it is on its way does
 * nothing, and `busy` holds the button. The step calls `done(true)` when it leaves the page (kept
 * busy), `done(false)` when refused, not valid, or over, so it may be sent again.
 */
export function useSendOnce() {
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = (send: (done: (leaving: boolean) => void) => void) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    send((leaving) => {
      if (leaving) return;
      sending.current = false;
      setBusy(false);
    });
  };
  return { run, busy };
}
