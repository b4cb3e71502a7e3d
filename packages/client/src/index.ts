import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.ts';

export type { components, operations, paths } from './schema.ts';

export interface BizGiftClientOptions {
  /** The site's address, e.g. https://shop.example.kr (the paths already start with /api). */
  baseUrl: string;
  /** An API key (bgk_live_…, bgk_test_…) or a member's access token, sent as `Authorization: Bearer`. */
  token?: string;
  /** Another fetch (tests, proxies); default the global one. */
  fetch?: ClientOptions['fetch'];
}

/**
 * A typed client of the BizGift API: every path, parameter, body and answer is checked against the
 * OpenAPI document at compile time. Answers keep the API's envelope: `data.data` is the payload;
 * `error` is the fail envelope `{status, message, code?, errors?}`.
 */
export function createBizGiftClient(options: BizGiftClientOptions) {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

export type BizGiftClient = ReturnType<typeof createBizGiftClient>;
