import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Banner } from '../../api/content.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { resolveImageUrl } from '../../lib/image.ts';

export const BANNER_INTERVAL_MS = 3000;

function BannerLink({ banner, children }: { banner: Banner; children: React.ReactNode }) {
  const url = banner.link_url?.trim();
  // A size container: the text over the picture is sized in cqw, so it keeps its place on it.
  const className = '@container relative block size-full';
  if (!url) return <div className={className}>{children}</div>;
  if (/^https?:\/\//i.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={url.startsWith('/') ? url : `/${url}`} className={className}>
      {children}
    </Link>
  );
}

/**
 * The slide's headline, as text over its picture: in the site font, wrapped inside
 * the picture's free side (the left on a PC, the top on a phone, where the generated artwork of
 * apps/api/src/modules/catalog/art.ts leaves room), over a light shade so it reads on any picture.
 */
function BannerText({ title }: { title: string }) {
  return (
    <div className="absolute inset-0 bg-linear-to-b from-gray-900/25 to-transparent to-60% px-[8.5cqw] pt-[16cqw] text-white sm:flex sm:flex-col sm:justify-center sm:bg-linear-to-r sm:px-[8cqw] sm:pt-0">
      <p className="text-[4.4cqw] font-bold opacity-90 sm:text-[2.2cqw]">BizGift 기업 모바일 상품권</p>
      <p className="mt-[4cqw] max-w-[88%] text-[8.4cqw] leading-[1.22] font-extrabold tracking-tight break-keep text-balance sm:mt-[1.4cqw] sm:max-w-[56%] sm:text-[4.4cqw]">
        {title}
      </p>
    </div>
  );
}

/**
 * SPEC §2 Home banner slider: advances every 3000 ms, with dots and previous/next; hovering or
 * focusing it (or the pause button) stops the rotation. PC and mobile artwork by breakpoint.
 */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  useEffect(() => {
    if (count < 2 || hovered || paused) return;
    const timer = window.setTimeout(() => go(index + 1), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [count, hovered, paused, index, go]);

  useEffect(() => {
    if (index >= count && count > 0) setIndex(0);
  }, [count, index]);

  if (count === 0) return null;

  const arrow =
    'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 text-gray-800 shadow-md backdrop-blur transition hover:bg-white sm:flex';

  return (
    <section
      aria-roledescription="carousel"
      aria-label="이벤트 배너"
      className="group relative overflow-hidden rounded-none bg-gray-100 sm:rounded-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div
        className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
        aria-live={hovered || paused ? 'polite' : 'off'}
      >
        {banners.map((banner, i) => (
          // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a labelled group (WAI-ARIA APG)
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}: ${banner.title}`}
            aria-hidden={i !== index}
            inert={i !== index}
            className="aspect-square w-full shrink-0 sm:aspect-[3/1]"
          >
            <BannerLink banner={banner}>
              <picture>
                {banner.image_pc && (
                  <source media="(min-width: 640px)" srcSet={resolveImageUrl(banner.image_pc) ?? ''} />
                )}
                <ImageWithFallback
                  src={banner.image_mobile || banner.image_pc}
                  alt=""
                  loading={i === 0 ? 'eager' : 'lazy'}
                  className="size-full object-cover"
                />
              </picture>
              <BannerText title={banner.title} />
            </BannerLink>
          </div>
        ))}
      </div>

      {count > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(index - 1)}
            aria-label="이전 배너"
            className={`${arrow} left-4`}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              aria-hidden="true"
            >
              <path d="m15 5-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            aria-label="다음 배너"
            className={`${arrow} right-4`}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              aria-hidden="true"
            >
              <path d="m9 5 7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <div className="absolute bottom-2 left-1/2 z-10 flex -translate-x-1/2 items-center rounded-full bg-gray-900/35 px-1 backdrop-blur sm:bottom-4">
            {/* Each dot is a 24 px target (a thumb's minimum) around the small visible mark. */}
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => go(i)}
                aria-label={`${i + 1}번째 배너 보기`}
                aria-current={i === index ? 'true' : undefined}
                className="group flex h-6 min-w-6 items-center justify-center px-0.5"
              >
                <span
                  aria-hidden="true"
                  className={`h-2 rounded-full transition-all ${i === index ? 'w-5 bg-white' : 'w-2 bg-white/55 group-hover:bg-white/80'}`}
                />
              </button>
            ))}
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? '배너 자동 넘김 재생' : '배너 자동 넘김 일시정지'}
              className="flex size-6 items-center justify-center text-white/90 hover:text-white"
            >
              {paused ? (
                <svg viewBox="0 0 16 16" className="size-3" fill="currentColor" aria-hidden="true">
                  <path d="M4 2.5v11l9-5.5z" />
                </svg>
              ) : (
                <svg viewBox="0 0 16 16" className="size-3" fill="currentColor" aria-hidden="true">
                  <rect x="3" y="2.5" width="3.5" height="11" rx="1" />
                  <rect x="9.5" y="2.5" width="3.5" height="11" rx="1" />
                </svg>
              )}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

export function BannerSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="aspect-square w-full animate-pulse bg-gray-100 sm:aspect-[3/1] sm:rounded-3xl"
    />
  );
}
