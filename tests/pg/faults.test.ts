// Faults on PostgreSQL: the short run of the fault runner (tests/faults/fault-run.ts) that
// npm test does: concurrent players signing up, depositing, withdrawing, spinning and betting on the
// exchange (placing, cancelling, cashing out) while the operator decides deposits and withdrawals, moves the
// simulator's clock on so the markets bet on settle, and voids markets with bets,
// with the server SIGKILLed and restarted and its database connections cut several times. Every
// answered operation must exist exactly once and the books (the ledger and the exchange's holds) must balance. The long run is
// `npm run test:soak -- --minutes N`. Needs TEST_DATABASE_URL (a real server process over PostgreSQL).
import { describe, expect, it } from 'vitest';
import { runFaults } from '../faults/fault-run.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('faults on PostgreSQL', () => {
  it('keeps every answered sign-up, deposit, approval, withdrawal, slot round, exchange bet, cancel and cash out exactly once, and pays every settled or voided market and casino round exactly once, through kills and cut connections', async () => {
    let rounds = 0;
    const report = await runFaults({
      adminUrl: adminUrl!,
      seed: Number(process.env.FAULT_SEED ?? 20261124),
      players: 6,
      faultEvery: 24,
      until: () => rounds++ >= 20,
    });
    // FAULT_DEBUG=1 prints the run's figures (what each kind did).
    if (process.env.FAULT_DEBUG) console.log(JSON.stringify(report));
    expect(report.violations).toEqual([]);
    // 20 rounds of 6 players, and the operator's settlement step in every fourth round.
    expect(report.operations).toBe(20 * 6 + 5);
    expect(report.kills + report.drops).toBeGreaterThanOrEqual(5);
    expect(report.answered).toBeGreaterThan(report.operations / 2);
    for (const [kind, n] of Object.entries(report.done)) expect(n, kind).toBeGreaterThan(0);
  }, 240_000);
});
