import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/Button.tsx';

function backLabel(backPath: string): string {
  if (backPath.startsWith('/mypage/delivery-refund')) return '발송/환불 목록';
  if (backPath.startsWith('/mypage/expiring')) return '곧 만료되는 쿠폰';
  if (/^\/mypage\/orders\/\d+/.test(backPath)) return '주문 상세';
  return '주문 목록';
}

export function DetailHeader({
  title,
  backPath,
  children,
}: {
  title: string;
  backPath: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="mb-6 md:mb-8">
      <nav aria-label="위치" className="mb-2 text-sm text-gray-500">
        <Link to="/mypage" className="hover:text-gray-800 hover:underline">
          마이페이지
        </Link>
        <span aria-hidden="true"> › </span>
        <Link to={backPath} className="hover:text-gray-800 hover:underline">
          {backLabel(backPath)}
        </Link>
        <span aria-hidden="true"> › </span>
        <span className="text-gray-700">{title}</span>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
        <div className="flex gap-2">
          {children}
          <Link to={backPath} className={buttonClass('secondary')}>
            <svg viewBox="0 0 20 20" className="size-4" fill="none" aria-hidden="true">
              <path
                d="M12 5l-5 5 5 5"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {backLabel(backPath)}으로
          </Link>
        </div>
      </div>
    </header>
  );
}

export function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-4 border-b border-gray-100 py-3 last:border-b-0">
      <dt className="w-24 shrink-0 text-sm text-gray-500">{label}</dt>
      <dd className="min-w-0 flex-1 text-[15px] break-all text-gray-900">{children}</dd>
    </div>
  );
}

export function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-5xl px-4 py-8 md:py-12">{children}</div>;
}
