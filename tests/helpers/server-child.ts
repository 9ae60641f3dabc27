// The real server in a process of its own, for the tests that kill it, restart it or start it where it
// cannot listen. Its error output is piped: a server that fails says why in the test's failure.
import { spawn, type ChildProcess } from 'node:child_process';

/** `server/main.ts` on 127.0.0.1 with `env` over the test's own environment. */
export function spawnServer(env: Record<string, string>): ChildProcess {
  // node --import tsx keeps it one process, so SIGKILL really kills the server (no orphan child).
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** The last 4 KB the server wrote to its error output, as of each call. */
export function errorTail(child: ChildProcess): () => string {
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4096);
  });
  return () => tail;
}
