import { cartItemSchema, cartRemovedSchema } from '@bizgift/domain/cart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, success } from '../../http/envelope.ts';
import { requirePermission } from '../company/policy.ts';
import { CART_MESSAGES, type CartService } from './service.ts';

/** SPEC §5: a valid non-zero integer id (a number or a digit string; never a boolean or "1e3"). */
const addBody = z.object({
  goods: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,15}$/, CART_MESSAGES.invalidGoods),
      ],
      {
        error: CART_MESSAGES.invalidGoods,
      },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int(CART_MESSAGES.invalidGoods)
        .positive(CART_MESSAGES.invalidGoods)
        .max(Number.MAX_SAFE_INTEGER, CART_MESSAGES.invalidGoods),
    ),
});

const removeQuery = z.object({
  ids: z
    .string({ error: '삭제할 상품을 선택해주세요.' })
    .regex(/^\d{1,15}(,\d{1,15}){0,99}$/, '삭제할 상품 번호가 올바르지 않습니다.')
    .transform((v) => v.split(',').map(Number)),
});

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
      schema: { tags: ['cart'], body: addBody, response: success(cartItemSchema, 201) },
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
      schema: { tags: ['cart'], querystring: removeQuery, response: success(cartRemovedSchema) },
      onRequest: [app.requireMember, requirePermission('send')],
    },
    async (request) => ok(await opts.cart.remove(request.user!.id, request.query.ids)),
  );
}
