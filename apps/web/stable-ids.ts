import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STABLE_USE_ID = fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url));

/**
 * Gives @mantine/hooks the app's useId (src/lib/mantine-use-id.ts) in place of its own, which
 * swaps React's id for a random one in a layout effect once mounted: on a page the server rendered,
 * that is a synchronous re-render of every input as the browser takes the page over.
 */
export function stableIds(): Plugin {
  return {
    name: 'stable-ids',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './use-id/use-id.mjs' && importer?.replace(/\\/g, '/').includes('/@mantine/hooks/')) return STABLE_USE_ID;
      return null;
    },
  };
}
