import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { importWithReload } from '../../lib/chunk-reload';
import { withAllMessages } from '../../lib/i18n';

/**
 * A component whose code loads after the page's first paint, with the whole catalogue. The placeholder holds its place
 * (give it the part's usual height where it shows on the first screen, so nothing moves).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: ReactNode = null) {
  const Part = lazy(async () => {
    await afterFirstPaint();
    return { default: await importWithReload(() => withAllMessages(load)) };
  });
  return function Deferred(props: P) {
    return (
      <Suspense fallback={placeholder}>
        <Part {...props} />
      </Suspense>
    );
  };
}
