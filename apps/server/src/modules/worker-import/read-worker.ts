import { serveTasks } from '../../workers/serve.js';
import { parseImportFile } from './read-file.js';
import { checkRowValues, headerOf, type TLookups } from './rows.js';

/** While checking, the photo is a name of the right form: a file has none, and nothing is stored for a preview. */
const NO_PHOTO_YET = { photo: `${'0'.repeat(32)}.webp`, thumbnail: `${'0'.repeat(32)}.webp` };

/**
 * The import thread (import-pool.ts): a file's bytes in; its header and every row checked as the
 * worker's form checks her out (or the refusal). Only the passport numbers are checked afterwards,
 * against the database, by the server's thread.
 */
serveTasks(async ({ bytes, lookups, now }: { bytes: Uint8Array; lookups: TLookups; now: number }) => {
  const sheet = await parseImportFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const header = headerOf(sheet);
  return { format: sheet.format, header, rows: checkRowValues(sheet, header.columns, lookups, NO_PHOTO_YET, new Date(now)) };
});
