// A child process for pglite-disk-full.test.ts: opens PGlite on the folder given, says "ready", and
// after a line on stdin rewrites one row until the disk is full (the process must then stop itself).
import { createInterface } from 'node:readline';
import { startPglite } from './pglite.js';

const database = await startPglite({ dataDir: process.argv[2]!, durable: false });
await database.client.exec("CREATE TABLE notes (id int PRIMARY KEY, body text); INSERT INTO notes VALUES (1, '')");
console.log('ready');
await new Promise((resolve) => createInterface({ input: process.stdin }).once('line', resolve));
for (;;) {
  await database.client.query('UPDATE notes SET body = $1 WHERE id = 1', ['x'.repeat(1500) + Math.random()]).catch(() => undefined);
}
