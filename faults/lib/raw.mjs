// One HTTP/1.1 request written byte for byte on a socket, for inputs fetch would refuse to send.
import net from 'node:net';
import { record } from './tally.mjs';

/**
 * Writes `head` (request line and headers, without the blank line) and `body`; answers the status
 * (0 if none). `expectForbidden` when a 401/403 is the answer wanted (lib/tally.mjs).
 */
export function rawRequest(port, head, body = Buffer.alloc(0), timeoutMs = 15_000, { expectForbidden = false } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks = [];
    let settled = false;
    const done = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(text.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0);
      if (status) record(head.split(' ')[1] ?? '/', status, { expectForbidden });
      resolve({ status, error: status ? undefined : (error ?? 'no answer'), text });
    };
    const timer = setTimeout(() => done('TIMEOUT'), timeoutMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // One answer is enough: stop once its headers and announced body are in.
      const text = Buffer.concat(chunks).toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      const length = Number(text.match(/\r\ncontent-length: (\d+)/i)?.[1] ?? -1);
      if (end > 0 && length >= 0 && Buffer.concat(chunks).length >= end + 4 + length) done();
    });
    // A server that answers early (413) and closes may break the write; its answer can still arrive.
    socket.on('error', (error) => setTimeout(() => done(error.code), 1000));
    socket.on('close', () => setTimeout(() => done('CLOSED'), chunks.length ? 0 : 1000));
    // The head first, and a moment for an answer it alone decides (a 413 on its Content-Length); then
    // the body in 256 KiB pieces, read between them, stopping as soon as an answer starts. A server
    // that answers early and then resets while the body still arrives can make the answer unreadable:
    // that shows as ECONNRESET or EPIPE, as a browser would see it.
    const send = async () => {
      socket.write(Buffer.from(`${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, 'latin1'));
      if (body.length > 1024 * 1024) await new Promise((resolve) => setTimeout(resolve, 200));
      for (let offset = 0; offset < body.length && chunks.length === 0 && !settled && !socket.destroyed; offset += 256 * 1024) {
        if (!socket.write(body.subarray(offset, offset + 256 * 1024))) await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve));
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    socket.on('connect', () => void send());
  });
}
