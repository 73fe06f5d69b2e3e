// Runs backup or restore with the server's own code (config, database lock, PGlite options), loaded
// from its TypeScript sources; any refusal is printed as one line and exits 1.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export async function runServerModule(work) {
  const envFile = path.join(root, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const { loadConfig } = await tsImport('../apps/server/src/config.ts', import.meta.url);
  const { backup, restore } = await tsImport('../apps/server/src/db/backup.ts', import.meta.url);
  try {
    await work({ backup, restore, config: loadConfig() });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // PGlite keeps no handle that should hold the process, but be sure the script ends.
  process.exit(0);
}
