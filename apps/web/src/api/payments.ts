import { http } from './http.ts';

/** Money comes as integer-like strings ("1000000"); parse with parseWon from @bizgift/domain/money. */
export interface Balance {
  recharge: string | number;
  reward: string | number;
}

export const getBalance = (signal?: AbortSignal) => http.get<Balance>('/api/payments/balance', { signal });
