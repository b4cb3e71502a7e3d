import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { api, useAdminMutation } from '../../../../api/admin.ts';
import { errorMessage } from '../../../../api/http.ts';
import { sealKey } from '../../../../api/quotes.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { Card } from '../../../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../../../components/ui/Dialog.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';

/** What the server accepts (PUT /api/admin/settings/seal): a PNG or JPEG of at most 200 KB. */
export const SEAL_LIMITS = { maxBytes: 200 * 1024, types: ['image/png', 'image/jpeg'] } as const;

export const SEAL_MESSAGES = {
  type: '직인 이미지는 PNG 또는 JPEG 파일만 등록할 수 있습니다.',
  size: '직인 이미지는 200KB 이하로 올려주세요.',
  unreadable: '이미지를 읽을 수 없습니다. 다른 파일을 선택해주세요.',
  saved: '직인 이미지가 등록되었습니다.',
  removed: '직인 이미지가 삭제되었습니다.',
} as const;

/** Checks a chosen file before it is sent: type, size, and that the browser can draw it. */
export async function readSeal(file: File): Promise<{ dataUrl: string; width: number; height: number }> {
  if (!(SEAL_LIMITS.types as readonly string[]).includes(file.type)) throw new Error(SEAL_MESSAGES.type);
  if (file.size > SEAL_LIMITS.maxBytes) throw new Error(SEAL_MESSAGES.size);
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(SEAL_MESSAGES.unreadable));
    reader.readAsDataURL(file);
  });
  const size = await new Promise<{ width: number; height: number }>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error(SEAL_MESSAGES.unreadable));
    img.src = dataUrl;
  });
  return { dataUrl, ...size };
}

/** How the seal sits on the documents: beside the supplier's name in the 공급자 block. */
function SealOnDocument({ image, company }: { image: string | null; company: string }) {
  return (
    <table className="w-full max-w-sm border-collapse text-[12.5px]">
      <tbody>
        <tr>
          <th
            scope="row"
            className="w-20 border border-gray-300 bg-gray-50 px-2 py-2 font-semibold text-gray-700"
          >
            상호
          </th>
          <td className="border border-gray-300 px-2 py-1.5">
            <span className="flex items-center justify-between gap-2">
              <span>{company}</span>
              {image ? (
                <img src={image} alt="직인 미리보기" className="size-10 shrink-0 object-contain" />
              ) : (
                <span className="text-gray-500">(인)</span>
              )}
            </span>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * The operator's seal (직인) printed on quotes, 거래명세서 and 충전 확인서: upload, replace with a
 * preview first, or remove. Audited on the server (without the image bytes).
 */
export function SealCard({ image, company }: { image: string | null; company: string }) {
  const [draft, setDraft] = useState<{ dataUrl: string; name: string; width: number; height: number } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const save = useAdminMutation(api.putSeal);
  const remove = useAdminMutation(api.deleteSeal);
  const client = useQueryClient();
  const toast = useToast();
  const refreshPublic = () => client.invalidateQueries({ queryKey: sealKey });

  const choose = async (file: File | undefined) => {
    setError(null);
    setDraft(null);
    if (!file) return;
    try {
      setDraft({ ...(await readSeal(file)), name: file.name });
    } catch (e) {
      setError(e instanceof Error ? e.message : SEAL_MESSAGES.unreadable);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const shown = draft?.dataUrl ?? image;
  const squareish =
    !draft || Math.abs(draft.width - draft.height) <= Math.max(draft.width, draft.height) * 0.2;
  return (
    <Card
      title="직인"
      actions={<span className="text-[12.5px] text-gray-500">견적서·거래명세서·충전 확인서에 찍힙니다</span>}
    >
      <div className="grid grid-cols-1 gap-5 md:grid-cols-[10rem_1fr]">
        <div className="flex size-40 items-center justify-center rounded-lg border border-dashed border-gray-300 bg-[repeating-conic-gradient(#f3f4f6_0_25%,#fff_0_50%)] bg-[length:16px_16px]">
          {shown ? (
            <img
              src={shown}
              alt={draft ? '새 직인 미리보기' : '등록된 직인'}
              className="max-h-32 max-w-32 object-contain"
            />
          ) : (
            <span className="text-[13px] text-gray-500">등록된 직인 없음</span>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <ul className="list-disc space-y-0.5 pl-5 text-[13px] text-gray-600">
            <li>PNG 또는 JPEG, 200KB 이하</li>
            <li>배경이 투명한 정사각형 PNG(300×300px 안팎)를 권장합니다. 문서에는 약 1cm 크기로 찍힙니다.</li>
          </ul>
          <SealOnDocument image={shown} company={company} />
          {draft && (
            <p className="text-[13px] text-gray-700">
              새 이미지: <span className="font-medium">{draft.name}</span> ({draft.width}×{draft.height}px)
              {!squareish && (
                <span className="mt-1 block text-amber-700">
                  정사각형이 아니어서 문서에서는 작게 보일 수 있습니다.
                </span>
              )}
            </p>
          )}
          {error && (
            <p role="alert" className="text-[13px] text-red-600">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
            <label htmlFor={inputId} className={`cursor-pointer ${fileButton}`}>
              {image ? '다른 이미지 선택' : '이미지 선택'}
            </label>
            {draft && (
              <>
                <Button
                  variant="primary"
                  busy={save.isPending}
                  onClick={async () => {
                    try {
                      await save.mutateAsync(draft.dataUrl);
                      await refreshPublic();
                      setDraft(null);
                      toast(SEAL_MESSAGES.saved);
                    } catch (e) {
                      setError(errorMessage(e));
                    }
                  }}
                >
                  {image ? '이 이미지로 교체' : '등록'}
                </Button>
                <Button onClick={() => setDraft(null)} disabled={save.isPending}>
                  선택 취소
                </Button>
              </>
            )}
            {image && !draft && (
              <Button variant="ghost" className="text-red-600" onClick={() => setConfirmRemove(true)}>
                삭제
              </Button>
            )}
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={confirmRemove}
        title="직인 삭제"
        confirmLabel="삭제"
        tone="danger"
        onClose={() => setConfirmRemove(false)}
        onConfirm={async () => {
          await remove.mutateAsync(undefined);
          await refreshPublic();
          toast(SEAL_MESSAGES.removed);
        }}
      >
        삭제하면 이후 발행하는 견적서·거래명세서·충전 확인서에 직인이 찍히지 않습니다.
      </ConfirmDialog>
    </Card>
  );
}

const fileButton =
  'inline-flex h-10 items-center justify-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-700 hover:bg-gray-50 focus-within:outline-2';
