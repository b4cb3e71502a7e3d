import {
  identityFormSchema,
  identityHashRequestSchema,
  identityHashSchema,
  identityOutcomeSchema,
  identityPersonSchema,
  identityVerifyQuerySchema,
} from '@bizgift/domain/account';
import { envelopeSchema } from '@bizgift/domain/envelope';
import { serialize as serializeCookie } from 'cookie';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success, textResponse } from '../../http/envelope.ts';
import { allowPopupOpener } from '../../http/security-headers.ts';
import {
  RESULT_COOKIE,
  RESULT_SCRIPT,
  renderResultPage,
  renderSandboxPage,
} from '../../providers/identity/pages.ts';
import { SandboxIdentityProvider } from '../../providers/identity/sandbox.ts';
import type { IdentityService } from './service.ts';

/** KCP-shaped identity verification: hash → popup → callback → verify (SPEC §4, §7). */
export async function identityRoutes(
  app: FastifyInstance,
  opts: {
    identity: IdentityService;
    rateLimitPerMinute: number;
    /** PUBLIC_URL is https: the result cookie is Secure even when TLS ends at a proxy before us. */
    secureCookie: boolean;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: opts.rateLimitPerMinute, timeWindow: '1 minute' };

  // The popup posts HTML forms (application/x-www-form-urlencoded), here only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  r.post(
    '/kcp/hash',
    {
      schema: {
        tags: ['identities'],
        body: identityHashRequestSchema,
        response: success(identityHashSchema),
      },
      config: { rateLimit },
    },
    async (request) => ok(await opts.identity.start(request.body.verification_type)),
  );

  r.get(
    '/kcp/verify',
    {
      schema: {
        tags: ['identities'],
        querystring: identityVerifyQuerySchema,
        response: success(identityPersonSchema),
      },
      config: { rateLimit },
    },
    async (request) =>
      ok(await opts.identity.result(request.query.ordr_idxx, request.query.verification_type)),
  );

  /** The provider posts the outcome here (in the popup); the answer tells the opener and closes. */
  r.post(
    '/kcp/callback',
    {
      schema: {
        tags: ['identities'],
        body: identityFormSchema,
        // A JSON post gets the outcome; the popup's form post gets a page that tells its opener.
        response: {
          200: {
            description: 'the outcome (JSON) or the result page (HTML)',
            content: {
              'application/json': { schema: envelopeSchema(identityOutcomeSchema) },
              'text/html': { schema: z.string() },
            },
          },
        },
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const outcome = await opts.identity.complete(request.body);
      reply.header(
        'set-cookie',
        serializeCookie(
          RESULT_COOKIE,
          JSON.stringify({ result: outcome.result, ordr_idxx: outcome.ordrIdxx, message: outcome.message }),
          {
            path: '/',
            sameSite: 'lax',
            maxAge: 600,
            httpOnly: false,
            secure: opts.secureCookie || request.protocol === 'https',
          },
        ),
      );
      reply.header('cache-control', 'no-store');
      // Reached from KCP's page inside the popup: keep the link to the opener (postMessage, closed).
      allowPopupOpener(reply);
      if (request.headers['content-type']?.includes('application/json')) {
        return reply.send({
          status: 'success',
          data: { result: outcome.result, ordr_idxx: outcome.ordrIdxx },
          message: outcome.message,
        });
      }
      return reply
        .type('text/html; charset=utf-8')
        .send(renderResultPage(outcome.result, outcome.ordrIdxx, outcome.message));
    },
  );

  app.get(
    '/kcp/result.js',
    { schema: { hide: true, response: textResponse('text/javascript', 'the result page script') } },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(RESULT_SCRIPT),
  );

  if (opts.identity.provider instanceof SandboxIdentityProvider) {
    // The sandbox "provider's popup": the opener posts the hash fields here.
    const sandboxPage = async (fields: Record<string, string>, reply: import('fastify').FastifyReply) => {
      allowPopupOpener(reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderSandboxPage(fields));
    };
    const sandboxSchema = {
      hide: true,
      response: textResponse('text/html', 'the sandbox verification page'),
    };
    r.post(
      '/kcp/sandbox',
      { schema: { ...sandboxSchema, body: identityFormSchema } },
      async (request, reply) => sandboxPage(request.body, reply),
    );
    r.get(
      '/kcp/sandbox',
      { schema: { ...sandboxSchema, querystring: identityFormSchema } },
      async (request, reply) => sandboxPage(request.query, reply),
    );
  }
}
