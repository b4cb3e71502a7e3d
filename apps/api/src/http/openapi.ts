import * as account from '@bizgift/domain/account';
import * as admin from '@bizgift/domain/admin';
import * as apiKeys from '@bizgift/domain/api-keys';
import * as auth from '@bizgift/domain/auth';
import * as cart from '@bizgift/domain/cart';
import * as catalog from '@bizgift/domain/catalog';
import * as company from '@bizgift/domain/company';
import * as orders from '@bizgift/domain/orders';
import * as recharge from '@bizgift/domain/recharge';
import * as reminders from '@bizgift/domain/reminders';
import * as sendMessage from '@bizgift/domain/send-message';
import * as supplier from '@bizgift/domain/supplier';
import * as support from '@bizgift/domain/support';
import * as vouchers from '@bizgift/domain/vouchers';
import * as wallet from '@bizgift/domain/wallet';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATION_SUMMARIES } from './openapi-summaries.ts';

/**
 * The OpenAPI document's central pieces, so no route has to repeat them: the shared schemas of
 * packages/domain as named components, and for every operation its operationId (from the method
 * and path), its Korean summary (openapi-summaries.ts, or the route's own `schema.summary`), its
 * security (from the guard the route runs) and its error answers (the fail envelope).
 */

/**
 * Every exported `…Schema` of the wire modules becomes components.schemas.<Name> ("goodsSchema" → "Goods"),
 * but a query string's (`…QuerySchema`): its fields are spelled out as the operation's parameters.
 */
const WIRE_MODULES = [
  account,
  admin,
  apiKeys,
  auth,
  cart,
  catalog,
  company,
  orders,
  recharge,
  reminders,
  sendMessage,
  supplier,
  support,
  vouchers,
  wallet,
];

export function wireSchemaRegistry() {
  const registry = z.registry<{ id: string }>();
  for (const module of WIRE_MODULES) {
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('Schema') || name.endsWith('QuerySchema') || !(value instanceof z.ZodType)) continue;
      if (registry.has(value)) continue;
      const id = name[0]!.toUpperCase() + name.slice(1, -'Schema'.length);
      registry.add(value, { id });
    }
  }
  return registry;
}

/** The answer every failure comes in (http/errors.ts → http/error-handler.ts). */
const ERROR_SCHEMA = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'string', enum: ['fail', 'error'], description: 'fail: 요청 오류, error: 서버 오류' },
    message: { type: 'string', description: '사용자에게 보여줄 한국어 메시지' },
    code: { type: 'string', description: '기계가 읽는 오류 코드 (예: invalid, not_authenticated)' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      description: '입력 항목별 오류 메시지',
    },
  },
};

const ERROR_RESPONSES: Record<string, string> = {
  BadRequest: '입력값 오류 (code: invalid, 항목별 errors)',
  Unauthorized: '로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid)',
  Forbidden: '권한 없음 (code: permission_denied)',
  NotFound: '대상을 찾을 수 없음 (code: not_found)',
  Failure: '그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분',
  TooManyRequests: '요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청)',
  ServerError: '서버 오류',
  Busy: '일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전)',
};

const errorRef = (name: keyof typeof ERROR_RESPONSES) => ({
  description: ERROR_RESPONSES[name],
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** GET /api/orders/{id}/cancel → getOrdersByIdCancel (the /api prefix dropped). */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const text = param ? `by-${param[1]}` : segment;
      return text
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('');
    });
  return method.toLowerCase() + words.join('');
}

/** Fastify's `/orders/:id` → OpenAPI's `/orders/{id}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * Runs `guard` first on every route declared in `scope` afterwards. The same effect as
 * `scope.addHook('onRequest', guard)`, but on each route, where the OpenAPI document sees it (a
 * scope's hooks are invisible to it): a guarded scope outside /api/admin/ uses this.
 */
export function guardEachRoute(scope: FastifyInstance, guard: onRequestHookHandler) {
  scope.addHook('onRoute', (route) => {
    route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
  });
}

export interface OpenApiGuards {
  /** onRequest hooks that refuse an anonymous caller (401). */
  required: unknown[];
  /** onRequest hooks that read a token when one is sent. */
  optional: unknown[];
  /** Scopes whose every route is guarded by a hook on the scope (e.g. /api/admin/). */
  requiredPrefixes: string[];
  /** Routes an API key may call as well as a person's token (method, Fastify path). */
  apiKeyRoute: (method: string, url: string) => boolean;
}

type SwaggerTransform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type SwaggerTransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;

export function openApiTransforms(guards: OpenApiGuards): {
  transform: SwaggerTransform;
  transformObject: SwaggerTransformObject;
} {
  const registry = wireSchemaRegistry();
  const zodTransform = createJsonSchemaTransform({ schemaRegistry: registry });
  const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: registry });

  const transform: SwaggerTransform = (input) => {
    const result = zodTransform(input as Parameters<typeof zodTransform>[0]);
    const schema = result.schema as Record<string, unknown> & { hide?: boolean };
    if (schema.hide) return result;
    const route = input.route as RouteOptions;
    const method = [route.method].flat()[0]!;
    const path = openApiPath(input.url);
    const hooks = [route.onRequest ?? []].flat();
    const required =
      hooks.some((hook) => guards.required.includes(hook)) ||
      guards.requiredPrefixes.some((prefix) => input.url.startsWith(prefix));
    const optional = !required && hooks.some((hook) => guards.optional.includes(hook));
    const schemes = [{ bearer: [] }, ...(guards.apiKeyRoute(method, input.url) ? [{ apiKey: [] }] : [])];

    const responses = { ...(schema.response as Record<string, unknown> | undefined) };
    const hasInput = ['body', 'querystring', 'params', 'headers'].some((key) => schema[key]);
    if (hasInput) responses['400'] ??= errorRef('BadRequest');
    if (required || optional) responses['401'] ??= errorRef('Unauthorized');
    if (required) responses['403'] ??= errorRef('Forbidden');
    if (schema.params) responses['404'] ??= errorRef('NotFound');
    if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) {
      responses['429'] ??= errorRef('TooManyRequests');
    }
    responses['500'] ??= errorRef('ServerError');
    responses['503'] ??= errorRef('Busy');
    responses.default ??= errorRef('Failure');

    return {
      url: result.url,
      schema: {
        ...schema,
        operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, path),
        summary: (schema.summary as string | undefined) ?? OPERATION_SUMMARIES[`${method} ${path}`],
        response: responses,
        ...(required ? { security: schemes } : optional ? { security: [{}, ...schemes] } : {}),
      },
    };
  };

  const transformObject: SwaggerTransformObject = (input) => {
    const document = zodTransformObject(input as Parameters<typeof zodTransformObject>[0]) as {
      components: { schemas: Record<string, unknown> };
    };
    document.components.schemas.Error = ERROR_SCHEMA;
    dropUnusedSchemas(document);
    declareNullInNullableEnums(document);
    return document as ReturnType<SwaggerTransformObject>;
  };
  return { transform, transformObject };
}

/**
 * Every shared schema is generated twice (as an answer and, suffixed Input, as a request); only the
 * ones an operation reaches stay in the document.
 */
function dropUnusedSchemas(document: { paths?: unknown; components: { schemas: Record<string, unknown> } }) {
  const schemas = document.components.schemas;
  const used = new Set<string>(['Error']);
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
          const name = child.slice('#/components/schemas/'.length);
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else {
          visit(child);
        }
      }
    }
  };
  visit(document.paths);
  // In name order, so the document (and the client generated from it) never depends on import order.
  document.components.schemas = Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, schemas[name]]),
  );
}

/**
 * OpenAPI 3.0 says a nullable enum lists null among its values (otherwise validators and generated
 * clients refuse the null the API sends); zod's 3.0 output only sets `nullable: true`.
 */
function declareNullInNullableEnums(value: unknown) {
  if (Array.isArray(value)) {
    for (const item of value) declareNullInNullableEnums(item);
  } else if (value && typeof value === 'object') {
    const schema = value as { nullable?: boolean; enum?: unknown[] };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
      schema.enum.push(null);
    }
    for (const child of Object.values(value)) declareNullInNullableEnums(child);
  }
}
