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
