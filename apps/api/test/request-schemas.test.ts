import { readdir } from 'node:fs/promises';
import { pageQuery } from '@bizgift/domain/query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from './context.ts';

/**
 * Issue #30 §4: the request schemas live in packages/domain beside the response schemas, so the web
 * builds its requests from the very types the API validates (and the OpenAPI document shows). A
 * route that declares its body or query string inline (`body: z.object({…})`) or from a schema of
 * its own module fails here.
 */
let ctx: TestContext;
const domainSchemas = new Set<unknown>();

beforeAll(async () => {
  ctx = await createTestContext();
  const folder = new URL('../../../packages/domain/src/', import.meta.url);
  for (const file of await readdir(folder)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const module: Record<string, unknown> = await import(`@bizgift/domain/${file.slice(0, -3)}`);
    for (const value of Object.values(module)) if (value instanceof z.ZodType) domainSchemas.add(value);
  }
});
afterAll(() => ctx.close());

/** An export of packages/domain (perhaps made optional by the route), or its shared `pageQuery(d, max)`. */
function fromDomain(schema: unknown): boolean {
  if (domainSchemas.has(schema)) return true;
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  if (domainSchemas.has(inner)) return true;
  if (!(inner instanceof z.ZodObject) || Object.keys(inner.shape).join() !== 'page,page_size') return false;
  const size = inner.shape.page_size;
  if (!(size instanceof z.ZodDefault) || !(size.unwrap() instanceof z.ZodNumber)) return false;
  return (
    inner ===
    pageQuery(size.parse(undefined) as number, (size.unwrap() as z.ZodNumber).maxValue ?? Number.NaN)
  );
}

describe('request schemas', () => {
  it('every route takes its body and query string from packages/domain', () => {
    const routes = ctx.app.registeredRoutes.filter((r) => r.method !== 'HEAD');
    const offenders = routes.flatMap((r) =>
      (['body', 'querystring'] as const)
        .filter((key) => r[key] !== undefined && !fromDomain(r[key]))
        .map((key) => `${r.method} ${r.url} ${key}`),
    );
    expect(routes.filter((r) => r.body).length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });

  it('tells an inline schema from a domain one', () => {
    expect(fromDomain(pageQuery(20, 100))).toBe(true);
    expect(fromDomain(pageQuery(20, 100).optional())).toBe(true);
    expect(fromDomain(z.object({ page: z.number(), page_size: z.number() }))).toBe(false);
    expect(fromDomain(pageQuery(20, 100).extend({ q: z.string() }))).toBe(false);
    expect(fromDomain(z.object({ reason: z.string() }))).toBe(false);
  });
});
