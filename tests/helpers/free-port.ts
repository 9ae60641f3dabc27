// A port for a server a test starts in a process of its own.
import { createServer } from 'node:net';

/**
 * A port the system says is free now: bound on 127.0.0.1 with port 0, then released. A random pick from
 * 20000-40000 could land in Linux's ephemeral range (32768-60999), on a port one of the run's own
 * connections holds: the server then fails to listen, and the test waits out its timeout for nothing.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('no port was given'))));
    });
  });
}
