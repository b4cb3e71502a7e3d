/**
 * Business status lookup (국세청 사업자등록 상태조회). Off by default: without a service key the
 * sign-up checks the number's check digit only. With `NTS_SERVICE_KEY` set, a closed or suspended
 * business is refused.
 */
export type BusinessStatus = 'active' | 'suspended' | 'closed' | 'unregistered';

export interface BusinessStatusChecker {
  readonly name: string;
  /** Throws ProviderError when the service cannot answer. */
  status(businessNumber: string): Promise<BusinessStatus>;
}
