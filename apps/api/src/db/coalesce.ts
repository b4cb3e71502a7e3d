/**
 * Group commit for a statement that many concurrent callers each issue for one row (the delivery
 * worker's "is it still mine", "store the tr_id", "store the coupon", "record the send"): callers
 * arriving while one statement runs are written together by the next one. Each caller still waits
 * for its own row to be written before it goes on, so the order of steps per row (and what a crash
 * between them leaves behind) is the same as one statement per row; only the round trips are
 * shared. With a hundred sends in flight that is one statement instead of a hundred.
 *
 * `run` gets the items and answers one result per item, in order. If it throws, every caller of
 * that batch gets the error. A batch never holds two items with the same `key` (one row must not
 * be written twice by one statement, where the second write would not see the first): a second
 * item waits for the next batch.
 */
export class Coalescer<In, Out> {
  private pending: { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private running = false;

  constructor(
    private readonly run: (items: In[]) => Promise<Out[]>,
    private readonly key: (item: In) => unknown,
    private readonly maxBatch = 500,
  ) {}

  submit(item: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.running) {
        this.running = true;
        // Callers of the same turn of the event loop join the first batch.
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush() {
    while (this.pending.length > 0) {
      const keys = new Set<unknown>();
      const batch: typeof this.pending = [];
      const later: typeof this.pending = [];
      for (const entry of this.pending) {
        const k = this.key(entry.item);
        if (batch.length < this.maxBatch && !keys.has(k)) {
          keys.add(k);
          batch.push(entry);
        } else later.push(entry);
      }
      this.pending = later;
      try {
        const results = await this.run(batch.map((b) => b.item));
        batch.forEach((b, i) => {
          b.resolve(results[i]!);
        });
      } catch (error) {
        for (const b of batch) b.reject(error);
      }
    }
    this.running = false;
  }
}
