// Bundles the server and the shared package into dist/main.js (and dist/bench-generate.js, and the
// worker threads' modules beside it: workers/pool.ts finds them there); npm dependencies stay external.
import fs from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@app/'));

fs.rmSync('dist', { recursive: true, force: true });
await build({
  // The server, and the data generator `npm run bench` starts before it; the threads that draw CVs
  // and read imported spreadsheets.
  entryPoints: {
    main: 'src/main.ts',
    'bench-generate': 'src/bench/generate.ts',
    'cv-render-worker': 'src/modules/cv/render-worker.ts',
    'import-worker': 'src/modules/worker-import/read-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // main.js loads the app as its own chunk while the database opens.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
fs.cpSync('src/db/seed/assets', 'dist/seed-assets', { recursive: true });
fs.cpSync('src/modules/cv/fonts', 'dist/cv-fonts', { recursive: true });
