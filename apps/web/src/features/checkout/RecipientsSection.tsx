import { SEND_TYPE } from '@bizgift/domain/codes';
import {
  hasUploadExtension,
  IMPORT_MESSAGES,
  type ImportResult,
  recipientsFromRows,
  recipientsFromText,
  type SendType,
  sampleCsv,
} from '@bizgift/domain/recipient-import';
import {
  formatPhone,
  MESSAGE_LIMITS,
  normalizeEmail,
  normalizePhone,
  RECIPIENT_MESSAGES,
} from '@bizgift/domain/recipients';
import { type ClipboardEvent, useId, useRef, useState } from 'react';
import { Modal } from '../../components/ui/Modal.tsx';
import { readRecipientRows, UploadError } from './upload.ts';

const PAGE = 100;

type Feedback = { tone: 'ok' | 'error'; text: string } | null;

export interface UploadSummary extends ImportResult {
  fileName: string;
  ms: number;
}

/**
 * SPEC §2/§5 recipient tools: add one (same normalisation as the server), paste (one per line),
 * spreadsheet upload with a row-numbered summary, sample CSV, reset.
 */
export function RecipientsSection({
  sendType,
  recipients,
  onChange,
  error,
}: {
  sendType: SendType;
  recipients: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | null;
}) {
  const inputId = useId();
  const feedbackId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [summary, setSummary] = useState<UploadSummary | null>(null);
  const [reading, setReading] = useState(false);
  const [shown, setShown] = useState(PAGE);
  const [confirmReset, setConfirmReset] = useState(false);
  const sms = sendType === SEND_TYPE.SMS;
  const full = recipients.length >= MESSAGE_LIMITS.maxDeliveriesPerOrder;

  const addOne = () => {
    if (full) return setFeedback({ tone: 'error', text: IMPORT_MESSAGES.overLimit });
    const result = sms ? normalizePhone(value) : normalizeEmail(value);
    if (!result.ok) return setFeedback({ tone: 'error', text: result.message });
    const normalized = 'phone' in result ? result.phone : result.email;
    if (recipients.includes(normalized)) {
      return setFeedback({
        tone: 'error',
        text: sms ? RECIPIENT_MESSAGES.phoneDuplicate : RECIPIENT_MESSAGES.emailDuplicate,
      });
    }
    onChange([...recipients, normalized]);
    setValue('');
    setFeedback(null);
  };

  const addText = (text: string) => {
    const r = recipientsFromText(text, sendType, recipients);
    if (r.added.length > 0) onChange([...recipients, ...r.added]);
    setFeedback({ tone: r.added.length > 0 ? 'ok' : 'error', text: r.message });
  };

  const pasteFromClipboard = async () => {
    try {
      if (!navigator.clipboard?.readText) throw new Error('no clipboard');
      addText(await navigator.clipboard.readText());
    } catch {
      setFeedback({ tone: 'error', text: IMPORT_MESSAGES.clipboardFailed });
    }
  };

  // Pasting several lines straight into the field adds them all, like the paste button.
  const onPasteIntoField = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (/[\r\n]/.test(text.trim())) {
      e.preventDefault();
      addText(text);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setSummary(null);
    if (!hasUploadExtension(file.name)) return setFeedback({ tone: 'error', text: IMPORT_MESSAGES.fileType });
    setReading(true);
    setFeedback(null);
    const started = performance.now();
    try {
      const rows = await readRecipientRows(file);
      const result = recipientsFromRows(rows, sendType, recipients);
      const total = result.added.length + result.duplicates.length + result.invalid.length + result.overLimit;
      if (total === 0) {
        setFeedback({ tone: 'error', text: IMPORT_MESSAGES.fileEmpty });
        return;
      }
      if (result.added.length > 0) onChange([...recipients, ...result.added]);
      setSummary({ ...result, fileName: file.name, ms: Math.round(performance.now() - started) });
    } catch (err) {
      setFeedback({
        tone: 'error',
        text: err instanceof UploadError ? err.message : IMPORT_MESSAGES.fileUnreadable,
      });
    } finally {
      setReading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  const downloadSample = () => {
    const blob = new Blob([sampleCsv(sendType)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = sms ? '수신번호_샘플.csv' : '수신이메일_샘플.csv';
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const reset = () => {
    onChange([]);
    setSummary(null);
    setFeedback(null);
    setShown(PAGE);
    setConfirmReset(false);
  };

  const remove = (target: string) => onChange(recipients.filter((r) => r !== target));
  const describedBy = [feedback ? feedbackId : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');

  return (
    <div>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-gray-800">
          {sms ? '수신번호' : '수신 이메일'} <span className="text-red-600">*</span>
        </label>
        <span className="text-sm text-gray-600">
          총{' '}
          <strong className="text-brand-700 tabular-nums">{recipients.length.toLocaleString('ko-KR')}</strong>
          명
        </span>
      </div>
      <div className="mt-1.5 flex gap-2">
        <input
          id={inputId}
          type={sms ? 'tel' : 'email'}
          inputMode={sms ? 'tel' : 'email'}
          autoComplete="off"
          value={value}
          placeholder={sms ? '010-1234-5678' : 'name@company.com'}
          onChange={(e) => {
            setValue(e.target.value);
            if (feedback?.tone === 'error') setFeedback(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              addOne();
            }
          }}
          onPaste={onPasteIntoField}
          aria-invalid={feedback?.tone === 'error' || error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`min-w-0 flex-1 rounded-lg border bg-white px-3 py-2.5 text-gray-900 placeholder:text-gray-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 ${
            feedback?.tone === 'error' || error ? 'border-red-500' : 'border-gray-300'
          }`}
        />
        <button
          type="button"
          onClick={addOne}
          className="shrink-0 rounded-lg bg-gray-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-gray-900"
        >
          추가
        </button>
      </div>

      <div className="mt-2 flex flex-wrap gap-1.5">
        <ToolButton onClick={() => void pasteFromClipboard()}>붙여넣기</ToolButton>
        <ToolButton onClick={() => fileRef.current?.click()} disabled={reading}>
          {reading ? '파일 읽는 중...' : '엑셀 업로드'}
        </ToolButton>
        <ToolButton onClick={downloadSample}>샘플 다운로드</ToolButton>
        <ToolButton
          onClick={() => recipients.length > 0 && setConfirmReset(true)}
          disabled={recipients.length === 0}
        >
          초기화
        </ToolButton>
        <input
          ref={fileRef}
          type="file"
          accept=".xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-label="수신자 엑셀 파일 선택"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
      <p className="mt-1.5 text-xs text-gray-500">
        한 줄에 하나씩 여러 건을 붙여넣을 수 있습니다. 엑셀·CSV는 첫 번째 열 또는 '
        {sms ? '수신번호·휴대폰·전화번호' : '이메일'}' 제목의 열을 읽습니다.
      </p>

      {feedback && (
        <p
          id={feedbackId}
          role={feedback.tone === 'error' ? 'alert' : 'status'}
          className={`mt-2 text-sm ${feedback.tone === 'error' ? 'text-red-600' : 'font-medium text-green-700'}`}
        >
          {feedback.text}
        </p>
      )}
      {error && !feedback && (
        <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}

      {summary && <UploadSummaryBox summary={summary} onClose={() => setSummary(null)} />}

      {recipients.length > 0 ? (
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
                  <span className="mr-2 text-xs text-gray-400">{i + 1}</span>
                  {sms ? formatPhone(r) : r}
                </span>
                <button
                  type="button"
                  onClick={() => remove(r)}
                  aria-label={`${sms ? formatPhone(r) : r} 삭제`}
                  className="shrink-0 rounded p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700"
                >
                  <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
                    <path
                      d="M4 4l8 8M12 4l-8 8"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                    />
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
      ) : (
        <p className="mt-3 rounded-xl border border-dashed border-gray-200 bg-gray-50 px-4 py-6 text-center text-sm text-gray-500">
          {sms ? '추가된 수신번호가 없습니다.' : '추가된 수신 이메일이 없습니다.'}
        </p>
      )}

      <Modal
        open={confirmReset}
        title="수신자 초기화"
        onClose={() => setConfirmReset(false)}
        footer={
          <>
            <button
              type="button"
              onClick={() => setConfirmReset(false)}
              className="rounded-xl border border-gray-300 px-4 py-2.5 text-sm font-medium text-gray-700 hover:bg-gray-50"
            >
              취소
            </button>
            <button
              type="button"
              onClick={reset}
              className="rounded-xl bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-red-700"
            >
              초기화
            </button>
          </>
        }
      >
        추가된 수신자 {recipients.length.toLocaleString('ko-KR')}명을 모두 지우시겠습니까?
      </Modal>
    </div>
  );
}

function ToolButton({
  children,
  onClick,
  disabled,
}: {
  children: React.ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-[13px] font-medium text-gray-700 hover:bg-gray-50 disabled:opacity-50"
    >
      {children}
    </button>
  );
}

const LIST_MAX = 20;

function rowList(rows: readonly number[]): string {
  const head = rows.slice(0, LIST_MAX).join(', ');
  return rows.length > LIST_MAX ? `${head} 외 ${(rows.length - LIST_MAX).toLocaleString('ko-KR')}건` : head;
}

function UploadSummaryBox({ summary, onClose }: { summary: UploadSummary; onClose: () => void }) {
  const n = (v: number) => v.toLocaleString('ko-KR');
  return (
    <section
      aria-label="업로드 결과"
      aria-live="polite"
      className="mt-3 rounded-xl border border-brand-100 bg-brand-50/60 p-4 text-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-semibold text-gray-900">
          <span className="break-all">{summary.fileName}</span> 업로드 결과
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label="업로드 결과 닫기"
          className="shrink-0 rounded p-1 text-gray-500 hover:bg-white hover:text-gray-800"
        >
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-white px-2 py-2">
          <dt className="text-xs text-gray-500">추가</dt>
          <dd className="text-lg font-bold text-green-700 tabular-nums">{n(summary.added.length)}</dd>
        </div>
        <div className="rounded-lg bg-white px-2 py-2">
          <dt className="text-xs text-gray-500">중복</dt>
          <dd className="text-lg font-bold text-gray-700 tabular-nums">{n(summary.duplicates.length)}</dd>
        </div>
        <div className="rounded-lg bg-white px-2 py-2">
          <dt className="text-xs text-gray-500">오류</dt>
          <dd className="text-lg font-bold text-red-600 tabular-nums">{n(summary.invalid.length)}</dd>
        </div>
      </dl>
      {summary.overLimit > 0 && (
        <p className="mt-2 text-red-700">
          {IMPORT_MESSAGES.overLimit} {n(summary.overLimit)}건은 추가하지 않았습니다.
        </p>
      )}
      {summary.duplicates.length > 0 && (
        <p className="mt-2 text-gray-700">
          <span className="font-medium">중복 행:</span> {rowList(summary.duplicates)}
        </p>
      )}
      {summary.invalid.length > 0 && (
        <div className="mt-2">
          <p className="font-medium text-gray-700">오류 행</p>
          <ul className="mt-1 max-h-40 space-y-0.5 overflow-y-auto text-[13px] text-red-700">
            {summary.invalid.slice(0, LIST_MAX).map((row) => (
              <li key={row.row}>
                <span className="tabular-nums">{row.row}행</span>{' '}
                <span className="break-all">'{row.value}'</span>: {row.message}
              </li>
            ))}
            {summary.invalid.length > LIST_MAX && (
              <li className="text-gray-600">외 {n(summary.invalid.length - LIST_MAX)}건</li>
            )}
          </ul>
        </div>
      )}
      {summary.headerRow && (
        <p className="mt-2 text-xs text-gray-500">{summary.headerRow}행은 제목 행으로 보고 건너뛰었습니다.</p>
      )}
    </section>
  );
}
