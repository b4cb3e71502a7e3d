import {
  cartAddRequestSchema,
  cartItemSchema,
  cartRemovedSchema,
  cartRemoveQuerySchema,
} from '@bizgift/domain/cart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success } from '../../http/envelope.ts';
import { requirePermission } from '../company/policy.ts';
import type { CartService } from './service.ts';

export async function cartRoutes(app: FastifyInstance, opts: { cart: CartService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/',
    { schema: { tags: ['cart'], response: success(z.array(cartItemSchema)) }, onRequest: app.requireMember },
    async (request) => ok(await opts.cart.list(request.user!.id)),
  );
  r.post(
    '/',
    {
      schema: { tags: ['cart'], body: cartAddRequestSchema, response: success(cartItemSchema, 201) },
      onRequest: [app.requireMember, requirePermission('send')],
    },
    async (request, reply) => {
      reply.status(201);
      return ok(await opts.cart.add(request.user!.id, request.body.goods), '장바구니에 추가되었습니다.');
    },
  );
  r.delete(
    '/',
    {
      schema: { tags: ['cart'], querystring: cartRemoveQuerySchema, response: success(cartRemovedSchema) },
      onRequest: [app.requireMember, requirePermission('send')],
    },
    async (request) => ok(await opts.cart.remove(request.user!.id, request.query.ids)),
  );
}
