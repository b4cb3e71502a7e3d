import type { PaymentRequest } from '../../api/recharges.ts';

// The payment provider's browser SDK (SPEC §7).

interface DanalPaymentsInstance {
  requestPayment(request: PaymentRequest): Promise<void>;
}
declare global {
  interface Window {
    DanalPayments?: (clientKey: string) => DanalPaymentsInstance;
  }
}

const loading = new Map<string, Promise<NonNullable<Window['DanalPayments']>>>();

/** Loads the provider's SDK script once; rejects when it cannot be loaded. */
export function loadPaymentSdk(url: string): Promise<NonNullable<Window['DanalPayments']>> {
  const existing = loading.get(url);
  if (existing) return existing;
  const promise = new Promise<NonNullable<Window['DanalPayments']>>((resolve, reject) => {
    if (window.DanalPayments) {
      resolve(window.DanalPayments);
      return;
    }
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const timer = window.setTimeout(() => reject(new Error('sdk timeout')), 10_000);
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.DanalPayments) resolve(window.DanalPayments);
      else reject(new Error('sdk missing'));
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('sdk load failed'));
    };
    document.head.appendChild(script);
  });
  promise.catch(() => loading.delete(url));
  loading.set(url, promise);
  return promise;
}
