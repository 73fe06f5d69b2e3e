// `npm run restore -- FILE [--force]`: restores an archive of `npm run backup` into the DATA_DIR or
// DATABASE_URL of the environment. Refuses a target that holds data unless --force, and refuses
// while a server uses the embedded database's folder.
import { parseArgs } from 'node:util';
import { runServerModule } from './server-module.mjs';

const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- FILE [--force]');
  process.exit(2);
}
await runServerModule(async ({ restore, config }) => {
  const manifest = await restore(config, positionals[0], { force: values.force });
  const target = config.DATABASE_URL ? 'the database at DATABASE_URL' : config.dbDir;
  console.log(`Restored the backup of ${manifest.createdAt} into ${target} and ${config.uploadDir}.`);
});
