import { useState } from 'react';
import { resolveImageUrl } from '../lib/image.ts';

/** An image that shows a neutral gift placeholder when the path is empty or the load fails. */
export function ImageWithFallback({
  src,
  alt,
  className = '',
  loading = 'lazy',
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** Loaded at once and ahead of other pictures (the largest paint of its page). */
  priority?: boolean;
}) {
  const url = resolveImageUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl !== null && failedUrl === url;

  if (!url || failed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-gray-100 text-gray-300 ${className}`}
      >
        <svg viewBox="0 0 48 48" className="size-1/3 max-h-16 max-w-16" fill="none" aria-hidden="true">
          <rect x="8" y="19" width="32" height="21" rx="2.5" stroke="currentColor" strokeWidth="3" />
          <rect x="5" y="13" width="38" height="8" rx="2.5" stroke="currentColor" strokeWidth="3" />
          <path
            d="M24 13v27M24 13c-3-6-11-7-11-2 0 3 6 2 11 2zm0 0c3-6 11-7 11-2 0 3-6 2-11 2z"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        </svg>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={className}
    />
  );
}
