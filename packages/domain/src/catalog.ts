/** The catalogue (SPEC §7 goods, brands, categories, banners) as the API sends it, public and staff. */
import { z } from 'zod';
import { instantSchema, moneySchema } from './envelope.ts';
import { pageQuery, searchText } from './query.ts';

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

// ── Staff requests: what the console sends and the admin routes accept ───────────────────────

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type UploadExt = keyof typeof UPLOAD_TYPES;
/** The file picker's `accept`: the types the upload route takes. */
export const UPLOAD_ACCEPT = Object.values(UPLOAD_TYPES).join(',');
export const UPLOAD_TOO_LARGE = '이미지는 2MB 이하만 올릴 수 있습니다.';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}을(를) 입력해주세요.` })
    .trim()
    .min(1, `${label}을(를) 입력해주세요.`)
    .max(max, `${label}은(는) ${max}자 이하로 입력해주세요.`);
const longText = (label: string) =>
  z
    .string({ error: `${label}을(를) 올바르게 입력해주세요.` })
    .max(20_000, `${label}은(는) 20,000자 이하로 입력해주세요.`);
// At least 1 won: a 0-won order would reach the ledger as a 0 amount (issue #20); goods.price has a
// database check too.
const wonAmount = (label: string) =>
  z.coerce
    .number({ error: `${label}을(를) 숫자로 입력해주세요.` })
    .int(`${label}은(는) 원 단위 정수로 입력해주세요.`)
    .min(1, `${label}은(는) 1원 이상이어야 합니다.`)
    .max(100_000_000, `${label}은(는) 1억 원 이하로 입력해주세요.`);
const idRef = (label: string) =>
  z.coerce
    .number({ error: `${label}을(를) 선택해주세요.` })
    .int()
    .min(1, `${label}을(를) 선택해주세요.`);
/** Only our own media: an uploaded file or generated artwork (empty = generated artwork). */
const imageUrl = z
  .string()
  .trim()
  .regex(
    /^(\/media\/(uploads|goods|brands|banners)\/[\w.-]{1,80})?$/,
    '이미지는 업로드한 파일만 사용할 수 있습니다.',
  );
const sortOrder = z.coerce.number({ error: '순서를 숫자로 입력해주세요.' }).int().min(0).max(100_000);

/** Every goods field, without defaults: a partial update changes only what it names. */
const goodsFields = {
  name: text('상품명', 100),
  brand_id: idRef('브랜드'),
  category_id: idRef('카테고리'),
  price: wonAmount('판매가'),
  regular_price: wonAmount('정가'),
  valid_period: z.coerce
    .number({ error: '유효기간을 숫자로 입력해주세요.' })
    .int('유효기간은 일 단위 정수로 입력해주세요.')
    .min(1, '유효기간은 1일 이상이어야 합니다.')
    .max(3650, '유효기간은 3,650일 이하로 입력해주세요.'),
  is_corporate_only: z.boolean(),
  is_on_sale: z.boolean(),
  image: imageUrl,
  product_introduction: longText('상품 소개'),
  usage_guide: longText('이용 안내'),
  store_info: longText('사용처 안내'),
  precautions: longText('유의사항'),
  // Empty = none (goods sold without a supplier code are issued by the built-in issuer only).
  supplier_goods_code: z
    .string({ error: '공급사 상품 코드를 올바르게 입력해주세요.' })
    .trim()
    .regex(/^([A-Za-z0-9_-]{1,30})?$/, '공급사 상품 코드는 영문, 숫자, -, _ 30자 이내로 입력해주세요.')
    .nullable()
    .transform((v) => v || null),
};
export const goodsCreateSchema = z.object({
  ...goodsFields,
  is_corporate_only: goodsFields.is_corporate_only.default(false),
  is_on_sale: goodsFields.is_on_sale.default(true),
  image: imageUrl.default(''),
  product_introduction: goodsFields.product_introduction.default(''),
  usage_guide: goodsFields.usage_guide.default(''),
  store_info: goodsFields.store_info.default(''),
  precautions: goodsFields.precautions.default(''),
  supplier_goods_code: goodsFields.supplier_goods_code.default(null),
});
export type GoodsCreate = z.output<typeof goodsCreateSchema>;
export const goodsUpdateSchema = z.object(goodsFields).partial();
export type GoodsUpdate = z.output<typeof goodsUpdateSchema>;

const brandFields = {
  name: text('브랜드명', 50),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, '브랜드 색상은 #RRGGBB 형식으로 입력해주세요.'),
  image: imageUrl,
  sort_order: sortOrder,
};
export const brandCreateSchema = z.object({
  ...brandFields,
  color: brandFields.color.default('#2952e3'),
  image: imageUrl.default(''),
  sort_order: sortOrder.default(0),
});
export type BrandCreate = z.output<typeof brandCreateSchema>;
export const brandUpdateSchema = z.object(brandFields).partial();
export type BrandUpdate = z.output<typeof brandUpdateSchema>;

export const categoryCreateSchema = z.object({
  name: text('카테고리명', 50),
  parent_id: z.coerce.number().int().min(1).nullable().default(null),
  sort_order: sortOrder.default(0),
});
export type CategoryCreate = z.output<typeof categoryCreateSchema>;
export const categoryUpdateSchema = z
  .object({
    name: text('카테고리명', 50),
    parent_id: z.coerce.number().int().min(1).nullable(),
    sort_order: z.coerce.number().int().min(0).max(100_000),
  })
  .partial();
export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

const dateTime = z.iso
  .datetime({ offset: true, error: '날짜와 시간을 올바르게 입력해주세요.' })
  .nullable()
  .default(null);
const linkUrl = z
  .string()
  .trim()
  .max(500, '링크는 500자 이하로 입력해주세요.')
  // Site-relative or http(s) only: `//host` and `/\host` leave the site, `javascript:` runs script.
  .regex(
    /^(\/(?![/\\])[^\s\\]*|https?:\/\/[^\s/\\][^\s\\]*)?$/,
    '링크는 /로 시작하는 쇼핑몰 주소나 http(s):// 주소로 입력해주세요.',
  );
export const bannerCreateSchema = z.object({
  title: text('배너 제목', 100),
  image_pc: imageUrl.refine((v) => v !== '', 'PC 이미지를 올려주세요.'),
  image_mobile: imageUrl.refine((v) => v !== '', '모바일 이미지를 올려주세요.'),
  link_url: linkUrl.default(''),
  sort_order: sortOrder.default(0),
  is_active: z.boolean().default(true),
  starts_at: dateTime,
  ends_at: dateTime,
});
export type BannerCreate = z.output<typeof bannerCreateSchema>;
export const bannerUpdateSchema = z
  .object({
    title: bannerCreateSchema.shape.title,
    image_pc: bannerCreateSchema.shape.image_pc,
    image_mobile: bannerCreateSchema.shape.image_mobile,
    link_url: linkUrl,
    sort_order: z.coerce.number().int().min(0).max(100_000),
    is_active: z.boolean(),
    starts_at: z.iso.datetime({ offset: true, error: '날짜와 시간을 올바르게 입력해주세요.' }).nullable(),
    ends_at: z.iso.datetime({ offset: true, error: '날짜와 시간을 올바르게 입력해주세요.' }).nullable(),
  })
  .partial();
export type BannerUpdate = z.output<typeof bannerUpdateSchema>;

// ---- Requests (issue #30 §4)

export const GOODS_ORDERINGS = ['sort', '-id', 'price_low', 'price_high', 'popular'] as const;
export type GoodsOrdering = (typeof GOODS_ORDERINGS)[number];
export const BRAND_ORDERINGS = ['name', '-name', 'sort'] as const;
export type BrandOrdering = (typeof BRAND_ORDERINGS)[number];

const MAX_IDS = 100;

/** "3,5,8" → [3, 5, 8]; empty → []; anything else → 400 with `message`. */
const idList = (message: string) =>
  z
    .string()
    .max(1000, message)
    .optional()
    .refine((v) => v === undefined || /^\s*(\d{1,15}\s*(,\s*\d{1,15}\s*)*)?,?\s*$/.test(v), message)
    .transform((v) =>
      [
        ...new Set(
          (v ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .map(Number),
        ),
      ].filter((n) => n > 0),
    )
    .refine((ids) => ids.length <= MAX_IDS, message);

const flag = (message: string) =>
  z
    .enum(['true', 'false', '1', '0', ''], { error: message })
    .optional()
    .transform((v) => v === 'true' || v === '1');

const catalogSearchText = (max: number) =>
  z
    .string()
    .max(max, `검색어는 ${max}자 이하로 입력해주세요.`)
    .refine((v) => !v.includes('\u0000'), '검색어에 사용할 수 없는 문자가 포함되어 있습니다.')
    .optional()
    .transform((v) => v?.trim().replace(/\s+/g, ' ') || undefined);

/** GET /api/goods */
export const goodsListQuerySchema = pageQuery(20, 100).extend({
  ordering: z.enum(GOODS_ORDERINGS, { error: '정렬 기준이 올바르지 않습니다.' }).default('sort'),
  category: idList('카테고리 값이 올바르지 않습니다.'),
  brand: idList('브랜드 값이 올바르지 않습니다.'),
  search: catalogSearchText(100),
  discounted: flag('할인 필터 값이 올바르지 않습니다.'),
  is_new: flag('신상품 필터 값이 올바르지 않습니다.'),
});

/** GET /api/brands */
export const brandListQuerySchema = pageQuery(100, 100).extend({
  ordering: z.enum(BRAND_ORDERINGS, { error: '정렬 기준이 올바르지 않습니다.' }).default('name'),
  search: catalogSearchText(50),
});

/** GET /api/admin/goods */
export const adminGoodsListQuerySchema = pageQuery(20, 100).extend({
  q: searchText(100),
  brand_id: z.coerce.number().int().min(1).optional(),
  category_id: z.coerce.number().int().min(1).optional(),
  is_on_sale: z.enum(['true', 'false']).optional(),
});

/** GET /api/admin/brands */
export const adminBrandListQuerySchema = pageQuery(50, 200).extend({ q: searchText(50) });

/** GET /api/goods as the web asks it. */
export type GoodsListParams = z.input<typeof goodsListQuerySchema>;
export type BrandListParams = z.input<typeof brandListQuerySchema>;
