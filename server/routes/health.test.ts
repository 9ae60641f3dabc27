import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/helpers/test-app.ts';
import { usingPostgres } from '../../tests/helpers/test-db.ts';

describe('GET /api/health', () => {
  it('answers ok and names the database in use', async () => {
    const t = await createTestApp();
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: usingPostgres() ? 'postgres' : 'pglite' });
  });

  it('answers an unknown API path with a 404 and a message, never the client page', async () => {
    const t = await createTestApp();
    const res = await t.call('GET', '/api/no-such-call');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'notFound' });
  });
});
