import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { TConfig } from '../config.js';
import { loggerHooks } from './error-handler.js';

const REDACTED = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'];

/** In development, one short line a request ("GET /api/health 200 3 ms") instead of two JSON ones. */
class DevelopmentLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/**
 * The logger: JSON lines (pino) in production and tests, for a log collector; readable coloured
 * lines through pino-pretty when NODE_ENV=development (`npm run dev`). pino-pretty is a dev
 * dependency, loaded only then: production never needs it. Secrets are redacted in both.
 */
export function loggingOptions(
  config: Pick<TConfig, 'NODE_ENV' | 'LOG_LEVEL'>,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const logger = { level: config.LOG_LEVEL, redact: REDACTED, hooks: loggerHooks };
  if (config.NODE_ENV !== 'development') return { logger: { ...logger, ...(stream && { stream }) } };
  return {
    logger: {
      ...logger,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' } },
    },
    logController: new DevelopmentLogController(),
  };
}
