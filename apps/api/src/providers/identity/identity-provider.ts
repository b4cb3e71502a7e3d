/**
 * Identity verification (본인인증), shaped after KCP's phone-certification popup: our server
 * prepares a request (order id + signed form fields), the browser posts those fields to the
 * provider's popup, the provider posts the outcome back to our callback, and the opener learns the
 * outcome by postMessage and by a short-lived result cookie (SPEC §4 Identity verification popup).
 *
 * The sandbox (default) plays the provider on our own origin. The real KCP adapter (kcp.ts)
 * implements this interface: `prepare` asks KCP for the up_hash and builds KCP's form (site_cd,
 * up_hash, Ret_URL…); `parseCallback` has KCP check the result's dn_hash and decrypt the person.
 */

export interface IdentityPerson {
  name: string;
  /** Digits only, e.g. 01012345678. */
  phoneNumber: string;
  /** YYYYMMDD. */
  birthDate: string;
  /** 'M' or 'F'. */
  gender: string;
  /** SKT, KT, LGU+, or an MVNO label. */
  carrier: string;
  /** 연계정보: the same person gets the same CI from every provider and site (88 characters). */
  ci: string;
  /** 중복가입확인정보: per site (64 characters). */
  di: string;
}

export interface IdentityRequest {
  ordrIdxx: string;
  verificationType: number;
  /** Absolute or same-origin path the provider posts the outcome to. */
  returnUrl: string;
}

export interface IdentityPopup {
  /** Where the browser posts `fields` (in a 600×800 popup). */
  popupUrl: string;
  fields: Record<string, string>;
}

export type IdentityOutcome =
  | { ordrIdxx: string; result: 'success'; person: IdentityPerson }
  | { ordrIdxx: string; result: 'fail' | 'cancel'; message?: string };

export interface IdentityProvider {
  readonly name: string;
  /** Origins (besides our own) the popup may post messages from; the web client accepts only these. */
  readonly messageOrigins: string[];
  /** Origins the SPA's form posts into the popup (CSP form-action); none when the popup is ours. */
  readonly formOrigins?: string[];
  /** May call the provider (KCP: the signed HAS request for up_hash). */
  prepare(request: IdentityRequest): IdentityPopup | Promise<IdentityPopup>;
  /**
   * Decodes and authenticates the provider's callback form. Throws `IdentityCallbackError` when
   * the form is not authentic or not readable; never trusts an unsigned field. May call the
   * provider (KCP: CHK for the integrity hash, DEC for the person).
   */
  parseCallback(form: Record<string, string>): IdentityOutcome | Promise<IdentityOutcome>;
}

export class IdentityCallbackError extends Error {
  constructor(
    message: string,
    /** The order id when it could be read, so the attempt can be marked failed. */
    readonly ordrIdxx?: string,
  ) {
    super(message);
    this.name = 'IdentityCallbackError';
  }
}
