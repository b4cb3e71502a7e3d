import type { terms } from '../db/schema/users.ts';

type NewTerm = typeof terms.$inferInsert;

/** The five sign-up terms: three required, two optional event notices (SPEC §5 Sign-up). */
export const TERMS_SEED: NewTerm[] = [
  {
    kind: 'service',
    title: '서비스 이용약관 동의',
    isRequired: true,
    content:
      '제1조(목적) 이 약관은 (주)비즈기프트(이하 "회사")가 제공하는 기업 모바일 상품권 서비스의 이용 조건과 절차, 회사와 회원의 권리·의무를 정합니다.\n제2조(정의) "상품권"이란 회사가 판매하는 모바일 교환권을, "충전금"이란 회원이 상품권 구매를 위해 미리 충전한 금액을 말합니다.\n전체 약관은 이용약관 페이지에서 확인할 수 있습니다.',
  },
  {
    kind: 'privacy_collection',
    title: '개인정보 수집 및 이용 동의',
    isRequired: true,
    content:
      '수집 항목: 아이디, 비밀번호, 담당자 이름, 휴대폰 번호, 이메일, 회사명, 사업자등록번호, 대표자명, 대표 전화번호\n수집 목적: 회원 식별, 상품권 발송, 충전금 관리, 고객 상담\n보유 기간: 회원 탈퇴 시까지 (관계 법령에 따라 보존이 필요한 경우 해당 기간)',
  },
  {
    kind: 'privacy_policy',
    title: '개인정보 처리방침 동의',
    isRequired: true,
    content:
      '회사는 개인정보 보호법 등 관련 법령을 준수하며, 개인정보 처리방침을 통해 회원의 개인정보가 어떤 목적과 방식으로 이용되는지 알려드립니다. 전체 내용은 개인정보처리방침 페이지에서 확인할 수 있습니다.',
  },
  {
    kind: 'event_sms',
    title: '이벤트 및 혜택 SMS 수신 동의',
    isRequired: false,
    content:
      '신상품, 할인 이벤트 등 혜택 정보를 SMS로 받아보실 수 있습니다. 동의하지 않아도 서비스 이용에 제한이 없습니다.',
  },
  {
    kind: 'event_email',
    title: '이벤트 및 혜택 이메일 수신 동의',
    isRequired: false,
    content:
      '신상품, 할인 이벤트 등 혜택 정보를 이메일로 받아보실 수 있습니다. 동의하지 않아도 서비스 이용에 제한이 없습니다.',
  },
];
