import { saveBlob } from '../lib/download.ts';
import { http } from './http.ts';

type Query = Record<string, string | number | undefined>;

/**
 * The member's documents (statements, delivery reports, receipts, quotes). Downloads go through the HTTP client (bearer token, refresh on 401),
 * never a bare link, and are saved from a Blob under the given file name.
 */
export const DOCUMENTS = {
  orderStatement: (id: number) => `/api/orders/${id}/statement.pdf`,
  deliveryReportPdf: (id: number) => `/api/orders/${id}/deliveries.pdf`,
  deliveryReportXlsx: (id: number) => `/api/orders/${id}/deliveries.xlsx`,
  monthStatement: (month: string) => `/api/statements/${month}.pdf`,
  rechargeReceipt: (id: number) => `/api/payments/recharge/${id}/receipt.pdf`,
  refundReceipt: (id: number) => `/api/payments/refunds/${id}/receipt.pdf`,
  ordersExport: '/api/orders/export.xlsx',
  deliveriesExport: '/api/orders/deliveries/export.xlsx',
  chargeHistoryExport: '/api/payments/recharge/histories/export.xlsx',
  quotePdf: '/api/quotes/pdf',
  admin: {
    export: (what: 'orders' | 'deliveries' | 'recharges' | 'ledger' | 'members') =>
      `/api/admin/exports/${what}.xlsx`,
    settlement: (month: string) => `/api/admin/exports/settlement/${month}.xlsx`,
    orderStatement: (id: number) => `/api/admin/orders/${id}/statement.pdf`,
    deliveryReportXlsx: (id: number) => `/api/admin/orders/${id}/deliveries.xlsx`,
    rechargeReceipt: (id: number) => `/api/admin/recharges/${id}/receipt.pdf`,
    refundReceipt: (id: number) => `/api/admin/balance-refunds/${id}/receipt.pdf`,
  },
} as const;

export async function downloadDocument(
  path: string,
  fileName: string,
  options: { query?: Query; body?: unknown } = {},
): Promise<void> {
  const blob = await http.file(options.body === undefined ? 'GET' : 'POST', path, options);
  saveBlob(blob, fileName);
}

/** This month in Korean time, yyyy-mm. */
export function currentMonth(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 7);
}
