import { useState } from 'react';
import { downloadDocument } from '../api/documents.ts';
import { errorMessage } from '../api/http.ts';

const FAILED = '파일을 내려받지 못했습니다. 잠시 후 다시 시도해주세요.';

/** One document download: busy while the server builds it, a Korean message when it fails. */
export function DownloadButton({
  path,
  fileName,
  query,
  body,
  label,
  kind = 'pdf',
  className = '',
}: {
  path: string;
  fileName: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  label: string;
  kind?: 'pdf' | 'xlsx';
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadDocument(path, fileName, { query, body });
    } catch (e) {
      setError(errorMessage(e, FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        onClick={run}
        disabled={busy}
        aria-busy={busy}
        className={`inline-flex items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50 disabled:opacity-60 ${className}`}
      >
        <span
          aria-hidden="true"
          className={`rounded px-1 text-[10px] font-bold text-white ${kind === 'pdf' ? 'bg-red-600' : 'bg-green-700'}`}
        >
          {kind === 'pdf' ? 'PDF' : 'XLS'}
        </span>
        {busy ? '만드는 중...' : label}
      </button>
      {error && (
        <span role="alert" className="text-xs text-red-600">
          {error}
        </span>
      )}
    </span>
  );
}
