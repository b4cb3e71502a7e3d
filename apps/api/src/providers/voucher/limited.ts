import type { VoucherIssuer } from './voucher-issuer.ts';

/**
 * The supplier seen through at most `max` calls in flight from this process (SUPPLIER_MAX_CONCURRENCY):
 * the delivery worker's sends, the status sync, cancels, the bizmoney read and the catalogue pages
 * all share the one limit, so a sync running beside a large order cannot double the load on the supplier. Calls
 * beyond it wait their turn in order. Only for a real supplier: the built-in issuer works in our
 * own database, where a caller holding a transaction must never wait behind other callers.
 */
export function limitSupplierCalls(issuer: VoucherIssuer, max: number): VoucherIssuer {
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (active < max) {
      active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next caller (active stays the same).
    if (next) next();
    else active--;
  };
  // Every method, present or added later (the catalogue pages too), goes through the bound.
  return new Proxy(issuer, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function' || property === 'constructor') return value;
      return async (...args: unknown[]) => {
        await acquire();
        try {
          return await value.apply(target, args);
        } finally {
          release();
        }
      };
    },
  });
}
