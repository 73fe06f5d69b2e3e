import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggingOptions } from './logging.js';

describe('the logger', () => {
  it('writes JSON outside development, with no pino-pretty to load', () => {
    for (const NODE_ENV of ['production', 'test'] as const) {
      const options = loggingOptions({ NODE_ENV, LOG_LEVEL: 'info' });
      expect(options.logger).toMatchObject({ level: 'info' });
      expect(options.logger).not.toHaveProperty('transport');
      expect(options.logController).toBeUndefined();
    }
  });

  it('writes readable lines through pino-pretty in development, one a request', async () => {
    const options = loggingOptions({ NODE_ENV: 'development', LOG_LEVEL: 'debug' });
    expect(options.logger).toMatchObject({ level: 'debug', transport: { target: 'pino-pretty' } });
    expect(() => createRequire(import.meta.url).resolve('pino-pretty')).not.toThrow();

    // The same controller, logging to a stream the test reads instead of the pretty transport.
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as { level: number; msg: string });
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: options.logController });
    app.get('/api/ping', async () => 'pong');
    await app.inject({ method: 'GET', url: '/api/ping?x=1' });
    await app.inject({ method: 'GET', url: '/api/missing' });
    await app.close();
    const requestLines = lines.filter((line) => line.msg.startsWith('GET '));
    expect(requestLines.map((line) => [line.level, line.msg.replace(/\d+ ms$/, 'N ms')])).toEqual([
      [30, 'GET /api/ping?x=1 200 N ms'],
      [30, 'GET /api/missing 404 N ms'],
    ]);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
