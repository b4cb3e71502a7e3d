import { z } from 'zod';
import { instantSchema } from './envelope.ts';

/**
 * API keys of a company (issue #30 §1): `bgk_live_…` acts on the company's real wallet and orders,
 * `bgk_test_…` in its test world (§2). The owner creates, lists and revokes them.
 *
 * - POST /api/company/api-keys {name, mode} → 201 createdApiKeySchema (the key, this once)
 * - GET /api/company/api-keys → apiKeySchema[] (newest first, revoked ones included)
 * - DELETE /api/company/api-keys/{id} → revoked at once
 */
export const API_KEY_MODES = ['live', 'test'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

export const API_KEY_TEXTS = {
  nameRequired: 'API 키 이름을 입력해주세요.',
  nameTooLong: 'API 키 이름은 50자 이하로 입력해주세요.',
  modeInvalid: '모드는 live 또는 test 중 하나입니다.',
  notFound: 'API 키를 찾을 수 없습니다.',
  tooMany: 'API 키는 회사당 20개까지 발급할 수 있습니다.',
  invalidKey: 'API 키가 올바르지 않거나 폐기되었습니다.',
  routeRefused: 'API 키로는 사용할 수 없는 기능입니다. 대표 관리자가 로그인해서 진행해주세요.',
  rateLimited: 'API 키의 요청 한도(초당 10건)를 넘었습니다. 잠시 후 다시 시도해주세요.',
  inQuery:
    'API 키는 Authorization 헤더로만 보낼 수 있습니다. 주소에 넣은 키는 노출되었을 수 있으니 폐기해주세요.',
} as const;

export const apiKeyCreateRequestSchema = z.object({
  name: z
    .string({ error: API_KEY_TEXTS.nameRequired })
    .trim()
    .min(1, API_KEY_TEXTS.nameRequired)
    .max(50, API_KEY_TEXTS.nameTooLong),
  mode: z.enum(API_KEY_MODES, { error: API_KEY_TEXTS.modeInvalid }),
});
export type ApiKeyCreateRequest = z.infer<typeof apiKeyCreateRequestSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: z.enum(API_KEY_MODES),
  /** The key's first characters (e.g. "bgk_live_Ab12"), to tell keys apart; never the secret. */
  prefix: z.string(),
  last_used_at: instantSchema.nullable(),
  revoked_at: instantSchema.nullable(),
  created_at: instantSchema,
});
export type ApiKeyDto = z.infer<typeof apiKeySchema>;

/** The answer to a create: the whole key, shown this once (only its hash is kept). */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKeyDto = z.infer<typeof createdApiKeySchema>;
