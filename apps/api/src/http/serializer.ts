import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The response serializer: the route's zod schema shapes the answer (unknown fields are dropped).
 * With `strict` (the API tests), an answer the schema would change — a field dropped or a value
 * re-shaped — throws instead, so a schema that forgets a field the web reads fails a test rather
 * than silently changing what the API sends.
 */
export function responseSerializer(strict: boolean): FastifySerializerCompiler<z.ZodType> {
  if (!strict) return serializerCompiler;
  return (route) => {
    const serialize = serializerCompiler(route);
    return (data) => {
      const given = JSON.stringify(data);
      let sent: string;
      try {
        sent = serialize(data);
      } catch (error) {
        // Tests run with the logger off: say which route and answer broke the schema.
        console.error(
          `${route.method} ${route.url}: the answer does not fit its schema`,
          given.slice(0, 2000),
          error,
        );
        throw error;
      }
      if (!isDeepStrictEqual(JSON.parse(sent), JSON.parse(given))) {
        const message = `${route.method} ${route.url}: the response schema changed the answer\n  given: ${given.slice(0, 2000)}\n  sent:  ${sent.slice(0, 2000)}`;
        console.error(message);
        throw new Error(message);
      }
      return sent;
    };
  };
}
