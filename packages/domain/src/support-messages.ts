/**
 * Customer-center constants and Korean messages (SPEC §5 inquiry, §8): no zod here, so screens that
 * only show messages stay light. The rules that use them are in support.ts.
 */

import { formatNumber } from './money.ts';
import type { FooterInfo } from './support.ts';

export const INQUIRY_STATUS = { WAITING: 1, ANSWERED: 2 } as const;
export const NOTICE_TYPE = { GENERAL: 1, EVENT: 2 } as const;

export const SUPPORT_LIMITS = {
  titleMax: 100,
  contentMax: 5000,
  answerMax: 5000,
  noticeTitleMax: 200,
  noticeContentMax: 20000,
  searchMax: 100,
  /** A member may register at most this many inquiries in the window below (then 429). */
  inquiriesPerWindow: 5,
  inquiryWindowMinutes: 10,
} as const;

export const INQUIRY_MESSAGES = {
  typeRequired: '문의 유형을 선택해주세요.',
  titleRequired: '제목을 입력해주세요.',
  contentRequired: '내용을 입력해주세요.',
  titleTooLong: `제목은 ${SUPPORT_LIMITS.titleMax}자 이내로 입력해주세요.`,
  contentTooLong: `내용은 ${formatNumber(SUPPORT_LIMITS.contentMax)}자 이내로 입력해주세요.`,
  created: '문의가 등록되었습니다.',
  createFailed: '문의 등록에 실패했습니다.',
  waitingAnswer: '답변 대기 중입니다.',
  notFound: '문의 내역을 찾을 수 없습니다.',
  tooMany: '짧은 시간에 문의를 너무 많이 등록했습니다. 잠시 후 다시 시도해주세요.',
  answerRequired: '답변 내용을 입력해주세요.',
  answerTooLong: `답변은 ${formatNumber(SUPPORT_LIMITS.answerMax)}자 이내로 입력해주세요.`,
  answered: '답변이 등록되었습니다.',
  statusInvalid: '문의 상태가 올바르지 않습니다.',
} as const;

export const NOTICE_MESSAGES = {
  notFound: '공지사항을 찾을 수 없습니다.',
  typeRequired: '공지 유형을 선택해주세요.',
  titleRequired: '제목을 입력해주세요.',
  contentRequired: '내용을 입력해주세요.',
  titleTooLong: `제목은 ${SUPPORT_LIMITS.noticeTitleMax}자 이내로 입력해주세요.`,
  contentTooLong: `내용은 ${formatNumber(SUPPORT_LIMITS.noticeContentMax)}자 이내로 입력해주세요.`,
  searchTooLong: `검색어는 ${SUPPORT_LIMITS.searchMax}자 이내로 입력해주세요.`,
  typeInvalid: '공지 유형이 올바르지 않습니다.',
} as const;

/**
 * The footer until staff edit it (the seed stores it); the web shows it when the settings call fails.
 * Here, not in support.ts: the footer is on every page, and support.ts would bring zod into the entry.
 */
export const DEFAULT_FOOTER: FooterInfo = {
  company_name: '(주)비즈기프트',
  admin_name: '김대표',
  privacy_officer: '이보안',
  business_number: '123-45-67891',
  company_address: '서울특별시 강남구 테헤란로 123, 10층',
  contact_phone: '1588-0000',
  contact_email: 'help@bizgift.co.kr',
  copyright: `© ${new Date().getFullYear()} BizGift Inc. All rights reserved.`,
};
