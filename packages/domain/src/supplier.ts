import { z } from 'zod';
import { instantSchema } from './envelope.ts';
import { pageQuery } from './query.ts';

/**
 * The staff's margin rule for goods imported from the voucher supplier (issue #19 §2): our selling
 * price = the supplier's price to us (cost) + `percent` % of it + `fixed_won`, rounded UP to a
 * multiple of `round_to` won, then capped at the goods' face value (a voucher is never sold dearer
 * than what it is worth at the till) and never below cost. Integer won throughout.
 */
export interface MarginRule {
  /** 0–100, at most one decimal (5.5 = 5.5 %). */
  percent: number;
  /** 0–100,000 won added per voucher. */
  fixed_won: number;
  /** The selling price is rounded up to a multiple of this (1, 10 or 100 won). */
  round_to: 1 | 10 | 100;
}

export const DEFAULT_MARGIN_RULE: MarginRule = { percent: 5, fixed_won: 0, round_to: 10 };

export const MARGIN_MESSAGES = {
  percent: '마진율은 0~100% 사이, 소수점 첫째 자리까지 입력해주세요.',
  fixed: '고정 마진은 0~100,000원 사이의 원 단위 정수로 입력해주세요.',
  roundTo: '반올림 단위는 1원, 10원, 100원 중에서 선택해주세요.',
} as const;

export const marginRuleSchema = z.object({
  percent: z.coerce
    .number({ error: MARGIN_MESSAGES.percent })
    .min(0, MARGIN_MESSAGES.percent)
    .max(100, MARGIN_MESSAGES.percent)
    .refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-9, MARGIN_MESSAGES.percent),
  fixed_won: z.coerce
    .number({ error: MARGIN_MESSAGES.fixed })
    .int(MARGIN_MESSAGES.fixed)
    .min(0, MARGIN_MESSAGES.fixed)
    .max(100_000, MARGIN_MESSAGES.fixed),
  round_to: z.union([z.literal(1), z.literal(10), z.literal(100)], { error: MARGIN_MESSAGES.roundTo }),
});

/** Selling and regular (face) price of supplier goods under `rule`; both ≥ cost, price ≤ regular. */
export function supplierPrices(
  cost: number,
  face: number,
  rule: MarginRule,
): { price: number; regular: number } {
  const tenths = Math.round(rule.percent * 10);
  const raw = cost + Math.ceil((cost * tenths) / 1000) + rule.fixed_won;
  const rounded = Math.ceil(raw / rule.round_to) * rule.round_to;
  const price = Math.max(cost, Math.min(rounded, face));
  return { price, regular: Math.max(face, price) };
}

/** A sync run as staff see it (GET /api/admin/supplier/syncs). */
export const supplierSyncSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(['manual', 'daily']),
  status: z.enum(['running', 'done', 'failed']),
  created: z.number().int(),
  updated: z.number().int(),
  discontinued: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  margin: z
    .object({
      percent: z.number(),
      fixed_won: z.number().int(),
      round_to: z.union([z.literal(1), z.literal(10), z.literal(100)]),
    })
    .nullable(),
  error: z.string().nullable(),
  started_at: instantSchema,
  finished_at: instantSchema.nullable(),
});
export type SupplierSync = z.infer<typeof supplierSyncSchema>;

/** The margin rule as the server answers it. */
export const marginRuleOutSchema = supplierSyncSchema.shape.margin.unwrap();

/** One goods' difference in a sync: `{field: [before, after]}`; created goods have `[null, after]`. */
export const supplierSyncChangeSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int().nullable(),
  supplier_goods_code: z.string(),
  kind: z.enum(['created', 'updated', 'discontinued']),
  name: z.string(),
  diff: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type SupplierSyncChange = z.infer<typeof supplierSyncChangeSchema>;

export const SUPPLIER_SYNC_KIND_DISPLAY: Record<SupplierSyncChange['kind'], string> = {
  created: '신규',
  updated: '변경',
  discontinued: '판매 중지',
};

/** GET /api/admin/supplier: the supplier's balance for the dashboard (schema in admin.ts). */
export type { SupplierStatus } from './admin.ts';

/** GET /api/admin/supplier/syncs/{id}/changes */
export const supplierSyncChangesQuerySchema = pageQuery(50, 200).extend({
  kind: z.enum(['created', 'updated', 'discontinued']).optional(),
});
