import { importWithReload } from './chunk-reload';
import { withAllMessages } from './i18n';

/**
 * Code loaded lazily (a page, a part after the first paint, a dialog): a chunk that vanished with a
 * new release reloads the page once, and the whole language catalogue is in before it renders,
 * unless it shows only words of the catalogue's first part (`firstPaintWords`, lib/i18n.ts).
 */
export function importCode<T>(load: () => Promise<T>, { firstPaintWords = false } = {}): Promise<T> {
  return importWithReload(firstPaintWords ? load : () => withAllMessages(load));
}
