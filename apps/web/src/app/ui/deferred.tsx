import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { importCode } from '../../lib/import-code';

type TDeferredOptions = {
  /** Holds the part's place (give it the part's usual height where it shows on the first screen, so nothing moves). */
  placeholder?: ReactNode;
  /** The part shows only words of the catalogue's first part (a public page's lower sections): the rest need not load. */
  firstPaintWords?: boolean;
  /**
   * False for a part a rendered page never holds (a form that shows once the visitor nears it,
   * NearViewport): neither the server's render nor the browser taking the page over waits for its code.
   */
  inRenderedPages?: boolean;
};

/** Each deferred part's loader, for the server: it renders a page whole (decision 037). */
const partLoaders = new Set<() => Promise<unknown>>();

/**
 * Loads every deferred part known so far, and those their modules bring, so a page rendered on the
 * server shows them where the browser shows them after its first paint. A render in which a part
 * is still loading would write it as a segment with an inline script, which the page's policy refuses.
 * The browser loads them too before it takes a rendered page over (main.tsx): the page then
 * hydrates whole, in one pass, with no part left answering nothing.
 */
export async function loadDeferredParts(): Promise<void> {
  let known = 0;
  while (known !== partLoaders.size) {
    known = partLoaders.size;
    await Promise.all([...partLoaders].map((load) => load()));
  }
}

/** A component whose code loads after the page's first paint, with the whole catalogue unless `firstPaintWords`. */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { placeholder = null, firstPaintWords = false, inRenderedPages = true }: TDeferredOptions = {},
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => (loading ??= importCode(load, { firstPaintWords }).then((part) => (loaded = part)));
  if (inRenderedPages) partLoaders.add(loadOnce);
  const Part = lazy(async () => {
    await afterFirstPaint();
    return { default: await loadOnce() };
  });
  return function Deferred(props: P) {
    // Chosen once for each place it shows: the part itself where its code is in already (on the
    // server, and when a rendered page is taken over), else the lazy one, kept after it has loaded:
    // a part whose component changed would be mounted anew, dropping what the visitor had typed.
    const [Shown] = useState(() => loaded ?? Part);
    return (
      <Suspense fallback={placeholder}>
        <Shown {...props} />
      </Suspense>
    );
  };
}
