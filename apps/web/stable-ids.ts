import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STABLE_USE_ID = fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url));

/**
 * Gives @mantine/hooks the app's useId (src/lib/mantine-use-id.ts) in place of its own, which
 * swaps React's id for a random one in a layout effect once mounted: on a page the server rendered,
 * that is a synchronous re-render of every input as the browser takes the page over. A build in
 * which Mantine's file was not found (an upgrade that moved it) fails rather than lose this quietly.
 */
export function stableIds(): Plugin {
  let replaced = false;
  return {
    name: 'stable-ids',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source !== './use-id/use-id.mjs' || !importer?.replace(/\\/g, '/').includes('/@mantine/hooks/')) return null;
      replaced = true;
      return STABLE_USE_ID;
    },
    buildEnd(error) {
      if (!error && !replaced) this.error("stable-ids: @mantine/hooks no longer imports './use-id/use-id.mjs'; find its useId and replace it again");
    },
  };
}
