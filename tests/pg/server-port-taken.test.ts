// The real server started on a port another program holds: it says which port and why, and exits 1,
// instead of dying on an unhandled 'error' event (server/main.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../helpers/free-port.ts';
import { errorTail, spawnServer } from '../helpers/server-child.ts';

it('a server whose port is taken says so and exits 1', async () => {
  const port = await freePort();
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
  const dataDir = await mkdtemp(join(tmpdir(), 'chakka-port-'));
  try {
    const child = spawnServer({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', DIST_DIR: join(dataDir, 'no-dist'), LOG_LEVEL: 'fatal' });
    const errors = errorTail(child);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(errors()).toContain(`Chakka cannot listen on 127.0.0.1:${port}: the port is already in use. Set PORT to a free one.`);
    expect(errors()).not.toContain('Unhandled');
  } finally {
    holder.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 120_000);
