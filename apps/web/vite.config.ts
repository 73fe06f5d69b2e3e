import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogueParts } from './catalogue-parts';
import { firstPaintChunks } from './first-paint-chunks';
import { stableIds } from './stable-ids';

// In development (`npm run dev`, scripts/dev.mjs) the server runs beside Vite on PORT (3000 unless
// set): whatever it answers itself (the API and its docs, uploaded media, sitemap and robots) is
// passed to it, so the app at Vite's address works as it does on the server's. The Host header is
// kept, so links the server writes (sitemap) name Vite's address.
const serverHost = !process.env.HOST || ['0.0.0.0', '::'].includes(process.env.HOST) ? '127.0.0.1' : process.env.HOST;
const serverUrl = `http://${serverHost.includes(':') ? `[${serverHost}]` : serverHost}:${process.env.PORT || '3000'}`;
const SERVER_PATHS = ['/api/', '/media/', '/sitemap.xml', '/robots.txt'];

export default defineConfig({
  plugins: [react(), catalogueParts(), firstPaintChunks(), stableIds()],
  build: {
    outDir: 'dist',
    // Everything the first page needs goes in one file: split into the common chunks the lazy pages
    // share with it, the same code gzips ~5 kB bigger (DESIGN.md section 9). Lazy pages stay separate.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
    chunkSizeWarningLimit: 600,
  },
  // The server's render (entry-server.tsx) as one file, its packages in it: Node loads it in a
  // fraction of the time it takes to resolve and read hundreds of modules from node_modules.
  ssr: { noExternal: true },
  server: {
    // An object, not the bare URL: Vite's shorthand would set changeOrigin and rewrite the Host header.
    proxy: Object.fromEntries(SERVER_PATHS.map((prefix) => [prefix, { target: serverUrl }])),
  },
});
