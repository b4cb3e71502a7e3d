/**
 * Regenerates packages/client/src/schema.ts (the API's paths and schemas as TypeScript types) from the OpenAPI
 * document the API serves at /api/docs/json: `npm run generate -w packages/client`. The API test
 * http/openapi.test.ts fails when the committed file differs from what this writes.
 */
import { writeFile } from 'node:fs/promises';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

const HEADER =
  '// Generated from /api/docs/json by apps/api/scripts/generate-client.ts — do not edit by hand.\n';

export async function renderSchema(document: object): Promise<string> {
  const ast = await openapiTS(structuredClone(document) as OpenAPI3, {
    alphabetize: false,
    // A request body's field with a default may be left out: the …Input components are request bodies.
    defaultNonNullable: false,
  });
  return HEADER + astToString(ast);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { openApiDocument } = await import('./openapi.ts');
  const target = new URL('../../../packages/client/src/schema.ts', import.meta.url);
  await writeFile(target, await renderSchema(await openApiDocument()));
  console.log(`wrote ${target.pathname}`);
}
