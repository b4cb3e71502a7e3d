import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { providerErrors } from '../db/schema/ops.ts';
import type { MessagingProviders } from './registry.ts';
import { VoucherNotCancellable } from './voucher/voucher-issuer.ts';

export type ProviderErrorKind = 'sms' | 'email' | 'voucher' | 'payment' | 'identity' | 'business';

/**
 * Counts failed provider calls in the database (`provider_errors`, by kind and provider name), so
 * GET /metrics on any API node reports every process's errors, the workers' included.
 */
export class ProviderErrorCounter {
  constructor(
    private readonly db: Db,
    private readonly log?: Pick<Logger, 'warn'>,
  ) {}

  /** Never fails the caller: a counter that cannot be written is logged, not thrown. */
  async record(kind: ProviderErrorKind, provider: string, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
    try {
      await this.db
        .insert(providerErrors)
        .values({ kind, provider, count: 1, lastError: message, lastAt: sql`now()` })
        .onConflictDoUpdate({
          target: [providerErrors.kind, providerErrors.provider],
          set: { count: sql`${providerErrors.count} + 1`, lastError: message, lastAt: sql`now()` },
        });
    } catch (countError) {
      this.log?.warn({ err: countError, kind, provider }, 'provider error could not be counted');
    }
  }

  /**
   * The provider with every method counted: a method that throws or whose promise rejects adds one
   * error under `kind` and the provider's `name`, then the error goes on to the caller unchanged.
   * The count is written in the background, never awaited: a caller may hold a transaction around
   * the provider call (a Danal return keeps its order row locked through the capture), and on the
   * embedded database, which runs one transaction at a time, waiting for the count there would
   * wait forever.
   */
  wrap<T extends object>(kind: ProviderErrorKind, provider: T): T;
  wrap<T extends object>(kind: ProviderErrorKind, provider: T | undefined): T | undefined;
  wrap<T extends object>(kind: ProviderErrorKind, provider: T | undefined): T | undefined {
    if (!provider) return provider;
    const counter = this;
    const name = () => String((provider as { name?: unknown }).name ?? kind);
    return new Proxy(provider, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (typeof value !== 'function' || property === 'constructor') return value;
        return function counted(...args: unknown[]) {
          let result: unknown;
          try {
            result = value.apply(target, args);
          } catch (error) {
            if (counts(error)) void counter.record(kind, name(), error);
            throw error;
          }
          if (result instanceof Promise) {
            return result.catch((error: unknown) => {
              if (counts(error)) void counter.record(kind, name(), error);
              throw error;
            });
          }
          return result;
        };
      },
    });
  }

  wrapMessaging(providers: MessagingProviders): MessagingProviders {
    return {
      sms: this.wrap('sms', providers.sms),
      email: this.wrap('email', providers.email),
      voucher: this.wrap('voucher', providers.voucher),
      // The test world's sandboxes (issue #30 §2) are not the site's providers: not counted.
      ...(providers.test ? { test: providers.test } : {}),
    };
  }
}

/** A used or expired voucher that cannot be cancelled is the supplier's answer, not a failure. */
function counts(error: unknown): boolean {
  return !(error instanceof VoucherNotCancellable);
}
