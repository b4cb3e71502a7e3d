/** The catalogue (SPEC §7 goods, brands, categories, banners) as the API sends it, public and staff. */
import { z } from 'zod';
import { instantSchema, moneySchema } from './envelope.ts';

const id = () => z.number().int();

export const goodsSchema = z.object({
  id: id(),
  name: z.string(),
  image: z.string(),
  price: moneySchema,
  regular_price: moneySchema,
  valid_period: z.number().int(),
  brand: z.string(),
  brand_id: id(),
  category_id: id(),
  is_corporate_only: z.boolean(),
  product_introduction: z.string(),
  usage_guide: z.string(),
  store_info: z.string(),
  precautions: z.string(),
  created_at: instantSchema,
});
export type GoodsDto = z.infer<typeof goodsSchema>;

export const brandSchema = z.object({ id: id(), name: z.string(), image: z.string() });
export type BrandDto = z.infer<typeof brandSchema>;

export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}
/** A category and its sub-categories, as deep as they go. */
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  id: id(),
  name: z.string(),
  get children() {
    return z.array(categoryNodeSchema);
  },
});

export const bannerSchema = z.object({
  id: id(),
  title: z.string(),
  image_pc: z.string(),
  image_mobile: z.string(),
  link_url: z.string(),
});
export type BannerDto = z.infer<typeof bannerSchema>;

// ── Staff ────────────────────────────────────────────────────────────────────────────────────

export const adminGoodsSchema = z.object({
  id: id(),
  name: z.string(),
  brand_id: id(),
  brand: z.string().nullable(),
  category_id: id(),
  category: z.string().nullable(),
  price: moneySchema,
  regular_price: moneySchema,
  valid_period: z.number().int(),
  is_corporate_only: z.boolean(),
  is_on_sale: z.boolean(),
  image: z.string(),
  product_introduction: z.string(),
  usage_guide: z.string(),
  store_info: z.string(),
  precautions: z.string(),
  sold_count: z.number().int(),
  /** The supplier's code for the goods (null: issued by the built-in issuer only). */
  supplier_goods_code: z.string().nullable(),
  /** What the supplier charges us, and its last word on the goods (catalogue sync). */
  supplier_price: moneySchema.nullable(),
  supplier_state: z.string().nullable(),
  created_at: instantSchema,
  updated_at: instantSchema,
});
export type AdminGoods = z.infer<typeof adminGoodsSchema>;

export const adminBrandSchema = z.object({
  id: id(),
  name: z.string(),
  color: z.string(),
  image: z.string(),
  sort_order: z.number().int(),
  goods_count: z.number().int(),
  created_at: instantSchema,
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const adminCategorySchema = z.object({
  id: id(),
  name: z.string(),
  parent_id: id().nullable(),
  sort_order: z.number().int(),
  goods_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminBannerSchema = z.object({
  id: id(),
  title: z.string(),
  image_pc: z.string(),
  image_mobile: z.string(),
  link_url: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  starts_at: instantSchema.nullable(),
  ends_at: instantSchema.nullable(),
  created_at: instantSchema,
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/** An uploaded image: where it is served and what it is. */
export const uploadSchema = z.object({ url: z.string(), content_type: z.string(), size: z.number().int() });
