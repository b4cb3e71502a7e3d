import { RECHARGE_RECEIPT_NOTE, TAX_EXEMPT } from '@bizgift/domain/documents';
import { INQUIRY_STATUS } from '@bizgift/domain/support-messages';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { inquiries, notices } from '../db/schema/support.ts';
import { users } from '../db/schema/users.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A moment `days` ago at a given hour, so the demo always looks current. */
const daysAgo = (days: number, hour = 10, minute = 0) => {
  const d = new Date(Date.now() - days * DAY);
  d.setHours(hour, minute, 0, 0);
  return d;
};

interface NoticeSeed {
  type: 1 | 2;
  title: string;
  content: string;
  daysAgo: number;
  views: number;
  pinned?: boolean;
}

export const NOTICE_SEED: NoticeSeed[] = [
  {
    type: 1,
    pinned: true,
    daysAgo: 2,
    views: 1184,
    title: '[필독] 비즈기프트 서비스 이용 안내',
    content: `안녕하세요, 기업 전용 모바일 상품권 쇼핑몰 비즈기프트입니다.

비즈기프트는 사업자 회원 전용 서비스로, 충전금으로 모바일 상품권을 구매하여 고객·임직원에게 문자(SMS) 또는 이메일로 바로 발송할 수 있습니다.

■ 이용 순서
1. 충전하기에서 충전금을 충전합니다. (통합결제 또는 무통장입금)
2. 상품을 고른 뒤 장바구니에 담거나 바로 주문합니다.
3. 메시지 제목과 내용을 작성하고 수신자를 입력합니다.
4. 결제하면 즉시 발송되며, 발송 결과는 마이페이지 > 발송/환불 조회에서 확인할 수 있습니다.

■ 발송 실패 시
수신번호 오류 등으로 발송에 실패한 건은 재발송하거나 환불을 신청할 수 있으며, 환불 금액은 충전금으로 반환됩니다.

■ 증빙 서류
- 견적서: 상품 상세·장바구니에서 수량과 수신자 수를 넣어 이미지·PDF로 받습니다.
- 거래명세서: 상품권 구매의 증빙으로, 마이페이지 > 주문 조회에서 주문별 또는 월별로 받습니다.
- 발송결과 내역서: 발송/환불 조회의 주문별 발송 내역(엑셀·PDF)입니다.
- 충전 확인서: 승인된 충전마다 충전금 사용 내역에서 받습니다.

■ 충전 시 세금계산서를 발행하지 않는 이유
${RECHARGE_RECEIPT_NOTE.join('\n')}
${TAX_EXEMPT.note}

궁금하신 점은 고객센터(1588-0000) 또는 1:1 문의로 연락해 주세요. 감사합니다.`,
  },
  {
    type: 2,
    pinned: true,
    daysAgo: 5,
    views: 962,
    title: '[이벤트] 첫 충전 고객 충전금 3% 추가 적립',
    content: `비즈기프트를 처음 이용하시는 사업자 회원님께 감사의 마음을 담아 첫 충전 적립 이벤트를 진행합니다.

■ 이벤트 기간: 공지일로부터 한 달간
■ 대상: 이벤트 기간 중 첫 충전을 완료한 사업자 회원
■ 혜택: 첫 충전 금액의 3%를 적립금으로 추가 지급 (최대 30만 원)
■ 지급 시기: 충전 완료 다음 달 10일 일괄 지급

※ 무통장입금은 관리자 승인 완료 시점을 기준으로 합니다.
※ 부정한 방법으로 참여한 것이 확인되면 적립금이 회수될 수 있습니다.`,
  },
  {
    type: 1,
    daysAgo: 9,
    views: 534,
    title: '공휴일·연휴 기간 발송 및 고객센터 운영 안내',
    content: `공휴일과 연휴 기간의 고객센터 운영 방식을 안내드립니다.

■ 고객센터 휴무: 공휴일과 연휴 기간 (전화 상담 휴무)
■ 모바일 상품권 발송: 연휴 중에도 24시간 정상 발송됩니다.
■ 무통장입금 충전 승인: 연휴 기간 입금분은 연휴 다음 영업일 오전에 순차 승인됩니다.
■ 1:1 문의: 접수는 가능하며, 답변은 연휴 이후 순차적으로 드립니다.

연휴 중 대량 발송이 예정된 회원님께서는 충전을 미리 완료해 주시기 바랍니다.`,
  },
  {
    type: 1,
    daysAgo: 14,
    views: 421,
    title: '신규 브랜드 입점 안내 (베이커리·외식 브랜드 추가)',
    content: `고객 선물과 임직원 복지에 활용하기 좋은 브랜드가 새로 입점했습니다.

■ 베이커리: 케이크 교환권, 빵 세트 등 기념일 선물용 상품
■ 외식: 패밀리 레스토랑 식사권, 치킨·피자 세트 교환권
■ 편의점: 금액권 5천 원·1만 원권

상품 검색 > 브랜드별에서 새 브랜드를 확인하실 수 있습니다. 기업 전용 특가 상품은 상품 상세 화면에 '기업전용' 표시가 붙어 있습니다.`,
  },
  {
    type: 2,
    daysAgo: 18,
    views: 688,
    title: '[이벤트] 대량 충전 이벤트 – 100만 원 이상 충전 시 1% 적립',
    content: `대량 발송 회원님을 위한 충전 이벤트를 진행합니다.

■ 기간: 공지일로부터 2주간
■ 조건: 1회 100만 원 이상 충전
■ 혜택: 충전 금액의 1%를 적립금으로 지급

적립금은 충전 다음 달 10일에 지급되며, 적립금의 사용 조건은 이용약관의 '적립금' 조항을 따릅니다.`,
  },
  {
    type: 1,
    daysAgo: 23,
    views: 317,
    title: '시스템 정기 점검 안내 (새벽 2시~4시)',
    content: `보다 안정적인 서비스 제공을 위해 시스템 정기 점검을 실시합니다.

■ 점검 일시: 점검일 새벽 02:00 ~ 04:00 (2시간)
■ 영향: 점검 시간 동안 로그인, 주문, 충전이 일시 중단됩니다.
■ 발송: 점검 직전에 접수된 발송 건은 점검 종료 직후 순서대로 발송됩니다.

점검 시간은 작업 상황에 따라 단축되거나 연장될 수 있습니다. 이용에 불편을 드려 죄송합니다.`,
  },
  {
    type: 1,
    daysAgo: 31,
    views: 276,
    title: '개인정보처리방침 개정 안내',
    content: `개인정보처리방침이 일부 개정되어 안내드립니다.

■ 주요 변경 사항
- 모바일 상품권 발송 위탁 업체(문자 발송 대행사) 명칭 변경 반영
- 개인정보 보호책임자 연락처 변경

변경된 방침은 공지일로부터 7일 후 시행됩니다. 자세한 내용은 화면 하단의 '개인정보처리방침'에서 확인하실 수 있습니다.`,
  },
  {
    type: 2,
    daysAgo: 38,
    views: 845,
    title: '[이벤트] 임직원 선물 대량 발송 고객 커피 쿠폰 증정',
    content: `한 달 동안 누적 100건 이상 발송하신 회원사께 감사의 커피 쿠폰을 드립니다.

■ 대상: 이벤트 기간 중 누적 발송 100건 이상 회원사
■ 혜택: 담당자 휴대폰으로 아메리카노 교환권 5매 발송
■ 발송 일정: 이벤트 종료 후 2주 이내

발송 건수는 발송 완료 기준이며, 환불된 건은 제외됩니다.`,
  },
  {
    type: 1,
    daysAgo: 45,
    views: 203,
    title: '무통장입금 충전 승인 시간 안내',
    content: `무통장입금으로 충전하시는 경우 입금 확인 후 관리자가 승인하면 충전금에 반영됩니다.

■ 승인 시간: 평일 09:00 ~ 18:00, 입금 확인 후 30분 이내
■ 입금자명: 반드시 회원 가입 시 등록한 대표자명(또는 회사명)으로 입금해 주세요.
■ 입금자명이 다른 경우 확인이 지연될 수 있으니 1:1 문의로 알려 주세요.

충전 신청 내역과 승인 상태는 마이페이지 > 충전금 사용 내역에서 확인하실 수 있습니다.`,
  },
  {
    type: 1,
    daysAgo: 52,
    views: 188,
    title: '발송 실패 건 환불 절차 안내',
    content: `수신번호 오류나 수신 거부 등으로 발송에 실패한 상품권은 환불을 신청하실 수 있습니다.

■ 환불 가능 상태: 발송실패, 실패(관리자문의)
■ 신청 방법: 마이페이지 > 발송/환불 조회에서 해당 건의 '환불' 버튼 선택
■ 환불 방법: 결제 금액이 충전금으로 즉시 반환됩니다.

이미 발송이 완료된 상품권은 환불이 불가하니 수신번호를 꼭 확인해 주세요.`,
  },
  {
    type: 2,
    daysAgo: 60,
    views: 731,
    title: '[이벤트] 추천인 코드 등록 시 양측 적립금 1만 원',
    content: `다른 사업자에게 비즈기프트를 소개해 주세요.

■ 방법: 신규 회원이 가입할 때 추천인 코드란에 추천한 회원사의 아이디를 입력
■ 혜택: 신규 회원의 첫 충전 완료 시 추천한 회원사와 신규 회원사에 각각 적립금 1만 원 지급

동일 사업자번호의 재가입은 대상에서 제외됩니다.`,
  },
  {
    type: 1,
    daysAgo: 70,
    views: 152,
    title: '이메일 발송 기능 오픈 안내',
    content: `휴대폰 번호 대신 이메일로도 모바일 상품권을 보낼 수 있게 되었습니다.

주문 화면에서 발송 방식을 '이메일'로 선택하고 수신 이메일 주소를 입력하면, 쿠폰 번호와 유효기간이 담긴 메일이 발송됩니다. 해외 체류 임직원이나 휴대폰 번호를 모르는 고객에게 활용해 보세요.`,
  },
  {
    type: 1,
    daysAgo: 85,
    views: 140,
    title: '견적서 출력 기능 안내',
    content: `상품 상세 화면에서 견적서를 바로 내려받을 수 있습니다.

견적서에는 상품명, 단가, 수량, 합계 금액과 견적 유효기간(14일)이 표시되며, 사내 결재용으로 활용하실 수 있습니다. 세금계산서 발행은 1:1 문의로 요청해 주세요.`,
  },
];

/**
 * Demo notices (general and event, two pinned) and two inquiries of the demo member: one answered
 * by staff, one still waiting.
 */
export async function seedSupport(tx: Tx, memberId: number): Promise<void> {
  await tx.insert(notices).values(
    NOTICE_SEED.map((n) => ({
      noticeType: n.type,
      title: n.title,
      content: n.content,
      isPinned: n.pinned ?? false,
      views: n.views,
      createdAt: daysAgo(n.daysAgo),
      updatedAt: daysAgo(n.daysAgo),
    })),
  );
  const [staff] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'staff'))
    .orderBy(asc(users.id))
    .limit(1);
  await tx.insert(inquiries).values([
    {
      userId: memberId,
      inquiryType: 2,
      title: '세금계산서 발행 요청드립니다',
      content:
        '지난달 무통장입금으로 충전한 500,000원에 대해 세금계산서 발행을 요청드립니다.\n사업자등록증상의 이메일로 보내주시면 됩니다.',
      status: INQUIRY_STATUS.ANSWERED,
      answer:
        '안녕하세요, 비즈기프트 고객센터입니다.\n요청하신 충전 건의 세금계산서를 등록된 이메일 주소로 발행해 드렸습니다. 메일함을 확인해 주시고, 수신되지 않았다면 스팸함도 확인 부탁드립니다.\n감사합니다.',
      answeredBy: staff?.id ?? null,
      answeredAt: daysAgo(6, 14, 20),
      createdAt: daysAgo(7, 9, 40),
    },
    {
      userId: memberId,
      inquiryType: 5,
      title: '임직원 명절 선물 대량 발송 견적 문의',
      content:
        '다가오는 명절에 임직원 약 300명에게 모바일 상품권을 보내려고 합니다.\n대량 구매 시 할인이 가능한지, 엑셀로 수신자를 한 번에 등록할 수 있는지 궁금합니다.',
      createdAt: daysAgo(1, 16, 5),
    },
  ]);
}
