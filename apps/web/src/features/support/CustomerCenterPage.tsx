import { Link } from 'react-router';
import { useFooterInfo } from '../../api/content.ts';
import { useNotices } from '../../api/support.ts';
import { formatDate } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { TypeBadge } from './NoticesPage.tsx';

const SHORTCUTS = [
  {
    to: '/customer-center/inquiry',
    title: '1:1 문의하기',
    text: '궁금한 점을 남기면 담당자가 답변드립니다.',
    icon: 'chat',
  },
  {
    to: '/customer-center/inquiry?tab=history',
    title: '나의 문의 내역',
    text: '남긴 문의와 답변을 확인합니다.',
    icon: 'list',
  },
  {
    to: '/customer-center/notices',
    title: '공지사항',
    text: '서비스 소식과 이벤트를 확인합니다.',
    icon: 'bell',
  },
  { to: '/guide/service', title: '서비스 이용안내', text: '주문부터 발송까지 5단계 안내', icon: 'book' },
  {
    to: '/mypage/delivery-refund',
    title: '발송/환불 조회',
    text: '발송 결과 확인, 재발송과 환불',
    icon: 'send',
  },
  { to: '/charge', title: '충전하기', text: '통합결제 또는 무통장입금', icon: 'won' },
] as const;

function ShortcutIcon({ name }: { name: (typeof SHORTCUTS)[number]['icon'] }) {
  const paths: Record<typeof name, string> = {
    chat: 'M4 5h16v10H9l-5 4z',
    list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
    bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
    book: 'M4 5a2 2 0 0 1 2-2h6v17H6a2 2 0 0 0-2 2zM20 5a2 2 0 0 0-2-2h-6v17h6a2 2 0 0 1 2 2z',
    send: 'M3 11l18-8-8 18-2-8z',
    won: 'M4 8h15a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4zM4 8l11-4v4M16 13.5h.01',
  };
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}

export function CustomerCenterPage() {
  useDocumentTitle('고객센터');
  const footer = useFooterInfo();
  const latest = useNotices({ page: 1, pageSize: 5 });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <header className="mb-8">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">고객센터</h1>
        <p className="mt-2 text-gray-600">무엇을 도와드릴까요? 자주 찾는 메뉴로 바로 이동하세요.</p>
      </header>

      <section aria-labelledby="cc-contact" className="mb-10 grid gap-4 md:grid-cols-[1.2fr_1fr]">
        <div className="rounded-2xl bg-gray-900 p-6 text-white md:p-8">
          <h2 id="cc-contact" className="text-sm font-semibold text-gray-300">
            고객센터 전화
          </h2>
          <p className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">
            <a href={`tel:${footer.contact_phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
              {footer.contact_phone}
            </a>
          </p>
          <dl className="mt-5 space-y-1.5 text-sm text-gray-200">
            <div className="flex gap-3">
              <dt className="w-16 shrink-0 text-gray-300">평일</dt>
              <dd>09:00 ~ 18:00 (점심시간 12:00 ~ 13:00)</dd>
            </div>
            <div className="flex gap-3">
              <dt className="w-16 shrink-0 text-gray-300">휴무</dt>
              <dd>토·일요일, 공휴일</dd>
            </div>
            <div className="flex gap-3">
              <dt className="w-16 shrink-0 text-gray-300">이메일</dt>
              <dd>
                <a href={`mailto:${footer.contact_email}`} className="underline-offset-2 hover:underline">
                  {footer.contact_email}
                </a>
              </dd>
            </div>
          </dl>
        </div>
        <div className="flex flex-col justify-between rounded-2xl border border-gray-200 p-6 md:p-8">
          <div>
            <h2 className="font-semibold text-gray-900">1:1 문의는 24시간 접수</h2>
            <p className="mt-2 text-sm leading-6 text-gray-600">
              상담 시간 외에 남긴 문의는 다음 영업일에 순서대로 답변드립니다. 발송 실패·환불은 마이페이지의
              발송/환불 조회에서 바로 처리할 수 있습니다.
            </p>
          </div>
          <Link
            to="/customer-center/inquiry"
            className="mt-5 inline-flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 md:w-auto md:self-start"
          >
            1:1 문의하기
          </Link>
        </div>
      </section>

      <section aria-labelledby="cc-shortcuts" className="mb-10">
        <h2 id="cc-shortcuts" className="mb-4 text-lg font-semibold text-gray-900">
          바로가기
        </h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {SHORTCUTS.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="flex h-full items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 hover:border-gray-400 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                  <ShortcutIcon name={s.icon} />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-gray-900">{s.title}</span>
                  <span className="mt-0.5 hidden text-sm text-gray-500 sm:block">{s.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cc-notices">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="cc-notices" className="text-lg font-semibold text-gray-900">
            최근 공지사항
          </h2>
          <Link
            to="/customer-center/notices"
            className="text-sm text-gray-600 hover:text-gray-900 hover:underline"
          >
            전체 보기 ›
          </Link>
        </div>
        {latest.isPending ? (
          <ul className="divide-y divide-gray-100 border-y border-gray-200" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="py-3.5">
                <span className="block h-4 w-2/3 animate-pulse rounded bg-gray-100" />
              </li>
            ))}
          </ul>
        ) : latest.isError ? (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-sm text-gray-600">
            공지사항을 불러오지 못했습니다.{' '}
            <button type="button" className="underline" onClick={() => void latest.refetch()}>
              다시 시도
            </button>
          </p>
        ) : latest.data.results.length === 0 ? (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-sm text-gray-600">
            등록된 공지사항이 없습니다.
          </p>
        ) : (
          <ul className="divide-y divide-gray-100 border-y border-gray-200">
            {latest.data.results.map((n) => (
              <li key={n.id}>
                <Link
                  to={`/customer-center/notices/${n.id}`}
                  className="flex items-center gap-3 px-1 py-3.5 hover:bg-gray-50 focus-visible:outline-2"
                >
                  <TypeBadge type={n.notice_type} label={n.notice_type_display} />
                  <span className="min-w-0 flex-1 truncate text-gray-900">{n.title}</span>
                  <span className="shrink-0 text-sm text-gray-500">{formatDate(n.created_at)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
