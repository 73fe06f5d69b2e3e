/**
 * What Mantine and the app need from a browser that jsdom does not have, for component tests
 * (`*.test.tsx`, which run in jsdom). Unit tests run in Node, where this file does nothing.
 */
import { afterAll, afterEach, vi } from 'vitest';

// The files of a worker share its globals (isolate: false): a unit test's stand-in `window` must not
// reach the next file.
afterAll(() => {
  vi.unstubAllGlobals();
});

if (typeof window !== 'undefined') {
  // Mantine reads media queries (colour scheme, reduced motion, breakpoints): none matches.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

  class NoResize {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= NoResize as unknown as typeof ResizeObserver;

  /** Everything is on screen: lazy parts of a page (NearViewport) render at once. */
  class AllVisible {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [0];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
      } as IntersectionObserverEntry;
      queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver ??= AllVisible as unknown as typeof IntersectionObserver;

  // Mantine's autosizing textarea listens for fonts loading.
  if (!('fonts' in document)) {
    const fonts = Object.assign(new EventTarget(), {
      status: 'loaded',
      ready: Promise.resolve(),
      check: () => true,
      load: async () => [],
    });
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: fonts,
    });
  }

  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.scrollTo ??= function scrollTo() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  // jsdom's getComputedStyle refuses a pseudo-element argument; Mantine passes one in places.
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element) => getComputedStyle(element);

  const { notifications } = await import('@mantine/notifications');
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy… and waitFor give up after 5 s instead of 1: a page that loads, answers and re-renders
  // takes longer than a second on a loaded two-core machine.
  configure({ asyncUtilTimeout: 5000 });

  afterEach(() => {
    cleanup();
    // Mantine's notification store lives in the package, outside the app's modules: empty it.
    notifications.clean();
    notifications.cleanQueue();
    window.localStorage.clear();
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
    vi.unstubAllGlobals();
  });
}
