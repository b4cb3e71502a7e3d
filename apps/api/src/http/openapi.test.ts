import { readFile } from 'node:fs/promises';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSchema } from '../../scripts/generate-client.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { apiClient, createGoods, memberSession, orderPayload } from '../../test/factories.ts';

let ctx: TestContext;
let document: {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
}

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

beforeAll(async () => {
  ctx = await createTestContext();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  document = res.json();
});
afterAll(() => ctx.close());

describe('the OpenAPI document (/api/docs/json)', () => {
  it('is valid OpenAPI (swagger-parser validates the schema and every $ref)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('keeps the shared wire shapes as named components, the recursive category tree included', () => {
    const { schemas } = document.components;
    for (const name of ['Goods', 'CategoryNode', 'Order', 'Delivery', 'Error'])
      expect(schemas).toHaveProperty(name);
    const categories = document.paths['/api/categories']!.get!.responses['200']!;
    expect(JSON.stringify(categories)).toContain('#/components/schemas/CategoryNode');
    expect(JSON.stringify(document)).not.toContain('schema0');
  });

  it('gives every operation a unique operationId and a Korean summary', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(140);
    const missing = ops.filter(({ op }) => !op.operationId || !/[가-힣]/.test(op.summary ?? ''));
    expect(missing.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/orders/{id}']!.get!.operationId).toBe('getOrdersById');
  });

  it('declares the fail envelope for the errors each operation can answer', () => {
    for (const { method, path, op } of operations()) {
      const where = `${method} ${path}`;
      for (const code of ['500', '503', 'default']) {
        expect(op.responses[code]?.content?.['application/json']?.schema.$ref, where).toBe(
          '#/components/schemas/Error',
        );
      }
      if (op.security?.length) expect(op.responses['401'], where).toBeDefined();
      if (op.parameters?.some((p) => p.in === 'path')) expect(op.responses['404'], where).toBeDefined();
    }
    expect(document.paths['/api/auth/login']!.post!.responses['429']).toBeDefined();
  });

  it('declares null among the values of every nullable enum', () => {
    const offenders: unknown[] = [];
    let nullableEnums = 0;
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const schema = value as { nullable?: boolean; enum?: unknown[] };
        if (schema.nullable && schema.enum) {
          nullableEnums++;
          if (!schema.enum.includes(null)) offenders.push(schema);
        }
        Object.values(value).forEach(walk);
      }
    };
    walk(document);
    expect(nullableEnums).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });

  it('says which operations need a bearer token, and the API agrees: each answers an anonymous call 401, no other does', async () => {
    expect(document.components.securitySchemes).toHaveProperty('bearer');
    const wrong: string[] = [];
    for (const { method, path, op } of operations()) {
      const required = !!op.security?.length && !op.security.some((s) => Object.keys(s).length === 0);
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      if ((res.statusCode === 401) !== required) wrong.push(`${method} ${path}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('is what the committed TypeScript client (packages/client/src/schema.ts) was generated from', async () => {
    const committed = await readFile(
      new URL('../../../../packages/client/src/schema.ts', import.meta.url),
      'utf8',
    );
    // On a difference: npm run generate -w packages/client, and commit the result.
    expect(committed === (await renderSchema(document))).toBe(true);
  });
});

describe('the generated client against the API', () => {
  it('reads goods and places an order with typed requests and answers', async () => {
    const goods = await createGoods(ctx.db, { price: 4500 });
    const { token } = await memberSession(ctx.app, ctx.db, { balance: 100_000 });
    const client = apiClient(ctx.app, token);

    const detail = await client.GET('/api/goods/{id}', { params: { path: { id: String(goods.id) } } });
    expect(detail.data?.data).toMatchObject({ id: goods.id, price: '4500' });

    const body = orderPayload([{ id: goods.id, price: 4500 }], ['01012345678']);
    const created = await client.POST('/api/orders', {
      params: { header: { 'idempotency-key': 'client-test-0001' } },
      body: { ...body, send_type: 1 },
    });
    expect(created.response.status).toBe(201);
    expect(created.data?.data.total_order_amount).toBe('4500');

    const missing = await client.GET('/api/orders/{id}', { params: { path: { id: '999999' } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ status: 'fail', code: 'not_found' });
  });
});
