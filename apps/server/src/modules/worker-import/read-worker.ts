import { serveTasks } from '../../workers/serve.js';
import { parseImportFile } from './read-file.js';

/** The import thread (import-pool.ts): a file's bytes in, its sheet out, or the refusal. */
serveTasks((bytes: Uint8Array) => parseImportFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
