// The second half of the declared routes' bad-input suite (the first, and what it checks, is in
// declared-bad-input.test.ts): split in two files so vitest runs the halves in parallel workers.
import { declareBadInputSuite } from '../../tests/helpers/declared-bad-input-suite.ts';

await declareBadInputSuite(1, 2);
