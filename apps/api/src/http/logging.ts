import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/**
 * Pino options: JSON lines (production, log shippers) or short readable lines through pino-pretty
 * (development). The request line carries its own summary as the message, so the readable form
 * hides the structured fields it repeats.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>): object {
  if (config.logFormat === 'json') return { level: config.logLevel, redact: REDACT };
  return {
    level: config.logLevel,
    redact: REDACT,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,reqId,req,res,responseTime',
        singleLine: true,
      },
    },
  };
}

/**
 * One line per answer instead of Fastify's two per request: `GET /api/goods 200 3.1ms`. Successful
 * answers outside /api (the SPA, its assets, images, probes) log at debug: at info they would bury
 * the API traffic, and a served file has nothing to tell.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const quiet = !error && status < 400 && !request.url.startsWith('/api/');
    if (quiet && !(reply.log as Partial<Logger>).isLevelEnabled?.('debug')) return;
    const ms = reply.elapsedTime;
    const fields = { req: request, res: reply, responseTime: ms, err: error ?? undefined };
    const line = `${request.method} ${request.url} ${status} ${ms.toFixed(1)}ms`;
    if (error) reply.log.error(fields, line);
    else if (quiet) reply.log.debug(fields, line);
    else reply.log.info(fields, line);
  }
}
