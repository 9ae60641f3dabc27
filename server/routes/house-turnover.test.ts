// The reason the casino exists for a bonus player: a deposit with a bonus cannot be
// withdrawn until its turnover is played, and house game rounds, through the provider wallet, are
// what plays it. Each settled spin lowers the requirement by exactly its stake; when the last one
// completes it, the withdrawal check lets the player through.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { expectLedgerInvariant } from '../../tests/helpers/provider-kit.ts';
import { loginOperator } from '../../tests/helpers/players.ts';
import { openScreen } from '../../tests/helpers/casino-kit.ts';
import { fund, verifiedPlayer } from '../../tests/pg/wallet-kit.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { postEntry } from '../services/ledger.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
});

const STAKE = 1000;

describe('a bonus deposit played through on Lucky Sixes', () => {
  it("lowers the turnover by each spin's stake and, once complete, the withdrawal check passes", async () => {
    const p = await verifiedPlayer(t, { birthday: true });
    const promo = (await t.call('GET', '/api/promotion')).body.data[0];
    await fund(t, op, p, 1000, { promotion_id: promo.id });
    const blocked = await t.call('GET', '/api/userwithdrawcheck', { token: p.token });
    expect(blocked.body).toMatchObject({ error: 'turnover', message: MESSAGES.turnoverIncomplete });
    // Money enough that a losing streak never stops the spins (an adjustment opens no requirement).
    await postEntry(t.deps.database.db, { userId: Number(p.remote_id), amountPoisha: 10_000_000, kind: 'adjustment', memo: 'test float' });

    const [opened] = (await t.call('GET', '/api/turnovers', { token: p.token })).body.data;
    expect(opened.status).toBe('active');
    const spinsNeeded = Math.ceil(opened.required_turnover / STAKE);
    expect(spinsNeeded).toBeGreaterThan(1);
    const { headers } = await openScreen(t, p, 'chakka_lucky_sixes');
    let remaining = opened.remaining_turnover as number;
    for (let spin = 1; spin <= spinsNeeded; spin++) {
      const res = await t.call('POST', '/api/house/slot/spin', { headers, body: { stake: STAKE } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [now] = (await t.call('GET', '/api/turnovers', { token: p.token })).body.data;
      remaining = Math.max(0, remaining - STAKE);
      expect(now.remaining_turnover).toBe(remaining);
      expect(now.status).toBe(spin === spinsNeeded ? 'complete' : 'active');
      if (spin < spinsNeeded) expect((await t.call('GET', '/api/userwithdrawcheck', { token: p.token })).body.error).toBe('turnover');
    }
    const open = await t.call('GET', '/api/userwithdrawcheck', { token: p.token });
    expect(open.status).toBe(200);
    expect(open.body.success).toBe(true);
    await expectLedgerInvariant(t);
  });
});
