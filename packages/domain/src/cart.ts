/** The cart (SPEC §7 carts) as the API sends it. */
import { z } from 'zod';
import { instantSchema, moneySchema } from './envelope.ts';

export const cartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  created_at: instantSchema,
  goods: z.object({
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    price: moneySchema,
    regular_price: moneySchema,
    brand: z.string(),
    is_corporate_only: z.boolean(),
    valid_period: z.number().int(),
  }),
});
export type CartItemDto = z.infer<typeof cartItemSchema>;

export const cartRemovedSchema = z.object({ deleted: z.number().int() });

// ---- Requests (issue #30 §4)

export const CART_MESSAGES = {
  duplicate: '이미 장바구니에 담긴 상품입니다.',
  invalidGoods: '유효하지 않은 상품입니다.',
  full: '장바구니에는 최대 100개까지 담을 수 있습니다.',
} as const;

/** SPEC §5: a valid non-zero integer id (a number or a digit string; never a boolean or "1e3"). */
export const cartAddRequestSchema = z.object({
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

/** DELETE /api/carts?ids=1,2,3 */
export const cartRemoveQuerySchema = z.object({
  ids: z
    .string({ error: '삭제할 상품을 선택해주세요.' })
    .regex(/^\d{1,15}(,\d{1,15}){0,99}$/, '삭제할 상품 번호가 올바르지 않습니다.')
    .transform((v) => v.split(',').map(Number)),
});
