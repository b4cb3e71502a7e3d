import { sendsToPhone } from '@bizgift/domain/codes';
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
  MESSAGE_LIMITS,
  normalizeEmail,
  normalizePhone,
  RECIPIENT_MESSAGES,
} from '@bizgift/domain/recipients';
import { checkRecipientName } from '@bizgift/domain/send-message';
import { useRef, useState } from 'react';
import { saveBlob } from '../../lib/download.ts';
import { readRecipientRows, UploadError } from './upload.ts';

export type RecipientFeedback = { tone: 'ok' | 'error'; text: string };

export interface UploadSummary extends ImportResult {
  fileName: string;
  ms: number;
}

/**
 * One typed recipient, normalised as the server does it: the new list, or the message saying why
 * not (list full, not a phone number or e-mail address, already added).
 */
export function addRecipient(
  value: string,
  recipients: readonly string[],
  sendType: SendType,
): { next: string[] } | { error: string } {
  if (recipients.length >= MESSAGE_LIMITS.maxDeliveriesPerOrder) return { error: IMPORT_MESSAGES.overLimit };
  const sms = sendsToPhone(sendType);
  const result = sms ? normalizePhone(value) : normalizeEmail(value);
  if (!result.ok) return { error: result.message };
  const normalized = 'phone' in result ? result.phone : result.email;
  if (recipients.includes(normalized)) {
    return { error: sms ? RECIPIENT_MESSAGES.phoneDuplicate : RECIPIENT_MESSAGES.emailDuplicate };
  }
  return { next: [...recipients, normalized] };
}

/**
 * SPEC §2/§5 recipient tools behind the send screen's recipient field: add one, paste several lines
 * (button or straight into the field), spreadsheet upload with a row-numbered summary, sample CSV,
 * reset. `onChange` gets the whole new list.
 */
export function useRecipientTools(
  sendType: SendType,
  recipients: readonly string[],
  onChange: (next: string[], names?: Record<string, string>) => void,
) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [name, setName] = useState('');
  const [feedback, setFeedback] = useState<RecipientFeedback | null>(null);
  const [summary, setSummary] = useState<UploadSummary | null>(null);
  const [reading, setReading] = useState(false);

  const addOne = () => {
    const checked = checkRecipientName(name);
    if (!checked.ok) return setFeedback({ tone: 'error', text: checked.message });
    const result = addRecipient(value, recipients, sendType);
    if ('error' in result) return setFeedback({ tone: 'error', text: result.error });
    const added = result.next[result.next.length - 1]!;
    onChange(result.next, checked.name ? { [added]: checked.name } : undefined);
    setValue('');
    setName('');
    setFeedback(null);
  };

  const addText = (text: string) => {
    const r = recipientsFromText(text, sendType, recipients);
    if (r.added.length > 0) onChange([...recipients, ...r.added], r.names);
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

  const readFile = async (file: File | undefined) => {
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
      if (result.added.length > 0) onChange([...recipients, ...result.added], result.names);
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

  const downloadSample = () =>
    saveBlob(
      new Blob([sampleCsv(sendType)], { type: 'text/csv;charset=utf-8' }),
      sendsToPhone(sendType) ? '수신번호_샘플.csv' : '수신이메일_샘플.csv',
    );

  const reset = () => {
    onChange([]);
    setSummary(null);
    setFeedback(null);
  };

  return {
    fileRef,
    value,
    setValue: (next: string) => {
      setValue(next);
      if (feedback?.tone === 'error') setFeedback(null);
    },
    name,
    setName: (next: string) => {
      setName(next);
      if (feedback?.tone === 'error') setFeedback(null);
    },
    feedback,
    summary,
    closeSummary: () => setSummary(null),
    reading,
    addOne,
    addText,
    pasteFromClipboard,
    readFile,
    downloadSample,
    reset,
  };
}
