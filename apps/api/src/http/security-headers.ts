import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every response, with a CSP the SPA passes. Built once: `@fastify/helmet`
 * rebuilds the helmet middleware (and re-parses the CSP) on every request, which cost a cached
 * catalogue answer about as much as everything else it does.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { formOrigins: readonly string[] }) {
  const applyHeaders = helmet({
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
  });
  app.addHook('onRequest', (request, reply, done) =>
    applyHeaders(request.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
  );
}
