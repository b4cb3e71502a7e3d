import { describe, expect, it } from 'vitest';
import { type CheckoutDraft, clearDraft, DRAFT_MAX_AGE_MS, draftKey, loadDraft, saveDraft } from './draft.ts';

class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

const draft: CheckoutDraft = {
  title: '#{이름}님께',
  message: '감사합니다',
  senderPhone: '02-1234-5678',
  sendType: 1,
  phones: ['01012345678', '01011112222'],
  emails: [],
  names: { '01012345678': '홍길동' },
};

const kim = { userId: 'kim', goods: [7] };

describe('checkout draft', () => {
  it('round-trips recipients, names and message per member', () => {
    const s = new MemoryStorage();
    saveDraft(s, kim, draft, 1000);
    expect(loadDraft(s, kim, 2000)).toEqual(draft);
    // Another member on the same tab sees nothing of it.
    expect(loadDraft(s, { ...kim, userId: 'lee' }, 2000)).toBeNull();
    clearDraft(s, kim);
    expect(loadDraft(s, kim, 2000)).toBeNull();
  });

  it("belongs to the goods it was written for: another product's checkout never inherits it", () => {
    const s = new MemoryStorage();
    saveDraft(s, { userId: 'kim', goods: [7, 3] }, draft, 1000);
    expect(loadDraft(s, { userId: 'kim', goods: [9] }, 2000)).toBeNull();
    expect(loadDraft(s, { userId: 'kim', goods: [7] }, 2000)).toBeNull();
    expect(loadDraft(s, { userId: 'kim', goods: [7, 3, 9] }, 2000)).toBeNull();
    // The same goods in another order (cart rows reordered) are the same draft.
    expect(loadDraft(s, { userId: 'kim', goods: [3, 7] }, 2000)).toEqual(draft);
    // Typing for other goods keeps both; an empty form for other goods does not wipe this one.
    saveDraft(s, { userId: 'kim', goods: [9] }, { ...draft, phones: ['01099998888'] }, 1000);
    saveDraft(s, { userId: 'kim', goods: [5] }, { ...draft, title: '', message: '', phones: [] }, 1000);
    expect(loadDraft(s, { userId: 'kim', goods: [3, 7] }, 2000)).toEqual(draft);
    expect(loadDraft(s, { userId: 'kim', goods: [9] }, 2000)?.phones).toEqual(['01099998888']);
  });

  it('an empty form removes the draft instead of saving it', () => {
    const s = new MemoryStorage();
    saveDraft(s, kim, draft, 1000);
    saveDraft(s, kim, { ...draft, title: ' ', message: '', phones: [], emails: [] }, 1000);
    expect(s.data.has(draftKey(kim))).toBe(false);
  });

  it('drops drafts that are stale, of another version or malformed', () => {
    const s = new MemoryStorage();
    saveDraft(s, kim, draft, 0);
    expect(loadDraft(s, kim, DRAFT_MAX_AGE_MS + 1)).toBeNull();
    s.setItem(draftKey(kim), JSON.stringify({ v: 99, savedAt: 0, draft }));
    expect(loadDraft(s, kim, 1)).toBeNull();
    s.setItem(draftKey(kim), '{not json');
    expect(loadDraft(s, kim, 1)).toBeNull();
    s.setItem(draftKey(kim), JSON.stringify({ v: 1, savedAt: 0, draft: { ...draft, phones: [1, 2] } }));
    expect(loadDraft(s, kim, 1)).toBeNull();
  });

  it('fills what an older or partial draft lacks with safe values', () => {
    const s = new MemoryStorage();
    s.setItem(
      draftKey(kim),
      JSON.stringify({
        v: 1,
        savedAt: 0,
        draft: { phones: ['01012345678'], emails: [], sendType: 5, names: { a: 3 } },
      }),
    );
    expect(loadDraft(s, kim, 1)).toEqual({
      title: '',
      message: '',
      senderPhone: '',
      sendType: 1,
      phones: ['01012345678'],
      emails: [],
      names: {},
    });
  });

  it('a full or blocked storage never breaks the form', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveDraft(broken, kim, draft)).not.toThrow();
    expect(loadDraft(broken, kim)).toBeNull();
    expect(() => clearDraft(broken, kim)).not.toThrow();
  });
});
