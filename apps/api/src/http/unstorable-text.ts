import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/** A UTF-16 half without its partner (`"\ud800"` in JSON): PostgreSQL's UTF-8 cannot store it. */
const LONE_SURROGATE = /\p{Cs}/u;

function hasLoneSurrogate(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [key, inner] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key) || hasLoneSurrogate(inner, depth + 1)) return true;
  }
  return false;
}

export const UNSTORABLE_TEXT_MESSAGE = '입력값에 사용할 수 없는 문자가 포함되어 있습니다.';

/**
 * Refuses text that cannot be stored (a lone surrogate anywhere in the body, query or path) with a
 * 400 envelope before any route sees it — never a 500 from the database. A preValidation hook, so
 * authentication (onRequest) still answers first.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (
      hasLoneSurrogate(request.body) ||
      hasLoneSurrogate(request.query) ||
      hasLoneSurrogate(request.params)
    ) {
      throw badRequest(UNSTORABLE_TEXT_MESSAGE);
    }
  });
}

/**
 * What an error log may say about a failed query: Drizzle puts the statement's parameters (user
 * input: search words, e-mail recipients, reasons) into the message — they are cut off.
 */
export function withoutQueryParameters(error: unknown): unknown {
  if (!(error instanceof Error) || !/params:/.test(error.message)) return error;
  const strip = (text: string | undefined) => text?.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return {
    type: error.name,
    message: strip(error.message),
    stack: strip(error.stack),
    code: (error as { code?: string }).code ?? cause?.code,
    cause: cause ? { code: cause.code, message: cause.message } : undefined,
  };
}
