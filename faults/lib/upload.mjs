// Uploads sent piece by piece over a raw HTTP request, so a scenario can pace them, cut them off
// or stall them, and see exactly what the server answered or whether it reset the connection.
import http from 'node:http';
import { sleep } from './server.mjs';
import { record } from './tally.mjs';

const BOUNDARY = 'faultsuiteboundary7MA4YWxkTrZu0gW';
const PIECE = 64 * 1024;

/** The start of an MP4 file (an ftyp box), so the server recognises the upload as a video. */
const MP4_HEADER = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.from([0, 0, 0, 0]), Buffer.from('mp42isom')]);

export function multipartParts({ filename = 'clip.mp4', contentType = 'video/mp4' } = {}) {
  return {
    head: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

/**
 * Sends a `fileBytes` video upload to `route` in 64 KiB pieces (`pauseMs` between them).
 * `cutAfter` destroys the connection after that many file bytes; `stallAfter` stops sending and
 * waits for the server to end it; `chunked` sends no Content-Length. Never throws: answers
 * { status, body, error, sent, ms }.
 */
export function sendUpload(url, route, token, { fileBytes, pauseMs = 0, cutAfter, stallAfter, chunked = false, filename, file } = {}) {
  const { head, tail, contentType } = multipartParts({ filename });
  const total = head.length + fileBytes + tail.length;
  const started = Date.now();
  return new Promise((resolve) => {
    let sent = 0;
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      resolve({ sent, ms: Date.now() - started, ...result });
    };
    const request = http.request(`${url}${route}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': contentType,
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': total }),
      },
    });
    request.on('response', (response) => {
      record(route, response.statusCode);
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let body = null;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        done({ status: response.statusCode, body });
      });
      response.on('error', (error) => done({ status: response.statusCode, error: error.code ?? error.message }));
    });
    request.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
    request.on('close', () => done({ status: 0, error: 'CLOSED' }));
    const write = (buffer) => new Promise((ok) => (request.write(buffer) ? ok() : request.once('drain', ok)));
    (async () => {
      await write(head);
      const filler = Buffer.alloc(PIECE, 0x61);
      const first = Buffer.concat([MP4_HEADER, filler.subarray(MP4_HEADER.length)]);
      for (let offset = 0; offset < fileBytes && !settled; offset += PIECE) {
        if (cutAfter !== undefined && offset >= cutAfter) {
          request.destroy();
          return done({ status: 0, error: 'CUT' });
        }
        if (stallAfter !== undefined && offset >= stallAfter) return; // the server has to end it
        const size = Math.min(PIECE, fileBytes - offset);
        await write(file ? file.subarray(offset, offset + size) : (offset === 0 ? first : filler).subarray(0, size));
        sent += size;
        if (pauseMs > 0) await sleep(pauseMs);
      }
      if (!settled) request.end(tail);
    })().catch((error) => done({ status: 0, error: error.code ?? error.message }));
  });
}
