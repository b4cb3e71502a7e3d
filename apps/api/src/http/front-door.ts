import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { acceptsGzip, type CachedResponse, type ResponseCache } from './response-cache.ts';
import { DATA_HEADERS } from './security-headers.ts';
import { redactUrlSecrets } from './url-secrets.ts';

/** The request id: the caller's `X-Request-Id` when it is a plain token, else a new UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

/** Called for every answer the front door sends (the Prometheus request histogram). */
export type AnswerObserver = (method: string, route: string, status: number, seconds: number) => void;

const DATA_HEADER_LIST = Object.entries(DATA_HEADERS).flat();

/**
 * Cached catalogue answers straight from node:http, before Fastify routes the request
 * (docs/performance.md, issue #32). A cache hit is most of the catalogue's traffic, and on a
 * 2-core machine Fastify's per-request work around it (routing, request and reply objects, a child
 * logger, four hooks, the reply pipeline) cost more than the answer itself. The front door sends
 * exactly the bytes the Fastify path sends for the same request (status, headers in the same order,
 * body; http/front-door.test.ts compares both), logs the same line, feeds the same metrics, and
 * leaves everything else to Fastify:
 *
 * - only GET, only a URL the response cache holds, and only a JSON answer (the data security
 *   headers; artwork keeps helmet's document set through Fastify);
 * - not a conditional request (the 304 carries the document headers: Fastify answers it);
 * - not a request with an Authorization header (a caller who sent credentials gets whatever the
 *   guards and limits of the route decide, today and if a guard is ever added);
 * - not while the server is closing (Fastify answers 503 / `Connection: close`).
 *
 * The cache holds only URLs a route has answered with 200 after validation, so a hit is a request
 * Fastify would route to the same handler and answer the same way.
 */
export class FrontDoor {
  private cache: ResponseCache | undefined;
  private log: FastifyBaseLogger | undefined;
  private closing: () => boolean = () => false;
  private readable = false;
  private readonly observers: AnswerObserver[] = [];
  /** Answers sent so far (tests tell the two paths apart by it). */
  answered = 0;
  private readonly ip: (req: IncomingMessage) => string | undefined;
  private readonly host: (req: IncomingMessage) => string;

  constructor(trustProxy: boolean | string = false) {
    if (!trustProxy) {
      this.ip = (req) => req.socket.remoteAddress;
      this.host = (req) => req.headers.host ?? '';
    } else {
      // Fastify's own reading of a proxied request (fastify/lib/request.js), so the log line names
      // the same client and host whichever path answered.
      const trust =
        trustProxy === true ? () => true : proxyAddr.compile(trustProxy.split(',').map((v) => v.trim()));
      this.ip = (req) => {
        const addresses = proxyAddr.all(req, trust);
        return addresses[addresses.length - 1];
      };
      this.host = (req) => {
        const forwarded = req.headers['x-forwarded-host'] as string | undefined;
        if (forwarded && req.socket.remoteAddress && trust(req.socket.remoteAddress, 0)) {
          const at = forwarded.lastIndexOf(',');
          return at === -1 ? forwarded.trim() : forwarded.slice(at + 1).trim();
        }
        return req.headers.host ?? '';
      };
    }
  }

  /**
   * Opens the door once the app is built: until then every request goes to Fastify. `readable`:
   * development's pretty log lines, which carry the message alone (RequestLog).
   */
  open(cache: ResponseCache, log: FastifyBaseLogger, closing: () => boolean, readable = false): void {
    this.cache = cache;
    this.log = log;
    this.closing = closing;
    this.readable = readable;
  }

  observe(observer: AnswerObserver): void {
    this.observers.push(observer);
  }

  /** Fastify's `serverFactory`: the front door first, Fastify for everything it does not answer. */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const server = http.createServer(options.http ?? {}, (req, res) => {
      if (!this.answer(req, res)) handler(req, res);
    });
    // What Fastify sets on the server it creates itself (fastify/lib/server.js).
    const o = options as {
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    if (o.keepAliveTimeout !== undefined) server.keepAliveTimeout = o.keepAliveTimeout;
    if (o.requestTimeout !== undefined) server.requestTimeout = o.requestTimeout;
    server.setTimeout(o.connectionTimeout ?? 0);
    if (o.maxRequestsPerSocket && o.maxRequestsPerSocket > 0) {
      server.maxRequestsPerSocket = o.maxRequestsPerSocket;
    }
    return server;
  };

  /** Answers a cached catalogue GET and returns true, or returns false and touches nothing. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !this.cache || !this.log) return false;
    const headers = req.headers;
    if (headers['if-none-match'] !== undefined || headers.authorization !== undefined) return false;
    const url = req.url!;
    const entry = this.cache.get(url);
    if (!entry?.json || this.closing()) return false;
    const started = performance.now();
    const id = requestId(req);
    const gzip = entry.gzip !== null && acceptsGzip(headers['accept-encoding']);
    const body = gzip ? entry.gzip! : entry.body;
    res.writeHead(200, answerHeaders(entry, gzip, id, body.length));
    res.end(body);
    this.answered += 1;
    const ms = performance.now() - started;
    const route = entry.route;
    if (route) for (const observer of this.observers) observer('GET', route, 200, ms / 1000);
    // The line RequestLog (http/logging.ts) writes for the same answer, fields and order included.
    const line = `GET ${redactUrlSecrets(url)} 200 ${ms.toFixed(1)}ms`;
    if (this.readable) {
      this.log.info({ reqId: id }, line);
      return true;
    }
    this.log.info(
      {
        reqId: id,
        req: {
          method: 'GET',
          url,
          headers,
          host: this.host(req),
          ip: this.ip(req),
          socket: req.socket,
        },
        res: { statusCode: 200 },
        responseTime: ms,
      },
      line,
    );
    return true;
  }
}

/** The headers Fastify sends for a cached JSON answer, in its order (see sendCached). */
function answerHeaders(entry: CachedResponse, gzip: boolean, id: string, length: number): string[] {
  const list = [
    ...DATA_HEADER_LIST,
    'x-request-id',
    id,
    'etag',
    entry.etag,
    'cache-control',
    entry.cacheControl,
  ];
  if (entry.gzip) list.push('vary', 'accept-encoding');
  list.push('content-type', entry.contentType);
  if (gzip) list.push('content-encoding', 'gzip');
  list.push('content-length', String(length));
  return list;
}
