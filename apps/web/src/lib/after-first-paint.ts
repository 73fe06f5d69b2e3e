/** The longest a deferred part waits when the browser reports no paint (a hidden tab). */
const MAX_WAIT_MS = 2000;

let painted: Promise<void> | undefined;

/**
 * Resolves once the page has shown its first content. Parts below the fold (forms, the catalogue)
 * load their code after it, so the first paint waits only for what it shows.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, MAX_WAIT_MS);
  });
  return painted;
}
