export function Spinner({
  label = '불러오는 중...',
  size = 'md',
}: {
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  const px = size === 'sm' ? 'size-4 border-2' : size === 'lg' ? 'size-10 border-[3px]' : 'size-6 border-2';
  return (
    <span role="status" className="inline-flex items-center gap-2 text-sm text-gray-500">
      <span
        aria-hidden="true"
        className={`${px} animate-spin rounded-full border-gray-200 border-t-brand-600`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A full-area spinner for route loading and guarded pages. */
export function PageSpinner({ label = '불러오는 중...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} size="lg" />
    </div>
  );
}

/** A section that is loading: the spinner with its words underneath. */
export function LoadingState({ label = '불러오는 중입니다.' }: { label?: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16">
      <Spinner label={label} size="lg" />
      <span className="text-sm text-gray-500" aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
