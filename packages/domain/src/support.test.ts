import { describe, expect, it } from 'vitest';
import {
  cleanText,
  INQUIRY_TYPES,
  inquiryAnswerSchema,
  noticeCreateSchema,
  validateInquiry,
} from './support.ts';
import { INQUIRY_MESSAGES, NOTICE_MESSAGES, SUPPORT_LIMITS } from './support-messages.ts';

const valid = {
  inquiry_type: 2,
  title: '세금계산서 발행 문의',
  content: '지난달 충전분 세금계산서를 받고 싶습니다.',
};

describe('validateInquiry — SPEC §5 "Inquiry"', () => {
  it('accepts a complete inquiry and trims title and content', () => {
    const result = validateInquiry({ ...valid, title: '  세금계산서  ', content: '\n 내용입니다 \n' });
    expect(result).toEqual({
      ok: true,
      value: { inquiry_type: 2, title: '세금계산서', content: '내용입니다' },
    });
  });

  it('accepts a digit-string type from a <select>', () => {
    expect(validateInquiry({ ...valid, inquiry_type: '7' })).toMatchObject({
      ok: true,
      value: { inquiry_type: 7 },
    });
  });

  it.each(INQUIRY_TYPES)('accepts type %i', (type) => {
    expect(validateInquiry({ ...valid, inquiry_type: type }).ok).toBe(true);
  });

  it.each([
    ['type 0 (unselected)', { ...valid, inquiry_type: 0 }, 'inquiry_type', INQUIRY_MESSAGES.typeRequired],
    ['type missing', { ...valid, inquiry_type: undefined }, 'inquiry_type', INQUIRY_MESSAGES.typeRequired],
    ['type empty string', { ...valid, inquiry_type: '' }, 'inquiry_type', INQUIRY_MESSAGES.typeRequired],
    ['type 8', { ...valid, inquiry_type: 8 }, 'inquiry_type', INQUIRY_MESSAGES.typeRequired],
    ['type 1.5', { ...valid, inquiry_type: 1.5 }, 'inquiry_type', INQUIRY_MESSAGES.typeRequired],
    ['type "abc"', { ...valid, inquiry_type: 'abc' }, 'inquiry_type', INQUIRY_MESSAGES.typeRequired],
    ['type true', { ...valid, inquiry_type: true }, 'inquiry_type', INQUIRY_MESSAGES.typeRequired],
    ['title missing', { ...valid, title: undefined }, 'title', INQUIRY_MESSAGES.titleRequired],
    ['title blank', { ...valid, title: '   ' }, 'title', INQUIRY_MESSAGES.titleRequired],
    ['title not text', { ...valid, title: 12 }, 'title', INQUIRY_MESSAGES.titleRequired],
    ['title too long', { ...valid, title: '가'.repeat(101) }, 'title', INQUIRY_MESSAGES.titleTooLong],
    ['content blank', { ...valid, content: ' \n\t ' }, 'content', INQUIRY_MESSAGES.contentRequired],
    ['content only NUL', { ...valid, content: '\u0000\u0000' }, 'content', INQUIRY_MESSAGES.contentRequired],
    ['content too long', { ...valid, content: 'a'.repeat(5001) }, 'content', INQUIRY_MESSAGES.contentTooLong],
  ])('%s → %s: %s', (_case, input, field, message) => {
    const result = validateInquiry(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors[field as 'title']).toBe(message);
      expect(result.message).toBe(message);
    }
  });

  it('reports fields in the SPEC order: type, then title, then content', () => {
    const result = validateInquiry({ inquiry_type: 0, title: '', content: '' });
    expect(result).toEqual({
      ok: false,
      message: INQUIRY_MESSAGES.typeRequired,
      errors: {
        inquiry_type: INQUIRY_MESSAGES.typeRequired,
        title: INQUIRY_MESSAGES.titleRequired,
        content: INQUIRY_MESSAGES.contentRequired,
      },
    });
  });

  it('counts the limit after trimming (100 characters plus spaces is fine)', () => {
    expect(validateInquiry({ ...valid, title: ` ${'가'.repeat(SUPPORT_LIMITS.titleMax)} ` }).ok).toBe(true);
  });
});

describe('cleanText', () => {
  it.each([
    ['  a  ', 'a'],
    ['a\u0000b', 'ab'],
    ['줄1\n줄2\t탭', '줄1\n줄2\t탭'],
    ['\u0007벨', '벨'],
  ])('%j → %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });
});

describe('staff schemas', () => {
  it('answer: required after trim', () => {
    expect(inquiryAnswerSchema.safeParse({ answer: '  ' }).error?.issues[0]?.message).toBe(
      INQUIRY_MESSAGES.answerRequired,
    );
    expect(inquiryAnswerSchema.parse({ answer: ' 답변 ' })).toEqual({ answer: '답변' });
  });

  it.each([
    [{ notice_type: 3, title: 't', content: 'c' }, NOTICE_MESSAGES.typeRequired],
    [{ notice_type: 1, title: ' ', content: 'c' }, NOTICE_MESSAGES.titleRequired],
    [{ notice_type: 2, title: 't', content: '' }, NOTICE_MESSAGES.contentRequired],
  ])('notice %j → %s', (input, message) => {
    expect(noticeCreateSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('notice defaults to not pinned', () => {
    expect(noticeCreateSchema.parse({ notice_type: 2, title: '이벤트', content: '내용' })).toEqual({
      notice_type: 2,
      title: '이벤트',
      content: '내용',
      is_pinned: false,
    });
  });
});
