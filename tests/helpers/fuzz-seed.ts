// The property tests (fast-check) run from one fixed seed by default, so a run of `npm test` (and CI)
// is reproducible: a failure is the same failure on the next run and on a developer's machine, and a
// green run is not luck. Exploring new cases is a separate, deliberate run: FUZZ_SEED=random (or any
// number) with FUZZ_RUNS=1000 for the route fuzz; fast-check prints the seed and path of any failure.
import fc from 'fast-check';

const FIXED_SEED = 20261124;
const chosen = process.env.FUZZ_SEED;
if (chosen !== 'random') fc.configureGlobal({ seed: chosen ? Number(chosen) : FIXED_SEED });
