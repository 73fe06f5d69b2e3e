// After `vite build`: a Brotli and a gzip copy of every text asset, which the server sends to
// browsers that accept them (@fastify/static preCompressed) without compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ASSETS = path.join(import.meta.dirname, 'dist', 'assets');
const TEXT = /\.(js|css|svg|json)$/;

for (const name of fs.readdirSync(ASSETS).filter((file) => TEXT.test(file))) {
  const file = path.join(ASSETS, name);
  const content = fs.readFileSync(file);
  if (content.length < 1024) continue;
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
