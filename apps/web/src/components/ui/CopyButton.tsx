import { useEffect, useState } from 'react';
import { buttonClass } from './Button.tsx';

/** Copies an account number; says 복사됨 for a moment (or 복사 실패 where the browser allows no clipboard). */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <button type="button" onClick={copy} className={`${buttonClass('secondary', 'sm')} min-w-16`}>
      <span className="sr-only">{what} </span>
      <span aria-live="polite">
        {state === 'done' ? '복사됨' : state === 'failed' ? '복사 실패' : '복사'}
      </span>
    </button>
  );
}
