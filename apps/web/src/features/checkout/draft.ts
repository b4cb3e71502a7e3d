import { SEND_TYPE } from '@bizgift/domain/codes';
import { MESSAGE_LIMITS } from '@bizgift/domain/recipients';

/**
 * What the send screen keeps across a reload or a trip elsewhere: recipients with their names and
 * the message, per member and per goods, in this tab's sessionStorage (gone when the tab closes,
 * so a shared computer does not keep someone's recipient list). The goods come from the address;
 * a draft belongs to the goods it was written for, so another product's checkout never opens with
 * recipients meant for a different order.
 */
export interface CheckoutDraft {
  title: string;
  message: string;
  senderPhone: string;
  sendType: 1 | 2 | 3;
  phones: string[];
  emails: string[];
  names: Record<string, string>;
}

const VERSION = 1;
/** A draft older than this is dropped rather than offered back. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Whose draft and for which goods (their ids; order and repeats do not matter). */
export interface DraftOwner {
  userId: string;
  goods: readonly number[];
}

export const draftKey = ({ userId, goods }: DraftOwner) =>
  `bizgift:checkout-draft:${userId}:${[...new Set(goods)].sort((a, b) => a - b).join(',')}`;

export function isDraftEmpty(d: CheckoutDraft): boolean {
  return !d.title.trim() && !d.message.trim() && d.phones.length === 0 && d.emails.length === 0;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function saveDraft(storage: Store, owner: DraftOwner, draft: CheckoutDraft, now = Date.now()): void {
  try {
    if (isDraftEmpty(draft)) storage.removeItem(draftKey(owner));
    else storage.setItem(draftKey(owner), JSON.stringify({ v: VERSION, savedAt: now, draft }));
  } catch {
    // Storage full or off (private mode): the form still works, only without a draft.
  }
}

export function clearDraft(storage: Store, owner: DraftOwner): void {
  try {
    storage.removeItem(draftKey(owner));
  } catch {
    // nothing kept, nothing to clear
  }
}

const strings = (v: unknown, max: number): string[] | null =>
  Array.isArray(v) && v.every((s) => typeof s === 'string') ? (v as string[]).slice(0, max) : null;

/** The saved draft if it is this version, fresh and well-formed; anything else counts as none. */
export function loadDraft(storage: Store, owner: DraftOwner, now = Date.now()): CheckoutDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(draftKey(owner));
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: { v?: unknown; savedAt?: unknown; draft?: Partial<CheckoutDraft> };
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const d = parsed?.draft;
  if (parsed?.v !== VERSION || typeof parsed.savedAt !== 'number' || !d || typeof d !== 'object') return null;
  if (now - parsed.savedAt > DRAFT_MAX_AGE_MS || parsed.savedAt > now + 60_000) return null;
  const max = MESSAGE_LIMITS.maxDeliveriesPerOrder;
  const phones = strings(d.phones, max);
  const emails = strings(d.emails, max);
  if (!phones || !emails) return null;
  const names: Record<string, string> = {};
  if (d.names && typeof d.names === 'object') {
    for (const [k, v] of Object.entries(d.names)) if (typeof v === 'string') names[k] = v;
  }
  return {
    title: typeof d.title === 'string' ? d.title : '',
    message: typeof d.message === 'string' ? d.message : '',
    senderPhone: typeof d.senderPhone === 'string' ? d.senderPhone : '',
    sendType: d.sendType === SEND_TYPE.EMAIL || d.sendType === SEND_TYPE.KAKAO ? d.sendType : SEND_TYPE.SMS,
    phones,
    emails,
    names,
  };
}
