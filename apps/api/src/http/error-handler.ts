import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { FailEnvelope } from './envelope.ts';
import { AppError } from './errors.ts';

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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: FailEnvelope = { status: 'fail', message: error.message };
      if (error.code) body.code = error.code;
      if (error.errors) body.errors = error.errors;
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      status: 'error',
      message: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
      code: 'server_error',
    });
  });
}
