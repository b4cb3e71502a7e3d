/**
 * The parts of a URL that are themselves a credential: whoever holds the URL holds the voucher, the
 * invitation, the password link or the key. One list for every place a URL is written down for
 * people other than its owner — each log line (http/logging.ts, the front door) and the staff
 * outbox (modules/admin/outbox-mask.ts) — so a new secret URL is masked everywhere at once.
 * Metrics never see a URL: their label is the matched route pattern (`/v/:token`).
 *
 * - the path segment after a bearer prefix: the recipient's voucher page `/v/{token}` and its API
 *   `/api/vouchers/{token}`, an invitation `/invite/{token}` and its lookup
 *   `/api/company/invitations/{token}` (a numeric invitation id is not a secret and stays), a
 *   password link `/reset-password/{token}` · `/password-reset/{token}` · `/unlock/{token}`, the
 *   gateway's webhook secret `/api/webhooks/solapi/{secret}`;
 * - the value of a query parameter that carries a credential (`?api_key=`, `?token=`, …);
 * - an API key (`bgk_live_…`, `bgk_test_…`) wherever it appears.
 */
const BEARER_PATH =
  /(\/(?:v|api\/vouchers|invite|api\/company\/invitations|reset-password|password-reset|unlock|api\/webhooks\/solapi)\/)([^/?#\s"'<>]+)/g;
const SECRET_PARAMETER =
  /([?&](?:api[_-]?key|key|token|access[_-]?token|refresh[_-]?token|mfa[_-]?token|secret|password|signature|code|unlock)=)([^&#\s"'<>]*)/gi;
const API_KEY = /\b(bgk_(?:live|test)_)[A-Za-z0-9_-]+/g;
/** One cheap test before the replacements: most URLs carry none of these. */
const ANY =
  /\/(?:v|api\/vouchers|invite|api\/company\/invitations|reset-password|password-reset|unlock|api\/webhooks\/solapi)\/|[?&]|bgk_/i;

export const REDACTED = '[redacted]';

/** `text` with every secret part of every URL in it replaced by `mask`. */
export function redactUrlSecrets(text: string, mask = REDACTED): string {
  if (!ANY.test(text)) return text;
  return text
    .replace(BEARER_PATH, (all, prefix: string, segment: string) =>
      prefix.startsWith('/api/company/invitations/') && /^\d+$/.test(segment) ? all : prefix + mask,
    )
    .replace(SECRET_PARAMETER, (_all, name: string) => name + mask)
    .replace(API_KEY, (_all, prefix: string) => prefix + mask);
}
