import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the visible page a part starts to load. */
const LOAD_MARGIN = '600px 0px';

/**
 * Renders its children once their place comes within LOAD_MARGIN of the visible page: a form two
 * screens down on a phone loads its code when the visitor scrolls towards it, not with the page.
 * The place keeps `minBlockSize` meanwhile, so nothing moves when it arrives.
 */
export function NearViewport({ children, minBlockSize }: { children: ReactNode; minBlockSize: string }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    // A browser without IntersectionObserver loads the part at once (one more render, only there).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: LOAD_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} style={{ minBlockSize }}>
      {near && children}
    </div>
  );
}
