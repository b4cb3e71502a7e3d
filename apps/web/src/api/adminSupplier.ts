import type { MarginRule, SupplierSync } from '@bizgift/domain/supplier';
import { http } from './http.ts';

/** Staff calls of the supplier catalogue (`/api/admin/supplier/*`). */
export const supplierApi = {
  /** One sync now (staff, audited); 409 while another runs. */
  sync: () => http.post<SupplierSync>('/api/admin/supplier/sync'),
  putMargin: (rule: MarginRule) => http.put<MarginRule>('/api/admin/supplier/margin', rule),
};

export type { MarginRule, SupplierStatus, SupplierSync, SupplierSyncChange } from '@bizgift/domain/supplier';
