import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The headers an answer that a browser only reads as data needs (OWASP REST Security cheat sheet):
 * no framing, no sniffing, not readable cross-origin, and a CSP that lets nothing run should the
 * body ever be opened as a page. Helmet's other headers (opener policy, DNS prefetch, the legacy
 * XSS filter…) only act on documents.
 */
export const DATA_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Security headers and the request id on every response: helmet's full set, with a CSP the SPA
 * passes, on everything a browser may open as a document (HTML, SVG, scripts, files), and the data
 * set above on JSON, which is most of the traffic and where a smaller head is measurably faster
 * (docs/performance.md). What is not declared JSON gets the full set, so a new kind of answer is
 * covered without anyone remembering to. Both sets are computed once: helmet's headers do not
 * depend on the request, and `@fastify/helmet` rebuilt the middleware and re-parsed the CSP on
 * every request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { formOrigins: readonly string[] }) {
  const documentHeaders = recordHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          formAction: ["'self'", ...options.formOrigins],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          // Off: `npm start` serves plain HTTP (an intranet address, say), where this directive would
          // rewrite the SPA's own script and API URLs to https and leave a blank page.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // The identity popup goes to the provider's page (KCP) and back: with `same-origin` the
      // browser would cut the popup off from the page that opened it at the first cross-origin step
      // (no result message, and `popup.closed` true at once). Popups keep their opener; pages that
      // open in such a popup say `unsafe-none` themselves (POPUP_OPENER_POLICY).
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(DATA_HEADERS).header('x-request-id', request.id);
    done();
  });
  const csp = documentHeaders['content-security-policy'] ?? '';
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!isJson(reply.getHeader('content-type'))) {
      const openerPolicy = reply.getHeader(COOP);
      reply.headers(documentHeaders);
      if (openerPolicy === POPUP_OPENER_POLICY) reply.header(COOP, openerPolicy);
      const targets = formTargets.get(reply);
      if (targets?.length) {
        reply.header(
          'content-security-policy',
          csp.replace(
            /form-action ([^;]*)/,
            (_m, list: string) => `form-action ${list} ${targets.join(' ')}`,
          ),
        );
      }
    }
    done(null, payload);
  });
}

const COOP = 'cross-origin-opener-policy';

const formTargets = new WeakMap<object, string[]>();

/**
 * Lets this one page's form submission end on other origins: CSP `form-action` also governs the
 * redirects after a post, so the sandbox checkout's post → 303 to the shop's result page is blocked
 * when the shop's PUBLIC_URL (localhost) is not the origin the page was opened on (127.0.0.1).
 * Only http(s) URLs count; each adds its origin.
 */
export function allowFormTargets(reply: object, urls: readonly string[]): void {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.add(parsed.origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  formTargets.set(reply, [...origins]);
}

/**
 * For pages shown inside a provider popup (our sandbox page, the callback's result page): a page
 * reached from another origin's page keeps the popup's link to its opener only when both say
 * `unsafe-none`, and the opener's `same-origin-allow-popups` lets a fresh popup start that way.
 */
export const POPUP_OPENER_POLICY = 'unsafe-none';

export function allowPopupOpener(reply: { header(name: string, value: string): unknown }): void {
  reply.header(COOP, POPUP_OPENER_POLICY);
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** Runs the middleware once against a response that only records the headers it sets. */
function recordHeaders(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (err) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}
