// Development's log transport (pino runs it in a worker thread): pino-pretty, writing what it
// formatted once per turn of the worker's event loop instead of once per line. Under load the
// worker formats many lines per turn, and one write(2) per line was a third of the worker's time
// (docs/performance.md). A plain .mjs file: the worker loads it as it is, from src or dist.
import { writeSync } from 'node:fs';
import { Writable } from 'node:stream';
import pretty from 'pino-pretty';

class TurnBatched extends Writable {
  pending = '';
  scheduled = false;

  _write(chunk, _encoding, callback) {
    this.pending += chunk;
    if (this.pending.length >= 65_536) this.writePending();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.writePending());
    }
    callback();
  }

  _final(callback) {
    this.writePending();
    callback();
  }

  writePending() {
    this.scheduled = false;
    let buffer = Buffer.from(this.pending, 'utf8');
    this.pending = '';
    while (buffer.length > 0) {
      try {
        buffer = buffer.subarray(writeSync(1, buffer));
      } catch (error) {
        if (error.code !== 'EAGAIN') return;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      }
    }
  }
}

export default function prettyTransport(options) {
  return pretty({ ...options, destination: new TurnBatched() });
}
