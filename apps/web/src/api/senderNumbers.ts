import {
  SENDER_NUMBER_MESSAGES,
  SENDER_PROOF_MAX_BYTES,
  type SenderNumberDto as SenderNumber,
  type SenderNumbersDto as SenderNumbers,
} from '@bizgift/domain/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAccessToken } from '../lib/session.ts';
import { downloadDocument } from './documents.ts';
import { ApiError, http, MINUTE } from './http.ts';

export type { SenderNumber, SenderNumbers };

/** The member's company's caller numbers (마이페이지 › 발신번호). */
const KEY = ['users', 'me', 'sender-numbers'] as const;
const PATH = '/api/users/me/sender-numbers';

export function useMySenderNumbers() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => http.get<SenderNumbers>(PATH, { signal }),
    staleTime: MINUTE,
  });
}

/** multipart (the JSON client cannot send files): number, label and the proof file. */
async function requestSenderNumber(input: {
  number: string;
  label: string;
  file: File;
}): Promise<SenderNumber> {
  if (input.file.size > SENDER_PROOF_MAX_BYTES)
    throw new ApiError(SENDER_NUMBER_MESSAGES.proofTooLarge, 400, undefined, {
      file: [SENDER_NUMBER_MESSAGES.proofTooLarge],
    });
  const form = new FormData();
  form.append('number', input.number);
  form.append('label', input.label);
  form.append('file', input.file);
  const send = () =>
    fetch(PATH, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${getAccessToken() ?? ''}`, accept: 'application/json' },
    });
  let res: Response;
  try {
    res = await send();
    if (res.status === 401) {
      // Let the shared client refresh the session, then try once more.
      await http.get('/api/users/me');
      res = await send();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.', 0);
  }
  const body = (await res.json().catch(() => null)) as {
    status?: string;
    data?: SenderNumber;
    message?: string;
    code?: string;
    errors?: Record<string, string[]>;
  } | null;
  if (res.ok && body?.status === 'success' && body.data) return body.data;
  throw new ApiError(
    body?.message ?? '발신번호를 신청하지 못했습니다.',
    res.status,
    body?.code,
    body?.errors,
  );
}

export function useRequestSenderNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSenderNumber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function downloadSenderProof(s: SenderNumber): Promise<void> {
  return downloadDocument(`${PATH}/${s.id}/proof`, `통신서비스이용증명원_${s.number}.${s.proof_type}`);
}
