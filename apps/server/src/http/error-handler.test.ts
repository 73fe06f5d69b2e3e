import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerHooks } from './error-handler.js';

describe('what the log calls an error', () => {
  it("logs a visitor hanging up mid-answer at debug, and the server's own errors as errors", async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as { level: number; msg: string });
        done();
      },
    });
    const app = Fastify({ logger: { level: 'debug', stream, hooks: loggerHooks } });
    app.log.error(new Error('premature close'));
    app.log.error(new Error('relation "orders" does not exist'));
    await app.close();
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [20, 'the client closed the connection before the answer ended'],
      [50, 'relation "orders" does not exist'],
    ]);
  });
});
