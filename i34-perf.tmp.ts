const root = process.argv[2]!;
const { ExchangeSimulator } = await import(`${root}/server/exchange/source/simulator/simulator.ts`);
const rf = await import(`${root}/server/exchange/source/running-feed.ts`);
const sim = new ExchangeSimulator({ seed: 11, startMs: Date.UTC(2026, 10, 23, 2, 0, 0), ballMs: 6000 });
const feed = rf.installFeed(sim);
const t0 = process.cpuUsage().user;
for (let i = 0; i < 12 * 60; i++) sim.advance(60_000);
console.log(root, '12 simulated hours with the feed installed:', Math.round((process.cpuUsage().user - t0) / 1000), 'ms cpu');
feed.stop();
