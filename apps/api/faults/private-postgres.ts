import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the fault run's own (initdb in a temporary directory, its own port), so the
 * run can stop and start it without touching the machine's server, which other work shares.
 * As root, its programs run as the `postgres` user (initdb refuses root).
 */
export class PrivatePostgres {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'bizgift-faults-pg-'));
  private readonly data = path.join(this.dir, 'data');
  private readonly bin = PrivatePostgres.binaries();

  constructor(readonly port: number) {}

  /** The newest installed server's programs (Debian keeps them under /usr/lib/postgresql/<version>/bin). */
  private static binaries(): string {
    const root = '/usr/lib/postgresql';
    const versions = readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    if (!versions[0]) throw new Error(`no PostgreSQL server under ${root}`);
    return path.join(root, versions[0], 'bin');
  }

  url(database = 'postgres') {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private run(program: string, args: string[]) {
    const file = path.join(this.bin, program);
    const asRoot = process.getuid?.() === 0;
    execFileSync(asRoot ? 'runuser' : file, asRoot ? ['-u', 'postgres', '--', file, ...args] : args, {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  }

  init() {
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(this.dir, uid, gid);
    }
    this.run('initdb', ['-D', this.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    this.start();
  }

  start() {
    const options = [
      `-p ${this.port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${this.dir}'`,
      '-c max_connections=200',
      // A test server: durability is not what is measured here.
      '-c fsync=off',
      '-c synchronous_commit=off',
    ].join(' ');
    this.run('pg_ctl', [
      '-D',
      this.data,
      '-l',
      path.join(this.dir, 'server.log'),
      '-o',
      options,
      '-w',
      'start',
    ]);
  }

  /** Stops it the way an operator or a crash-restart would: open connections are cut at once. */
  stop() {
    this.run('pg_ctl', ['-D', this.data, '-m', 'fast', '-w', 'stop']);
  }

  destroy() {
    try {
      this.stop();
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
