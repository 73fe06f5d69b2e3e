import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TApp } from '../app-type.js';
import { AppError } from './app-error.js';
import { refusalOf } from './envelope.js';
import { isFirstPaintCall } from './first-paint.js';

/** After the grace period, how long stopped uploads get to answer and remove their files. */
const ABORT_WAIT_MS = 1500;
/** How long kept-alive connections get to bring one more request (answered 503, then closed) before they are closed. */
const KEPT_ALIVE_WAIT_MS = 1000;

async function waitUntil(done: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await sleep(25);
}

/**
 * A stop that loses no answer: once `drain` starts, requests already running go on, each answer
 * closes its connection (keep-alive ones too), and any new request gets a clean 503. Uploads still
 * running after the grace period are stopped (503, their files removed); whatever is left then is cut.
 * Call before the server listens.
 */
export function prepareShutdown(app: TApp) {
  let stopping = false;
  let running = 0;
  let openConnections = 0;
  app.server.on('connection', (socket) => {
    openConnections += 1;
    socket.once('close', () => (openConnections -= 1));
  });

  app.addHook('onRequest', async (request, reply) => {
    // A page already being written still makes its own calls.
    if (stopping && !isFirstPaintCall(request)) {
      return reply.code(503).header('connection', 'close').header('retry-after', '5').send(refusalOf(request, 'errors.shuttingDown'));
    }
    running += 1;
    reply.raw.once('close', () => (running -= 1));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });

  return {
    /** Resolves once no request is running, at most about `graceMs` + 1.5 s later. */
    async drain(graceMs: number) {
      stopping = true;
      // New connections are refused at once (a client sees a refusal, never a reset). Node's own
      // close would also cut the kept-alive connections, racing a request a client is sending on one.
      net.Server.prototype.close.call(app.server);
      await waitUntil(() => running === 0, graceMs);
      if (running > 0) {
        app.log.warn({ running }, 'grace period over: stopping uploads still running');
        app.uploads.abortReceiving(new AppError(503, 'errors.shuttingDown'));
        await waitUntil(() => running === 0, ABORT_WAIT_MS);
      }
      if (running > 0) {
        app.log.warn({ running }, 'closing connections of requests still running');
        app.server.closeAllConnections();
      }
      // Every answer now closes its connection; idle kept-alive ones get a moment to bring a request.
      await waitUntil(() => openConnections === 0, KEPT_ALIVE_WAIT_MS);
    },
  };
}
