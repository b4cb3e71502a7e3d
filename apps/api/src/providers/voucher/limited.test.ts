import { describe, expect, it } from 'vitest';
import { limitSupplierCalls } from './limited.ts';
import type { VoucherIssuer } from './voucher-issuer.ts';

/** SUPPLIER_MAX_CONCURRENCY: every kind of supplier call (any method, the catalogue pages too) shares one bound, and a failure frees its slot. */
describe('limitSupplierCalls', () => {
  it('never has more than the limit in flight, across sends, reads and cancels', async () => {
    let inFlight = 0;
    let peak = 0;
    const slow = async <T>(value: T): Promise<T> => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return value;
    };
    const issuer: VoucherIssuer = {
      name: 'giftishow',
      issue: () => slow({ couponNo: '1', expiresAt: new Date() }),
      abandon: () => slow(undefined),
      status: () => slow({ status: 1, usedAt: null, expiresAt: null }),
      find: () => slow(null),
      lateIssueMs: 0,
      cancel: async (trId) => {
        await slow(undefined);
        if (trId === 'bad') throw new Error('refused');
      },
      bizmoney: () => slow(1000),
      goodsPage: () => slow({ total: 0, goods: [] }),
    };
    const limited = limitSupplierCalls(issuer, 3);
    expect(limited.name).toBe('giftishow');
    expect(limited.markUsed).toBeUndefined();
    const calls = Array.from({ length: 30 }, (_, i) => {
      if (i % 5 === 0) return limited.cancel('bad').catch(() => 'failed');
      if (i % 3 === 0) return limited.status(`T${i}`);
      return limited.issue({
        trId: `T${i}`,
        goods: { id: 1, supplierGoodsCode: 'G1', validDays: 30 },
        recipientPhone: null,
        now: new Date(),
      });
    });
    const results = await Promise.all([...calls, limited.goodsPage!(1, 100), limited.bizmoney!()]);
    expect(peak).toBe(3);
    expect(results.filter((r) => r === 'failed')).toHaveLength(6);
    expect(results.at(-1)).toBe(1000);
    expect(inFlight).toBe(0);
  });
});
