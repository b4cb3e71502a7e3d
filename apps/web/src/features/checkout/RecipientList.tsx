import { formatPhone } from '@bizgift/domain/recipients';
import { useState } from 'react';
import { contactOf } from './contactRecipients.ts';

const PAGE = 100;

/** A typed number as written (010-1234-5678); a contact as the caller may see it (masked for a sender). */
const display = (r: string, sms: boolean) => contactOf(r)?.shown ?? (sms ? formatPhone(r) : r);

/**
 * The recipients added so far, numbered, each with its remove button; long lists show the first
 * 100 and grow by 500 (a 10,000-row upload stays responsive).
 */
export function RecipientList({
  recipients,
  names,
  sms,
  onRemove,
}: {
  recipients: readonly string[];
  names: Readonly<Record<string, string>>;
  sms: boolean;
  onRemove: (recipient: string) => void;
}) {
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <ul
        aria-label="추가된 수신자"
        className="mt-3 grid max-h-72 grid-cols-1 gap-1.5 overflow-y-auto rounded-xl border border-gray-200 bg-gray-50 p-2 sm:grid-cols-2"
      >
        {recipients.slice(0, shown).map((r, i) => (
          <li
            key={r}
            className="flex items-center justify-between gap-2 rounded-lg bg-white px-3 py-1.5 text-sm shadow-xs"
          >
            <span className="min-w-0 truncate tabular-nums text-gray-800">
              <span className="mr-2 text-xs text-gray-500">{i + 1}</span>
              {display(r, sms)}
              {names[r] && <span className="ml-1.5 text-gray-500">{names[r]}</span>}
              {contactOf(r) && <span className="ml-1.5 text-xs text-brand-700">주소록</span>}
            </span>
            <button
              type="button"
              onClick={() => onRemove(r)}
              aria-label={`${names[r] ?? display(r, sms)} 삭제`}
              className="shrink-0 rounded p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-700"
            >
              <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      {recipients.length > shown && (
        <button
          type="button"
          onClick={() => setShown((n) => n + PAGE * 5)}
          className="mt-2 w-full rounded-lg border border-gray-200 py-2 text-sm text-gray-600 hover:bg-gray-50"
        >
          더 보기 ({shown.toLocaleString('ko-KR')} / {recipients.length.toLocaleString('ko-KR')})
        </button>
      )}
    </>
  );
}
