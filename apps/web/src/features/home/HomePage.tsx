import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { goodsListQuery } from '../../api/catalog.ts';
import { bannersQuery } from '../../api/content.ts';
import { ProductGrid } from '../../components/ProductGrid.tsx';
import { ErrorState } from '../../components/ui/EmptyState.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { BannerSkeleton, BannerSlider } from './BannerSlider.tsx';

// The weekly best is the API's default order: units sold in the last 7 days, then all-time popularity.
const BEST_PARAMS = { ordering: 'sort', page_size: 8, page: 1 } as const;
const NEW_PARAMS = { ordering: '-id', page_size: 3, page: 1 } as const;

function Section({
  title,
  subtitle,
  more,
  children,
}: {
  title: string;
  subtitle: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="mx-auto mt-14 max-w-7xl px-4 sm:mt-20 lg:px-6">
      <div className="mb-5 flex items-end justify-between gap-4 sm:mb-7">
        <div>
          <h2 className="text-xl font-bold tracking-tight text-gray-900 sm:text-2xl">{title}</h2>
          <p className="mt-1 text-sm text-gray-500 sm:text-[15px]">{subtitle}</p>
        </div>
        {more && (
          <Link to={more.to} className="shrink-0 text-sm font-medium text-gray-500 hover:text-gray-900">
            {more.label} <span aria-hidden="true">›</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

const BENEFITS = [
  { title: '충전금 결제', text: '미리 충전한 금액으로 결제까지 한 번에' },
  { title: '대량 발송', text: '수신자 여러 명에게 문자·이메일로 일괄 발송' },
  { title: '발송 관리', text: '발송 실패 시 재발송·환불까지 간편하게' },
];

/** SPEC §2 Home: banner slider, weekly best (8), new products (3). */
export function HomePage() {
  useDocumentTitle();
  const banners = useQuery(bannersQuery());
  const best = useQuery(goodsListQuery(BEST_PARAMS));
  const fresh = useQuery(goodsListQuery(NEW_PARAMS));

  return (
    <>
      <h1 className="sr-only">BizGift 비즈기프트 - 기업 모바일 상품권</h1>
      <div className="mx-auto max-w-7xl sm:px-4 sm:pt-6 lg:px-6">
        {banners.isPending ? (
          <BannerSkeleton />
        ) : banners.data && banners.data.length > 0 ? (
          <BannerSlider banners={banners.data} />
        ) : null}
      </div>

      <div className="mx-auto mt-6 max-w-7xl px-4 lg:px-6">
        <ul className="grid grid-cols-3 divide-x divide-gray-200 rounded-2xl border border-gray-200 bg-white py-4 sm:py-5">
          {BENEFITS.map((b) => (
            <li key={b.title} className="px-2 text-center sm:px-6">
              <p className="text-sm font-bold text-gray-900 sm:text-base">{b.title}</p>
              <p className="mt-1 hidden text-sm text-gray-500 sm:block">{b.text}</p>
            </li>
          ))}
        </ul>
      </div>

      <Section
        title="주간 베스트"
        subtitle="이번 주 기업 고객이 가장 많이 선택한 상품"
        more={{ to: '/products', label: '전체보기' }}
      >
        {best.isError ? (
          <ErrorState message="상품을 불러오지 못했습니다." onRetry={() => void best.refetch()} />
        ) : (
          <ProductGrid
            items={best.data?.results}
            isLoading={best.isPending}
            columns={4}
            ranked
            skeletonCount={8}
          />
        )}
      </Section>

      <Section
        title="신상품"
        subtitle="새로 입점한 상품을 가장 먼저 만나보세요"
        more={{ to: '/products', label: '더보기' }}
      >
        {fresh.isError ? (
          <ErrorState message="상품을 불러오지 못했습니다." onRetry={() => void fresh.refetch()} />
        ) : (
          <ProductGrid
            items={fresh.data?.results}
            isLoading={fresh.isPending}
            columns={3}
            skeletonCount={3}
            scrollOnMobile
          />
        )}
      </Section>
    </>
  );
}
