const TONES = {
  done: {
    circle: 'bg-green-100 text-green-600',
    mark: <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />,
  },
  failed: {
    circle: 'bg-red-100 text-red-600',
    mark: <path d="M7 7l10 10M17 7L7 17" strokeLinecap="round" />,
  },
  waiting: { circle: 'bg-gray-100 text-gray-500', mark: <circle cx="12" cy="12" r="8" /> },
} as const;

/** The round mark above a result page's heading: done (tick), failed (cross) or still waiting (ring). */
export function ResultIcon({ tone }: { tone: keyof typeof TONES }) {
  const { circle, mark } = TONES[tone];
  return (
    <div aria-hidden="true" className={`flex size-16 items-center justify-center rounded-full ${circle}`}>
      <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5">
        {mark}
      </svg>
    </div>
  );
}
