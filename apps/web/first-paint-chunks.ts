import type { Plugin, Rollup } from 'vite';

/**
 * The page module of each public route (its lazy sections below the fold load after it), and the
 * language catalogues. A page that shows another feature's part is the app's (app/compose/).
 */
const FIRST_PAINT_MODULES: Record<string, string[]> = {
  home: ['app/compose/HomePage.tsx'],
  workers: ['features/catalogue/pages/WorkersPage.tsx'],
  laborDetails: ['app/compose/LaborDetailsPage.tsx'],
  services: ['features/cms/pages/ServicesPage.tsx'],
  articles: ['features/cms/pages/ArticlesPage.tsx'],
  newsDetails: ['features/cms/pages/NewsDetailsPage.tsx'],
  contactUs: ['features/cms/pages/ContactPage.tsx'],
  apply: ['features/cms/pages/ApplyPage.tsx'],
  prices: ['features/cms/pages/PricesPage.tsx'],
  privacy: ['features/cms/pages/PrivacyPage.tsx'],
  terms: ['features/cms/pages/TermsPage.tsx'],
  // The catalogues' first parts (catalogue-parts.ts).
  en: ['virtual:messages/en-first'],
  ar: ['virtual:messages/ar-first'],
};

type TChunkInfo = { fileName: string; imports: string[]; dynamicImports: string[]; css: string[]; hasZod: boolean };

/**
 * Writes dist/first-paint.json: for each public route and each language catalogue, the JS and CSS
 * files it loads after the entry. The server names them in the page as preloads, so the browser
 * fetches them with the entry instead of one after the other.
 */
export function firstPaintChunks(): Plugin {
  let files: Record<string, string[]> = {};
  return {
    name: 'first-paint-chunks',
    // The client's build only: the server's (entry-server.tsx) writes no CSS to preload.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After Vite's own: it drops the chunks that only load a CSS file (Mantine's CloseButton.css),
    // moving their CSS to the chunks that imported them; named before that, they were preloads of
    // files that do not exist (a 404 each on every public page).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, TChunkInfo>();
        const byModule: Array<[string, string]> = [];
        let entry: string | undefined;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks.set(output.fileName, {
            fileName: output.fileName,
            imports: output.imports,
            dynamicImports: output.dynamicImports,
            css: [...(output.viteMetadata?.importedCss ?? [])],
            hasZod: output.moduleIds.some((id) => id.includes('/node_modules/zod/')),
          });
          if (output.isEntry) entry = output.fileName;
          if (output.facadeModuleId) byModule.push([output.facadeModuleId.replace(/\\/g, '/'), output.fileName]);
        }
        const entryFiles = new Set(entry ? closure(chunks, [entry]) : []);
        const entryStyles = [...entryFiles].filter((file) => file.endsWith('.css'));
        files = {};
        const styles: Record<string, TPageStyles> = {};
        for (const [name, modules] of Object.entries(FIRST_PAINT_MODULES)) {
          const roots = modules.map((module) => byModule.find(([id]) => id === `\0${module}` || id.endsWith(`/${module}`))?.[1]);
          if (roots.some((root) => !root)) this.error(`first-paint-chunks: no chunk for a module of ${name}`);
          files[name] = closure(chunks, roots as string[])
            .filter((file) => !entryFiles.has(file))
            .map((file) => `/${file}`);
          // The schemas (25 kB gz of zod) load with the forms, after the first paint: a constant
          // imported from a schema module would put them back on the page's critical path.
          const withZod = files[name].filter((file) => chunks.get(file.slice(1))?.hasZod);
          if (withZod.length > 0) this.error(`first-paint-chunks: ${name} loads zod before its first paint (${withZod.join(', ')})`);
          // A page the server renders shows its deferred parts too: their styles are in its head from the start.
          const pageStyles = closure(chunks, roots as string[], { lazyToo: true, entryFiles }).filter((file) => file.endsWith('.css') && !entryFiles.has(file));
          if (pageStyles.length > 0) styles[name] = pageSheet(this, name, [...entryStyles, ...pageStyles], bundle);
        }
        this.emitFile({ type: 'asset', fileName: 'first-paint.json', source: JSON.stringify(files) });
        this.emitFile({ type: 'asset', fileName: 'page-styles.json', source: JSON.stringify(styles) });
      },
    },
    // A preload of a file the build did not write would be a 404 on every public page.
    writeBundle(_options, bundle) {
      const missing = Object.values(files)
        .flat()
        .filter((file) => !(file.slice(1) in bundle));
      if (missing.length > 0) this.error(`first-paint-chunks: preloads of files not written: ${[...new Set(missing)].join(', ')}`);
    },
  };
}

/** A rendered page's stylesheet (`sheet`), and the files it holds (`parts`), in their order. */
type TPageStyles = { sheet: string; parts: string[] };

/**
 * The stylesheets a rendered page needs, joined into one file: on a slow link each stylesheet is a
 * request the first paint waits for (nine on the home page). The parts are named too, so the
 * browser's code does not load them again (page-render.ts).
 */
function pageSheet(context: Rollup.PluginContext, name: string, parts: string[], bundle: Rollup.OutputBundle): TPageStyles {
  const source = parts.map((file) => {
    const asset = bundle[file];
    if (asset?.type !== 'asset') return context.error(`first-paint-chunks: no stylesheet ${file}`);
    return String(asset.source);
  });
  const reference = context.emitFile({ type: 'asset', name: `rendered-${name}.css`, source: source.join('\n') });
  return { sheet: `/${context.getFileName(reference)}`, parts: parts.map((file) => `/${file}`) };
}

/** The chunks and their static imports, depth first, with the CSS each one brings. */
function closure(chunks: Map<string, TChunkInfo>, roots: string[], { lazyToo = false, entryFiles = new Set<string>() } = {}): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
    // The entry's lazy imports are every page (the router): only the page's own are followed.
    if (lazyToo && !entryFiles.has(fileName)) chunk.dynamicImports.forEach(visit);
    chunk.css.forEach((css) => seen.add(css));
  };
  roots.forEach(visit);
  return [...seen];
}
