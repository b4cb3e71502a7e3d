import { ProviderError } from '../provider-error.ts';
import type { BusinessStatus, BusinessStatusChecker } from './business-status.ts';

/**
 * The National Tax Service status API (public data portal, `nts-businessman/v1/status`):
 * POST {b_no:[…]} → data[0].b_stt_cd '01' active, '02' suspended, '03' closed; a number the
 * NTS does not know comes back without a status code.
 */
export class NtsBusinessStatusChecker implements BusinessStatusChecker {
  readonly name = 'nts';

  constructor(
    private readonly serviceKey: string,
    private readonly baseUrl: string,
    private readonly timeoutMs = 5000,
  ) {}

  async status(businessNumber: string): Promise<BusinessStatus> {
    const url = `${this.baseUrl.replace(/\/$/, '')}/status?serviceKey=${encodeURIComponent(this.serviceKey)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ b_no: [businessNumber] }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new ProviderError(`국세청 사업자 상태조회 연결 실패: ${(error as Error).message}`, false);
    }
    if (!response.ok)
      throw new ProviderError(`국세청 사업자 상태조회 오류 (HTTP ${response.status})`, response.status < 500);
    const body = (await response.json().catch(() => null)) as { data?: { b_stt_cd?: string }[] } | null;
    const code = body?.data?.[0]?.b_stt_cd;
    if (code === '01') return 'active';
    if (code === '02') return 'suspended';
    if (code === '03') return 'closed';
    return 'unregistered';
  }
}
