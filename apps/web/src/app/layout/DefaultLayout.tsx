import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteShell } from './SiteShell';

const HASH_WAIT_MS = 3000;

/**
 * A link to a part of a page (/Services#nannies) scrolls to it once that part has rendered: the
 * page's content may still be loading when the navigation ends.
 */
function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const giveUpAt = performance.now() + HASH_WAIT_MS;
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (performance.now() < giveUpAt) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}

export function DefaultLayout() {
  useScrollToHash();
  return (
    <SiteShell>
      {/* A new page starts at its top; back and forward return where the visitor was. */}
      <ScrollRestoration />
      <Outlet />
    </SiteShell>
  );
}
