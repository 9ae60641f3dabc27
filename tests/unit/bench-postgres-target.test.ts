// bench:api's PostgreSQL detection (bench/lib/postgres-target.ts), without running the bench: a machine
// with no PostgreSQL runs the PGlite half and says how to add it; one the caller asked for that does not
// answer is refused in one line.
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PG_URL, planTargets, postgresUnreachable } from '../../bench/lib/postgres-target.ts';

/** A port nothing listens on: one the system just gave out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the PostgreSQL probe', () => {
  it('names the refusal of a port nothing listens on', async () => {
    expect(await postgresUnreachable(`postgres://postgres@127.0.0.1:${await closedPort()}/postgres`)).toBe('ECONNREFUSED');
  });

  it('gives up on a server that accepts and never answers', async () => {
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      expect(await postgresUnreachable(`postgres://postgres@127.0.0.1:${port}/postgres`, 300)).toMatch(/timeout/i);
    } finally {
      silent.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('finds the PostgreSQL of TEST_DATABASE_URL', async () => {
    expect(await postgresUnreachable(process.env.TEST_DATABASE_URL!)).toBeNull();
  });
});

describe('which halves bench:api runs', () => {
  const refused = async () => 'ECONNREFUSED';
  const answers = async () => null;
  const cases: [string, Parameters<typeof planTargets>[0], { targets: string[]; note?: RegExp; error?: RegExp }][] = [
    [
      'no PostgreSQL and none asked for: PGlite, and how to add it',
      { probe: refused },
      { targets: ['pglite'], note: /ECONNREFUSED.*PGlite only.*TEST_DATABASE_URL=/ },
    ],
    ['the default PostgreSQL answers: both', { probe: answers }, { targets: ['pglite', 'postgres'] }],
    ['TEST_DATABASE_URL answers: both', { envUrl: 'postgres://u:secret@db:5432/x', probe: answers }, { targets: ['pglite', 'postgres'] }],
    [
      'TEST_DATABASE_URL does not answer: refused, password hidden',
      { envUrl: 'postgres://u:secret@db:5432/x', probe: refused },
      { targets: [], error: /^PostgreSQL at postgres:\/\/u:\*\*\*@db:5432\/x does not answer \(ECONNREFUSED\)/ },
    ],
    ['--only=postgres and none answers: refused', { only: 'postgres', probe: refused }, { targets: [], error: /ECONNREFUSED/ }],
    ['--only=postgres and it answers: PostgreSQL alone', { only: 'postgres', probe: answers }, { targets: ['postgres'] }],
    ['--only=sqlite: refused', { only: 'sqlite', probe: answers }, { targets: [], error: /choose pglite or postgres/ }],
  ];
  it.each(cases)('%s', async (_name, options, expected) => {
    const plan = await planTargets(options);
    expect(plan.targets).toEqual(expected.targets);
    if (expected.note) expect(plan.note).toMatch(expected.note);
    else expect(plan.note).toBeUndefined();
    if (expected.error) expect(plan.error).toMatch(expected.error);
    else expect(plan.error).toBeUndefined();
  });

  it('--only=pglite asks nothing of PostgreSQL', async () => {
    let asked = 0;
    const plan = await planTargets({
      only: 'pglite',
      probe: async () => {
        asked++;
        return null;
      },
    });
    expect(plan).toEqual({ targets: ['pglite'], url: DEFAULT_PG_URL });
    expect(asked).toBe(0);
  });
});
