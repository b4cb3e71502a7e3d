import { CONTACT_TEXTS } from '@bizgift/domain/contacts';
import { IMPORT_MESSAGES, UPLOAD_MAX_BYTES } from '@bizgift/domain/recipient-import';
import { useEffect, useId, useState } from 'react';
import { type ContactImport, downloadContactSample, useImportContacts } from '../../api/contacts.ts';
import { errorMessage } from '../../api/http.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';

const ACCEPT = '.xlsx,.csv';

/** 주소록 › 가져오기: an .xlsx / .csv file, then the server's row report (added, updated, skipped and why). */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const upload = useImportContacts();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ContactImport | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setReport(null);
    setError(null);
  }, [open]);

  const submit = async () => {
    setError(null);
    if (!file) return setError(IMPORT_MESSAGES.fileEmpty);
    if (file.size > UPLOAD_MAX_BYTES) return setError(IMPORT_MESSAGES.fileTooLarge);
    if (!/\.(xlsx|csv)$/i.test(file.name)) return setError(CONTACT_TEXTS.importFileType);
    try {
      setReport(await upload.mutateAsync(file));
    } catch (e) {
      setError(errorMessage(e, IMPORT_MESSAGES.fileUnreadable));
    }
  };

  return (
    <Modal
      open={open}
      size="lg"
      title="주소록 가져오기"
      onClose={upload.isPending ? () => undefined : onClose}
      footer={
        report ? (
          <Button variant="primary" onClick={onClose}>
            닫기
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={upload.isPending}>
              취소
            </Button>
            <Button variant="primary" busy={upload.isPending} disabled={!file} onClick={() => void submit()}>
              가져오기
            </Button>
          </>
        )
      }
    >
      {report ? (
        <ImportReport report={report} />
      ) : (
        <div className="mt-3 flex flex-col gap-3 text-sm text-gray-700">
          <p>
            엑셀(.xlsx) 또는 CSV 파일로 한 번에 최대 10,000명까지 등록합니다. 같은 휴대폰 번호(없으면
            이메일)의 연락처는 새로 만들지 않고 갱신합니다.
          </p>
          <div>
            <Button size="sm" variant="ghost" onClick={() => void downloadContactSample()}>
              샘플 파일 받기
            </Button>
          </div>
          <label htmlFor={`${id}-file`} className="text-sm font-semibold text-gray-800">
            파일 선택
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            className="text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {error && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-[13px] font-medium text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}

function ImportReport({ report }: { report: ContactImport }) {
  return (
    <div className="mt-3 flex flex-col gap-3">
      <p role="status" className="text-[15px] font-semibold text-gray-900">
        {CONTACT_TEXTS.importDone(report.added, report.updated, report.skipped.length)}
      </p>
      {report.skipped.length > 0 && (
        <div className="max-h-64 overflow-y-auto rounded-lg border border-gray-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">건너뛴 행과 사유</caption>
            <thead className="bg-gray-50 text-[13px] text-gray-600">
              <tr>
                <th scope="col" className="px-3 py-2">
                  행
                </th>
                <th scope="col" className="px-3 py-2">
                  사유
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {report.skipped.map((s) => (
                <tr key={s.row}>
                  <td className="px-3 py-2 tabular-nums text-gray-900">{s.row}행</td>
                  <td className="px-3 py-2 text-gray-700">{s.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
