import { sendsToPhone } from '@bizgift/domain/codes';
import type { SendType } from '@bizgift/domain/recipient-import';
import { RECIPIENT_NAME_MAX } from '@bizgift/domain/send-message';
import { type ClipboardEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { ContactPickerDialog } from './ContactPickerDialog.tsx';
import { RecipientList } from './RecipientList.tsx';
import { UploadSummaryBox } from './UploadSummaryBox.tsx';
import { useRecipientTools } from './useRecipientTools.ts';

/**
 * SPEC §2/§5 recipient field of the send screen: add one (same normalisation as the server), paste
 * (one per line), spreadsheet upload with a row-numbered summary, sample CSV, reset.
 */
export function RecipientsSection({
  sendType,
  recipients,
  names,
  onChange,
  error,
}: {
  sendType: SendType;
  recipients: readonly string[];
  /** Recipient → name (`#{이름}` in the message). */
  names: Readonly<Record<string, string>>;
  /** The whole new list, and the names that came with what was added. */
  onChange: (next: string[], names?: Record<string, string>) => void;
  error?: string | null;
}) {
  const inputId = useId();
  const nameId = useId();
  const feedbackId = useId();
  const tools = useRecipientTools(sendType, recipients, onChange);
  const { feedback } = tools;
  const [confirmReset, setConfirmReset] = useState(false);
  const [picking, setPicking] = useState(false);
  const sms = sendsToPhone(sendType);

  // Pasting several lines straight into the field adds them all, like the paste button.
  const onPasteIntoField = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (/[\r\n]/.test(text.trim())) {
      e.preventDefault();
      tools.addText(text);
    }
  };
  const describedBy = [feedback ? feedbackId : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  const invalid = feedback?.tone === 'error' || !!error;

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
      <div className="mt-1.5 flex items-center gap-2">
        <label htmlFor={nameId} className="sr-only">
          받는 분 이름 (선택)
        </label>
        <span className="w-24 shrink-0 sm:w-32">
          <input
            id={nameId}
            autoComplete="off"
            value={tools.name}
            maxLength={RECIPIENT_NAME_MAX}
            placeholder="이름(선택)"
            onChange={(e) => tools.setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
                e.preventDefault();
                tools.addOne();
              }
            }}
            className={inputClass('lg')}
          />
        </span>
        <input
          id={inputId}
          type={sms ? 'tel' : 'email'}
          inputMode={sms ? 'tel' : 'email'}
          autoComplete="off"
          value={tools.value}
          placeholder={sms ? '010-1234-5678' : 'name@company.com'}
          onChange={(e) => tools.setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              tools.addOne();
            }
          }}
          onPaste={onPasteIntoField}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputClass('lg')} flex-1`}
        />
        <Button variant="dark" onClick={tools.addOne}>
          추가
        </Button>
      </div>

      <div className="mt-2 flex flex-wrap gap-1.5">
        <Button size="sm" onClick={() => setPicking(true)}>
          주소록에서 선택
        </Button>
        <Button size="sm" onClick={() => void tools.pasteFromClipboard()}>
          붙여넣기
        </Button>
        <Button size="sm" onClick={() => tools.fileRef.current?.click()} disabled={tools.reading}>
          {tools.reading ? '파일 읽는 중...' : '엑셀 업로드'}
        </Button>
        <Button size="sm" onClick={tools.downloadSample}>
          샘플 다운로드
        </Button>
        <Button
          size="sm"
          onClick={() => recipients.length > 0 && setConfirmReset(true)}
          disabled={recipients.length === 0}
        >
          초기화
        </Button>
        <input
          ref={tools.fileRef}
          type="file"
          accept=".xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-label="수신자 엑셀 파일 선택"
          onChange={(e) => void tools.readFile(e.target.files?.[0])}
        />
      </div>
      <p className="mt-1.5 text-xs text-gray-500">
        한 줄에 하나씩 여러 건을 붙여넣을 수 있습니다('이름,{sms ? '번호' : '이메일'}'도 됩니다). 엑셀·CSV는
        첫 번째 열 또는 '{sms ? '수신번호·휴대폰·전화번호' : '이메일'}' 제목의 열을, 이름은 '이름' 제목의 열을
        읽습니다.
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

      {tools.summary && <UploadSummaryBox summary={tools.summary} onClose={tools.closeSummary} />}

      {recipients.length > 0 ? (
        <RecipientList
          recipients={recipients}
          names={names}
          sms={sms}
          onRemove={(target) => onChange(recipients.filter((r) => r !== target))}
        />
      ) : (
        <p className="mt-3 rounded-xl border border-dashed border-gray-200 bg-gray-50 px-4 py-6 text-center text-sm text-gray-500">
          {sms ? '추가된 수신번호가 없습니다.' : '추가된 수신 이메일이 없습니다.'}
        </p>
      )}

      <ContactPickerDialog
        open={picking}
        sms={sms}
        onClose={() => setPicking(false)}
        onPick={(keys, picked) => onChange([...new Set([...recipients, ...keys])], picked)}
      />
      <Modal
        open={confirmReset}
        title="수신자 초기화"
        onClose={() => setConfirmReset(false)}
        footer={
          <>
            <Button onClick={() => setConfirmReset(false)}>취소</Button>
            <Button
              variant="danger"
              onClick={() => {
                tools.reset();
                setConfirmReset(false);
              }}
            >
              초기화
            </Button>
          </>
        }
      >
        추가된 수신자 {recipients.length.toLocaleString('ko-KR')}명을 모두 지우시겠습니까?
      </Modal>
    </div>
  );
}
