import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaintChunks } from './first-paint-chunks';

export default defineConfig({
  plugins: [react(), firstPaintChunks()],
  build: {
    outDir: 'dist',
    // Everything the first page needs goes in one file: split into the common chunks the lazy pages
    // share with it, the same code gzips ~5 kB bigger (DESIGN.md section 9). Lazy pages stay separate.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
