import { DOCUMENT_TITLES, RECHARGE_RECEIPT_NOTE, TAX_EXEMPT } from '@bizgift/domain/documents';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import {
  MessageIllustration,
  OrderIllustration,
  PayIllustration,
  RecipientsIllustration,
  SentIllustration,
} from './GuideIllustrations.tsx';

interface Step {
  title: string;
  summary: string;
  points: string[];
  art: ReactNode;
  links: { to: string; label: string }[];
}

/** SPEC §2 Static pages: the five steps of sending a mobile voucher. */
const STEPS: Step[] = [
  {
    title: '상품 주문',
    summary: '보낼 모바일 상품권을 고릅니다.',
    points: [
      '카테고리별·브랜드별로 상품을 찾거나 상단 검색창에서 검색합니다.',
      '여러 상품은 장바구니에 담아 한 번에, 한 상품은 상세 화면의 바로 주문으로 보낼 수 있습니다.',
      '상품 상세 화면이나 장바구니에서 수량과 수신자 수를 넣은 견적서(이미지·PDF)를 내려받아 사내 결재에 활용할 수 있습니다.',
    ],
    art: <OrderIllustration />,
    links: [
      { to: '/products', label: '상품 둘러보기' },
      { to: '/cart', label: '장바구니' },
    ],
  },
  {
    title: '메시지 작성',
    summary: '상품권과 함께 전할 메시지 제목과 내용을 씁니다.',
    points: [
      '제목은 40바이트, 내용은 500바이트를 기준으로 글자 수가 표시됩니다. (한글 1자 = 2바이트)',
      '받는 분이 누가 보냈는지 알 수 있도록 회사명이나 담당자 이름을 함께 적어 주세요.',
    ],
    art: <MessageIllustration />,
    links: [{ to: '/cart', label: '장바구니에서 주문하기' }],
  },
  {
    title: '수신자 입력',
    summary: '받는 분의 휴대폰 번호(문자 발송) 또는 이메일 주소(이메일 발송)를 입력합니다.',
    points: [
      '휴대폰 번호는 010으로 시작하는 11자리로 입력합니다. 하이픈(-)과 공백은 자동으로 지워집니다.',
      '대량 발송: 엑셀 등에서 번호 목록을 복사해 한 줄에 한 명씩 붙여넣으면 여러 명이 한 번에 추가됩니다.',
      '같은 번호나 이메일은 한 번만 추가되며, 결제 금액은 상품 단가 × 수량 × 수신자 수입니다.',
    ],
    art: <RecipientsIllustration />,
    links: [{ to: '/products', label: '상품 고르러 가기' }],
  },
  {
    title: '결제',
    summary: '미리 충전해 둔 충전금으로 결제합니다.',
    points: [
      '충전은 통합결제(신용카드 등) 또는 무통장입금으로 1,000원부터 할 수 있습니다.',
      '무통장입금은 입금 확인 후 관리자가 승인하면 충전금에 반영됩니다.',
      '주문 내용 확인에 동의하면 결제 금액이 충전금에서 차감되고 바로 발송이 시작됩니다.',
    ],
    art: <PayIllustration />,
    links: [
      { to: '/charge', label: '충전하기' },
      { to: '/mypage/charge-history', label: '충전금 사용 내역' },
    ],
  },
  {
    title: '발송 완료',
    summary: '상품권이 문자 또는 이메일로 발송되고, 결과를 바로 확인할 수 있습니다.',
    points: [
      '발송 상태는 마이페이지의 주문 조회와 발송/환불 조회에서 확인합니다.',
      '발송에 실패한 건은 재발송하거나(번호 정정 가능) 환불을 신청할 수 있으며, 환불 금액은 충전금으로 돌아옵니다.',
      '발송이 완료된 상품권은 받는 분이 바로 사용할 수 있으므로 취소할 수 없습니다.',
    ],
    art: <SentIllustration />,
    links: [
      { to: '/mypage/delivery-refund', label: '발송/환불 조회' },
      { to: '/mypage/orders', label: '주문 조회' },
    ],
  },
];

/** What a finance team can download, where, and when. */
const DOCUMENTS: { title: string; when: string; where: { to: string; label: string } }[] = [
  {
    title: '견적서',
    when: '구매 전 사내 결재용. 수량·수신자 수별 금액과 공급자 정보, 직인이 들어갑니다. (이미지·PDF)',
    where: { to: '/cart', label: '상품 상세 · 장바구니' },
  },
  {
    title: DOCUMENT_TITLES.statement,
    when: '상품권 구매(주문)의 증빙. 주문별로, 또는 한 달 치를 한 장으로 받을 수 있으며 환불 금액은 차감됩니다. (PDF)',
    where: { to: '/mypage/orders', label: '주문 조회' },
  },
  {
    title: DOCUMENT_TITLES.deliveryReport,
    when: '주문한 상품권이 누구에게 언제 발송되었는지, 사용 여부와 함께 정리한 내역. 연락처 가운데 자리는 가려집니다. (엑셀·PDF)',
    where: { to: '/mypage/delivery-refund', label: '발송/환불 조회' },
  },
  {
    title: DOCUMENT_TITLES.rechargeReceipt,
    when: '충전금 입금·충전 사실의 확인. 승인된 충전마다 발행됩니다. (PDF)',
    where: { to: '/mypage/charge-history', label: '충전금 사용 내역' },
  },
];

const linkClass =
  'inline-flex items-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-700 hover:border-gray-400 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2';

export function ServiceGuidePage() {
  useDocumentTitle('서비스 이용안내');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <header className="mb-8 md:mb-10">
        <p className="text-sm font-semibold text-brand-600">서비스 이용 안내</p>
        <h1 className="mt-1 text-2xl font-bold text-gray-900 md:text-3xl">모바일 상품권, 5단계로 보내세요</h1>
        <p className="mt-3 max-w-2xl leading-7 text-gray-600">
          비즈기프트는 사업자 회원 전용 모바일 상품권 쇼핑몰입니다. 충전금으로 상품권을 구매해 고객과
          임직원에게 문자나 이메일로 바로 보낼 수 있습니다.
        </p>
      </header>

      <ol aria-label="이용 단계 요약" className="mb-10 grid grid-cols-5 gap-1 text-center text-xs sm:text-sm">
        {STEPS.map((s, i) => (
          <li key={s.title}>
            <a
              href={`#step-${i + 1}`}
              className="flex flex-col items-center gap-1 rounded-lg px-1 py-2 text-gray-700 hover:bg-gray-50 focus-visible:outline-2"
            >
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
                {i + 1}
              </span>
              <span className="break-keep">{s.title}</span>
            </a>
          </li>
        ))}
      </ol>

      <ol className="space-y-6">
        {STEPS.map((s, i) => (
          <li
            key={s.title}
            id={`step-${i + 1}`}
            className="scroll-mt-24 rounded-2xl border border-gray-200 bg-white p-5 md:grid md:grid-cols-[16rem_1fr] md:items-center md:gap-8 md:p-8"
          >
            <div className="mx-auto mb-5 max-w-[16rem] md:mb-0">{s.art}</div>
            <div>
              <p className="text-sm font-semibold text-brand-600">STEP {i + 1}</p>
              <h2 className="mt-1 text-xl font-bold text-gray-900">{s.title}</h2>
              <p className="mt-2 text-gray-700">{s.summary}</p>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm leading-6 text-gray-600">
                {s.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              <div className="mt-4 flex flex-wrap gap-2">
                {s.links.map((l) => (
                  <Link key={l.to + l.label} to={l.to} className={linkClass}>
                    {l.label}
                    <span aria-hidden="true">→</span>
                  </Link>
                ))}
              </div>
            </div>
          </li>
        ))}
      </ol>

      <section
        aria-labelledby="guide-documents"
        className="mt-10 rounded-2xl border border-gray-200 bg-white p-5 md:p-8"
      >
        <p className="text-sm font-semibold text-brand-600">증빙 서류</p>
        <h2 id="guide-documents" className="mt-1 text-xl font-bold text-gray-900">
          결재와 회계 처리에 필요한 서류
        </h2>
        <p className="mt-2 text-gray-700">
          모든 서류는 마이페이지에서 언제든 다시 내려받을 수 있습니다. 주문·발송·충전 내역은 화면의 검색 조건
          그대로 엑셀로도 받을 수 있습니다.
        </p>
        <dl className="mt-5 divide-y divide-gray-100 border-y border-gray-100">
          {DOCUMENTS.map((d) => (
            <div
              key={d.title}
              className="grid gap-1 py-3 md:grid-cols-[10rem_1fr_auto] md:items-center md:gap-4"
            >
              <dt className="font-semibold text-gray-900">{d.title}</dt>
              <dd className="text-sm leading-6 text-gray-600">{d.when}</dd>
              <dd>
                <Link to={d.where.to} className="text-sm font-medium text-brand-700 hover:underline">
                  {d.where.label} →
                </Link>
              </dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-6 font-bold text-gray-900">충전할 때 세금계산서가 발행되지 않는 이유</h3>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm leading-6 text-gray-600">
          {RECHARGE_RECEIPT_NOTE.map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li>{TAX_EXEMPT.note}</li>
        </ul>
        <p className="mt-3 text-sm leading-6 text-gray-600">
          따라서 회계 처리는 충전 시 {DOCUMENT_TITLES.rechargeReceipt}(선급금), 상품권 구매 시{' '}
          {DOCUMENT_TITLES.statement}(면세 매입)로 하시면 됩니다. 세부 처리는 담당 세무사와 확인해 주세요.
        </p>
      </section>

      <aside className="mt-10 flex flex-col items-start gap-3 rounded-2xl bg-gray-50 p-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-semibold text-gray-900">더 궁금한 점이 있으신가요?</p>
          <p className="mt-1 text-sm text-gray-600">
            공지사항을 확인하시거나 1:1 문의를 남겨 주시면 빠르게 답변드리겠습니다.
          </p>
        </div>
        <div className="flex gap-2">
          <Link to="/customer-center/notices" className={linkClass}>
            공지사항
          </Link>
          <Link
            to="/customer-center/inquiry"
            className="inline-flex items-center rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            1:1 문의하기
          </Link>
        </div>
      </aside>
    </div>
  );
}
