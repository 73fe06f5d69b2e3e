import { useCallback, useRef, useState } from 'react';

/** Which of a form's uploads are still running: the form must not save before they are stored. */
export function useUploadsInProgress() {
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const trackers = useRef(new Map<string, (busy: boolean) => void>());
  const tracker = useCallback((name: string) => {
    let track = trackers.current.get(name);
    if (!track) {
      track = (busy: boolean) =>
        setRunning((current) => {
          if (current.has(name) === busy) return current;
          const next = new Set(current);
          if (busy) next.add(name);
          else next.delete(name);
          return next;
        });
      trackers.current.set(name, track);
    }
    return track;
  }, []);
  return { busy: running.size > 0, tracker };
}
