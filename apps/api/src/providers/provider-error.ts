/**
 * What a provider failure means for the caller: a permanent one (bad recipient, refused) is not
 * retried; a transient one (timeout, 5xx) is retried with backoff.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
