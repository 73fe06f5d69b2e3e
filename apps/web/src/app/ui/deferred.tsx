import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { importCode } from '../../lib/import-code';

type TDeferredOptions = {
  /** Holds the part's place (give it the part's usual height where it shows on the first screen, so nothing moves). */
  placeholder?: ReactNode;
  /** The part shows only words of the catalogue's first part (a public page's lower sections): the rest need not load. */
  firstPaintWords?: boolean;
};

/** A component whose code loads after the page's first paint, with the whole catalogue unless `firstPaintWords`. */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, { placeholder = null, firstPaintWords = false }: TDeferredOptions = {}) {
  const Part = lazy(async () => {
    await afterFirstPaint();
    return { default: await importCode(load, { firstPaintWords }) };
  });
  return function Deferred(props: P) {
    return (
      <Suspense fallback={placeholder}>
        <Part {...props} />
      </Suspense>
    );
  };
}
