// `npm run backup -- [--out FILE]`: one archive of the database, the uploads and the private
// documents, taken while the server runs; reads DATA_DIR, UPLOAD_DIR, DOCUMENTS_DIR and DATABASE_URL (and .env) like the server. Prints the
// archive's path as its last line.
import { parseArgs } from 'node:util';
import { runServerModule } from './server-module.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
await runServerModule(async ({ backup, config }) => {
  console.log(await backup(config, values.out));
});
