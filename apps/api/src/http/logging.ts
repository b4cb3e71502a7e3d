import { writeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type Logger, stdSerializers } from 'pino';
import type { Config } from '../config.ts';
import { withoutQueryParameters } from './unstorable-text.ts';
import { redactUrlSecrets } from './url-secrets.ts';

const withoutQueryString = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? url : `${url.slice(0, at)}?…`;
};

/** Fastify's request serializer (method, url, host, address), the URL's secrets cut out (url-secrets.ts). */
function requestFields(req: {
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  host?: string;
  ip?: string;
  remoteAddress?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: req.url === undefined ? undefined : redactUrlSecrets(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip ?? req.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * Pino options: JSON lines (production, log shippers) or short readable lines through pino-pretty
 * (development). The request line carries its own summary as the message, so the readable form
 * hides the structured fields it repeats. No `redact`: the `req` serializer above and Fastify's `res`
 * serializer (status code only) never write headers, so an Authorization header or a cookie cannot
 * reach a line (logging.test.ts checks), and pino's redaction re-cloned every request line for
 * nothing (about 5 % of a cached catalogue answer's CPU, docs/performance.md).
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>): object {
  // Every logged error, wherever it is logged (jobs, sweeps, providers): a failed query's
  // parameters are user input and are cut off.
  const serializers = {
    err: (error: unknown) => stdSerializers.err(withoutQueryParameters(error) as Error),
    req: requestFields,
  };
  if (config.logFormat === 'json') {
    return { level: config.logLevel, serializers, stream: new TurnBatchedWriter(process.stdout.fd ?? 1) };
  }
  return {
    level: config.logLevel,
    serializers,
    transport: {
      // pino-pretty, batching its writes (pretty-transport.mjs), in pino's worker thread.
      target: fileURLToPath(new URL('./pretty-transport.mjs', import.meta.url)),
      options: {
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,reqId,req,res,responseTime',
        singleLine: true,
      },
    },
  };
}

/**
 * JSON lines to a file descriptor (stdout), written once per turn of the event loop instead of once
 * per line. pino's default destination makes one write(2) per line; with the cached catalogue
 * answered before Fastify (front-door.ts) that system call cost as much CPU as the socket write of
 * the answer itself (docs/performance.md). Under load one turn serves many requests, so their lines
 * go out in one write; a lone line still goes out within the same turn (setImmediate), and whatever
 * is pending is written when the process exits. A burst is written as soon as it reaches 64 KiB.
 * Should the descriptor refuse (a closed pipe), the batch is dropped: there is nowhere to report it.
 */
export class TurnBatchedWriter {
  private pending = '';
  private scheduled = false;

  constructor(private readonly fd: number) {
    process.once('exit', () => this.flush());
  }

  write(line: string): void {
    this.pending += line;
    if (this.pending.length >= 65_536) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flush);
    }
  }

  /** Writes what is pending now (pino's `logger.flush(callback)` calls it with a callback). */
  readonly flush = (done?: (error?: Error) => void): void => {
    this.scheduled = false;
    this.writePending();
    done?.();
  };

  private writePending(): void {
    if (!this.pending) return;
    let buffer = Buffer.from(this.pending, 'utf8');
    this.pending = '';
    while (buffer.length > 0) {
      try {
        buffer = buffer.subarray(writeSync(this.fd, buffer));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
        // A non-blocking pipe that is full: wait for the reader (as pino's sonic-boom does).
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      }
    }
  }
}

/**
 * One line per answer instead of Fastify's two per request: `GET /api/goods 200 3.1ms`. Successful
 * answers outside /api (the SPA, its assets, images, probes) log at debug: at info they would bury
 * the API traffic, and a served file has nothing to tell. `readable` (pino-pretty, development):
 * the line is the message alone (and the error), since the pretty printer hides the request fields
 * anyway; building and serializing them cost the main thread more than the rest of a cached answer.
 */
export class RequestLog extends LogController {
  constructor(private readonly readable = false) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    const failed = !!error || status >= 500;
    const quiet = !failed && status < 400 && !request.url.startsWith('/api/');
    if (quiet && !(reply.log as Partial<Logger>).isLevelEnabled?.('debug')) return;
    const ms = reply.elapsedTime;
    // An error line keeps the path, not the query string: that is user input (search words,
    // recipients) and error logs are kept and shipped longer than the traffic.
    const path = redactUrlSecrets(request.url);
    const url = failed ? withoutQueryString(path) : path;
    const line = `${request.method} ${url} ${status} ${ms.toFixed(1)}ms`;
    const err = error ? withoutQueryParameters(error) : undefined;
    if (this.readable) {
      if (failed) reply.log.error({ err }, line);
      else if (quiet) reply.log.debug(line);
      else reply.log.info(line);
      return;
    }
    const req = failed ? { method: request.method, url, remoteAddress: request.ip } : request;
    const fields = { req, res: reply, responseTime: ms, err };
    if (failed) reply.log.error(fields, line);
    else if (quiet) reply.log.debug(fields, line);
    else reply.log.info(fields, line);
  }
}
