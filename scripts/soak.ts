// `npm run test:soak -- --minutes N [--seed S] [--players P]`: the fault runner (tests/faults/fault-run.ts)
// for as long as asked, against a real server over PostgreSQL (TEST_DATABASE_URL, or the local default),
// printing operations, faults injected and violations found; exits 1 on any violation.
import { runFaults } from '../tests/faults/fault-run.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? fallback : Number(process.argv[i + 1]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
};
const minutes = arg('minutes', 5);
const seed = arg('seed', Date.now() % 1_000_000_007);
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:55432/postgres';
const end = Date.now() + minutes * 60_000;
let last = 0;

console.log(`soak: ${minutes} min, seed ${seed} (replay with --seed ${seed}), PostgreSQL ${new URL(adminUrl).host}`);
const report = await runFaults({
  adminUrl,
  seed,
  players: arg('players', 8),
  faultEvery: 40,
  until: () => Date.now() >= end,
  log: (line) => {
    if (Date.now() - last > 10_000) {
      last = Date.now();
      console.log(line);
    }
  },
});
console.log(`operations ${report.operations} (answered ${report.answered}, cut off by faults ${report.cutOff})`);
console.log(
  `answered by kind ${Object.entries(report.done)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}`,
);
console.log(
  `faults injected ${report.kills + report.drops} (server SIGKILLs ${report.kills}, connection drops ${report.drops}; leader restarts after a cut lock ${report.leaderRestarts})`,
);
console.log(
  `settlement under faults: clock moves ${report.done.advances}, voids ${report.done.voids}; markets with matched bets settled ${report.done.marketsSettled}, voided ${report.done.marketsVoided}`,
);
console.log(`exchange calls cut off and retried with the same Idempotency-Key ${report.retried}`);
console.log(`violations ${report.violations.length}`);
for (const v of report.violations.slice(0, 50)) console.log(`  ${v}`);
process.exit(report.violations.length > 0 ? 1 : 0);
