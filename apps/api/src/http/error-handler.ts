import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { databaseStorageError, databaseUnavailable } from '../db/unavailable.ts';
import type { FailEnvelope } from './envelope.ts';
import { AppError } from './errors.ts';
import { withoutQueryParameters } from './unstorable-text.ts';

const FIELD_ROOT = 'non_field_errors';

function fieldErrors(items: { path: string; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const { path, message } of items) {
    const key = path || FIELD_ROOT;
    if (!errors[key]) errors[key] = [];
    errors[key].push(message);
  }
  return errors;
}

function validationFail(items: { path: string; message: string }[]): FailEnvelope {
  return {
    status: 'fail',
    message: items[0]?.message ?? '입력값이 올바르지 않습니다.',
    code: 'invalid',
    errors: fieldErrors(items),
  };
}

/** Fastify's own error codes, answered in Korean with the envelope instead of Fastify's default body. */
const FASTIFY_ERRORS: Record<string, { status: number; message: string; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: '요청 본문의 JSON 형식이 올바르지 않습니다.',
    code: 'malformed_json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: '요청 본문이 비어 있습니다.', code: 'empty_body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: '요청 본문이 너무 큽니다.', code: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: '지원하지 않는 요청 형식입니다.',
    code: 'unsupported_media_type',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: '요청 길이가 올바르지 않습니다.',
    code: 'invalid_length',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: '파일 크기가 너무 큽니다.', code: 'payload_too_large' },
  FST_FILES_LIMIT: { status: 413, message: '파일 개수가 너무 많습니다.', code: 'payload_too_large' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: '파일 업로드 형식이 올바르지 않습니다.',
    code: 'unsupported_media_type',
  },
};

/**
 * PostgreSQL data errors that only user input can cause (a NUL character in a search word, a number
 * or text beyond a column's range): a 400 envelope, never a 500. Drizzle wraps the driver's error,
 * so its `cause` is read too. The transaction that hit it has rolled back: nothing is half-written.
 */
const DATABASE_INPUT_ERRORS: Record<string, { message: string; code: string }> = {
  // invalid byte sequence for encoding "UTF8": 0x00 (and characters UTF-8 cannot hold)
  '22021': { message: '입력값에 사용할 수 없는 문자가 포함되어 있습니다.', code: 'invalid_characters' },
  '22P05': { message: '입력값에 사용할 수 없는 문자가 포함되어 있습니다.', code: 'invalid_characters' },
  // string_data_right_truncation, numeric_value_out_of_range
  '22001': { message: '입력값이 너무 깁니다.', code: 'invalid' },
  '22003': { message: '입력한 숫자가 허용 범위를 벗어났습니다.', code: 'invalid' },
};

/**
 * PostgreSQL errors of a busy moment, not of the request: a deadlock or serialization failure (the
 * transaction rolled back whole), no connection slot left, a server starting or stopping. The same
 * request may simply be sent again, so they answer 503 with Retry-After instead of a 500.
 */
const DATABASE_BUSY_ERRORS = new Set(['40001', '40P01', '53300', '57P03', '55P03']);

/** The database's disk is full (53100 disk_full) or failing / read-only (58030 io_error). */
export const STORAGE_UNAVAILABLE_MESSAGE =
  '저장 공간 문제로 지금은 처리할 수 없습니다. 잠시 후 다시 시도해주세요.';

/** The SQLSTATE of a database error, also when Drizzle wrapped the driver's error in `cause`. */
function databaseCode(error: unknown, matches: (code: string) => boolean): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && matches(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function databaseInputError(error: unknown): { message: string; code: string; dbCode: string } | undefined {
  const dbCode = databaseCode(error, (code) => Object.hasOwn(DATABASE_INPUT_ERRORS, code));
  return dbCode ? { ...DATABASE_INPUT_ERRORS[dbCode]!, dbCode } : undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: FailEnvelope = { status: 'fail', message: error.message };
      if (error.code) body.code = error.code;
      if (error.errors) body.errors = error.errors;
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      // Every 503 is temporary (a provider or store away): the client is told when to try again;
      // a full disk waits for an operator, so later.
      const storage = error.code === 'storage_unavailable';
      if (storage)
        request.log.error(
          { dbCode: databaseStorageError(error.cause) },
          'database storage full or not writable: answered 503',
        );
      if (error.statusCode === 503 && !reply.hasHeader('retry-after'))
        reply.header('retry-after', storage ? '30' : '5');
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const items = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? '입력값이 올바르지 않습니다.',
      }));
      return reply.status(400).send(validationFail(items));
    }
    if (error instanceof ZodError) {
      const items = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      return reply.status(400).send(validationFail(items));
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send({ status: 'fail', message: known.message, code: known.code });
    }
    const input = databaseInputError(error);
    if (input) {
      // Only the code: the failed query's parameters are user input and are not logged.
      request.log.warn({ dbCode: input.dbCode }, 'database refused the input');
      return reply.status(400).send({ status: 'fail', message: input.message, code: input.code });
    }
    const busy = databaseCode(error, (code) => DATABASE_BUSY_ERRORS.has(code));
    if (busy) {
      request.log.warn({ dbCode: busy }, 'database busy: the request was rolled back');
      return reply.status(503).header('retry-after', '1').send({
        status: 'error',
        message: '요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
        code: 'busy',
      });
    }
    const storage = databaseStorageError(error);
    if (storage) {
      // The server's disk is full or not writable: the operator must act; the request may be sent again.
      request.log.error({ dbCode: storage }, 'database storage full or not writable: answered 503');
      return reply.status(503).header('retry-after', '30').send({
        status: 'error',
        message: STORAGE_UNAVAILABLE_MESSAGE,
        code: 'storage_unavailable',
      });
    }
    const unreachable = databaseUnavailable(error);
    if (unreachable) {
      // The database is down or restarting: nothing was written (or the transaction rolled back).
      request.log.warn({ dbCode: unreachable }, 'database unreachable: answered 503');
      return reply.status(503).header('retry-after', '5').send({
        status: 'error',
        message: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
        code: 'unavailable',
      });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({
        status: 'fail',
        message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
        code: 'rate_limited',
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ status: 'fail', message: '요청을 처리할 수 없습니다.', code: error.code ?? 'bad_request' });
    }
    request.log.error({ err: withoutQueryParameters(error) }, 'unhandled error');
    return reply.status(500).send({
      status: 'error',
      message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
      code: 'server_error',
    });
  });
}

/**
 * For Fastify's `frameworkErrors` option (`Fastify({ frameworkErrors: frameworkErrorHandler })`):
 * errors raised before routing — a malformed %-escape in the path, a path parameter over the length
 * limit — otherwise bypass the error handler and answer Fastify's own English body.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(400).send({
      status: 'fail',
      message: '요청 주소가 올바르지 않습니다.',
      code: 'bad_url',
    } satisfies FailEnvelope);
  }
  request.log.error({ err: error }, 'framework error');
  return reply.status(500).send({
    status: 'error',
    message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    code: 'server_error',
  } satisfies FailEnvelope);
}
